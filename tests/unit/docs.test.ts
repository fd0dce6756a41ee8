import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The targets of a document's Markdown links and backquoted paths that name a Markdown file. */
function referencedFiles(text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1] ?? '');
  const quoted = [...text.matchAll(/`([^`\s]+\.md)`/g)].map((m) => m[1] ?? '');
  return [...links, ...quoted].filter((target) => !/^[a-z]+:/i.test(target));
}

/** The links of a document that name a heading (`file.md#part` or `#part`), as file and anchor. */
function anchoredLinks(text: string): { file: string; anchor: string }[] {
  return [...text.matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)]
    .map((m) => ({ file: m[1] ?? '', anchor: m[2] ?? '' }))
    .filter(({ file }) => !/^[a-z]+:/i.test(file));
}

/** The anchors GitHub gives a document's headings: lower case, punctuation dropped, spaces as dashes. */
function headingAnchors(text: string): Set<string> {
  const withoutCode = text.replace(/^```[\s\S]*?^```/gm, '');
  return new Set(
    [...withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
      (m[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/**
 * Every file git tracks. The repository must read on its own, so the check covers every
 * tracked file, whatever its kind; without git (an unpacked archive) the tree is walked instead.
 */
function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file !== '' && existsSync(path.join(root, file)));
  } catch {
    const skipped = new Set([
      'node_modules',
      '.git',
      'dist',
      'data',
      '.astro',
      'test-results',
      'playwright-report',
    ]);
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !file.split(path.sep).some((part) => skipped.has(part)));
  }
}

// Names of design documents that were never part of this repository: a mention sends a reader
// to a text they do not have.
const OUTSIDE_DOCUMENT = /\b(?:SPEC|API|GAMES|ARCHITECTURE|STYLE)\.md\b/;
// A tracker's issue number means nothing to someone who has only the code.
const ISSUE_NUMBER = /\bissue #?\d+/i;

describe('the documentation', () => {
  it('has the map of the code in docs/architecture.md, linked from the README', () => {
    expect(existsSync(path.join(root, 'docs/architecture.md'))).toBe(true);
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('](docs/architecture.md)');
  });

  it('keeps docs/architecture.md a map read in minutes: under 40 KB, no line over 400 characters', () => {
    const file = path.join(root, 'docs/architecture.md');
    expect(statSync(file).size).toBeLessThan(40 * 1024);
    const long = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (line.length > 400 ? [`line ${index + 1}: ${line.length} characters`] : []));
    expect(long).toEqual([]);
  });

  it.each(documents)('%s refers only to files inside the repository that exist', (document) => {
    const base = path.dirname(path.join(root, document));
    const targets = referencedFiles(readFileSync(path.join(root, document), 'utf8'));
    const outside = targets.filter((target) => {
      const resolved = path.resolve(base, target);
      return !resolved.startsWith(root + path.sep) || !existsSync(resolved);
    });
    expect(outside).toEqual([]);
  });

  it.each(documents)('%s links only to headings that exist', (document) => {
    const base = path.dirname(path.join(root, document));
    const text = readFileSync(path.join(root, document), 'utf8');
    const broken = anchoredLinks(text).filter(({ file, anchor }) => {
      const target = file === '' ? path.join(root, document) : path.resolve(base, file);
      if (!target.endsWith('.md') || !existsSync(target)) return false;
      return !headingAnchors(readFileSync(target, 'utf8')).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('no tracked file cites an issue number or a design document kept outside the repository', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    const citing = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE_DOCUMENT.test(line) || ISSUE_NUMBER.test(line) ? [`${file}:${index + 1}`] : [],
        ),
    );
    expect(citing).toEqual([]);
  });
});
