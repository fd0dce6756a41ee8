/**
 * A pidfile lock on the PGlite data directory: PGlite has no lock of its own, and two
 * processes writing one directory would corrupt it.
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export interface DirectoryLock {
  readonly file: string;
  release(): void;
}

export class DirectoryLockedError extends Error {
  readonly dataDir: string;
  readonly pid: number;

  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another Fairdraw process (pid ${pid}). ` +
        'Stop that process first, or give this one its own DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DirectoryLockedError';
    this.dataDir = dataDir;
    this.pid = pid;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of `dataDir` for this process, or throws `DirectoryLockedError`; `name` is the
 * lock file's (the demo chain takes one of its own, with PostgreSQL too).
 */
export function acquireDirectoryLock(dataDir: string, name = 'fairdraw.lock'): DirectoryLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, name);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          try {
            if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
      throw new DirectoryLockedError(dataDir, pid);
    }
    if (pid === process.pid) throw new DirectoryLockedError(dataDir, pid);
    // A stale lock left by a process that died: remove it and try again.
    try {
      unlinkSync(file);
    } catch {
      // Another process removed it first.
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
