/**
 * The boundaries of docs/architecture.md that ESLint cannot check (eslint.config.js holds the
 * others): `.astro` files are not linted, and "no SQL in a route file" is no import rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** The frontmatter of an `.astro` file: the server code that renders it. */
const frontmatter = (text: string) => /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
const importsOf = (code: string) =>
  [...code.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '');

const astroFiles = ['src/pages', 'src/components', 'src/layouts'].flatMap((dir) =>
  filesUnder(dir, /\.astro$/),
);

/** `file:line` of every line of `text` that matches. */
const where = (file: string, text: string, pattern: RegExp) =>
  text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : []));

describe('pages, layouts and components', () => {
  const sources = astroFiles.map((file) => ({ file, code: frontmatter(read(file)) }));

  it('exist (the scan finds them)', () => {
    expect(astroFiles).toContain('src/pages/index.astro');
  });

  it('read the back end through #server/pageData.ts only', () => {
    const wrong = sources.flatMap(({ file, code }) =>
      importsOf(code)
        .filter(
          (source) => /^(#server\/|(\.\.?\/)+server\/)/.test(source) && source !== '#server/pageData.ts',
        )
        .map((source) => `${file}: ${source}`),
    );
    expect(wrong).toEqual([]);
  });

  it('import through #… aliases, never two levels up', () => {
    const wrong = sources.flatMap(({ file, code }) =>
      importsOf(code)
        .filter((source) => source.startsWith('../../'))
        .map((source) => `${file}: ${source}`),
    );
    expect(wrong).toEqual([]);
  });

  it('do not reach into the runtime (the loader does)', () => {
    const wrong = sources.flatMap(({ file, code }) =>
      where(file, code, /\.runtime\b|\{[^}]*\bruntime\b[^}]*\}\s*=\s*Astro\.locals/),
    );
    expect(wrong).toEqual([]);
  });
});

describe('route files of the back end', () => {
  // A route file is named so (routes.ts, staffRoutes.ts, …) or declares routes; http/ is the layer itself.
  const routeFiles = filesUnder('src/server', /\.ts$/).filter(
    (file) =>
      !file.startsWith('src/server/http/') &&
      (/(^|\/)(routes|\w+Routes)\.ts$/.test(file) || /\bdefineRoute\(/.test(read(file))),
  );

  it('exist (the scan finds them)', () => {
    expect(routeFiles).toContain('src/server/games/routes.ts');
  });

  it('are each listed in apiRoutes.ts, the one place route groups are put together', () => {
    const listing = read('src/server/apiRoutes.ts');
    const groups = routeFiles
      .filter((file) => /\/(routes|staffRoutes)\.ts$/.test(file))
      .flatMap((file) => [...read(file).matchAll(/^export function (\w+Routes)\(/gm)].map((m) => m[1] ?? ''));
    expect(groups).toContain('betRoutes');
    expect(groups.filter((name) => !new RegExp(`\\b${name}\\(`).test(listing))).toEqual([]);
  });

  it('write no SQL: queries belong to the domain modules', () => {
    expect(routeFiles.flatMap((file) => where(file, read(file), /\bsql(<[^>]*>)?`/))).toEqual([]);
  });
});
