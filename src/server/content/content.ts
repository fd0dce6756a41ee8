/**
 * Live content, put together: what pages show (`live`), what editors do (`editor`),
 * the import of `src/content` at start, and the go-live of scheduled versions that the
 * scheduler's leader runs every second (tests call `goLive` after moving their clock).
 */
import type { Clock } from '#server/clock.ts';
import type { Db } from '#server/db/client.ts';
import type { Events } from '#server/events/events.ts';
import { transaction } from '#server/db/transaction.ts';
import type { BackgroundJob } from '#server/rounds/scheduler.ts';
import { createContentEditor } from './editor.ts';
import { readContentFiles, type ContentFile } from './files.ts';
import { importContentFiles } from './importFiles.ts';
import { createLiveContent } from './live.ts';
import { markDueLive } from './queries.ts';

export interface ContentDeps {
  db: Db;
  clock: Clock;
  events: Pick<Events, 'publishContentChange'>;
}

export function createContent(deps: ContentDeps) {
  const { db, clock, events } = deps;

  /** Scheduled versions whose time has come are shown: every instance drops the pages showing them. */
  function goLive() {
    return transaction(db, async (tx) => {
      const due = await markDueLive(tx, clock.now());
      await events.publishContentChange(tx, due);
      return due;
    });
  }

  /** Imports the files new or changed since the last start (for entries never edited). */
  async function importFiles(files: readonly ContentFile[] = readContentFiles()) {
    const changed = await importContentFiles(db, files, clock.now());
    if (changed.length > 0) await transaction(db, (tx) => events.publishContentChange(tx, changed));
    return changed;
  }

  const job: BackgroundJob = {
    name: 'content go-live',
    everyMs: 1000,
    run: async () => void (await goLive()),
  };

  return {
    live: createLiveContent(deps),
    editor: createContentEditor(deps),
    importFiles,
    goLive,
    /** The leader's job that shows scheduled versions when their time comes. */
    job,
  };
}

export type Content = ReturnType<typeof createContent>;
