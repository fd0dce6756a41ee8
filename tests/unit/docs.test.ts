import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)];

/** The targets of a document's Markdown links and backquoted paths that name a Markdown file. */
function referencedFiles(text: string): string[] {
  const links = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1] ?? '');
  const quoted = [...text.matchAll(/`([^`\s]+\.md)`/g)].map((m) => m[1] ?? '');
  return [...links, ...quoted].filter((target) => !/^[a-z]+:/i.test(target));
}

describe('the documentation', () => {
  it('has the map of the code in docs/architecture.md, linked from the README', () => {
    expect(existsSync(path.join(root, 'docs/architecture.md'))).toBe(true);
    expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toContain('](docs/architecture.md)');
  });

  it.each(documents)('%s refers only to files inside the repository that exist', (document) => {
    const base = path.dirname(path.join(root, document));
    const targets = referencedFiles(readFileSync(path.join(root, document), 'utf8'));
    const outside = targets.filter((target) => {
      const resolved = path.resolve(base, target);
      // Design documents named by their bare file name are the
      // design's, not files of this repository; a path to them is what must not appear.
      if (!target.includes('/') && /^[A-Z]+\.md$/.test(target)) return false;
      return !resolved.startsWith(root + path.sep) || !existsSync(resolved);
    });
    expect(outside).toEqual([]);
  });
});
