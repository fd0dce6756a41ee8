/**
 * The code-shape measures (`npm run measure -- --list` names each one): no source
 * file over 400 lines (locale dictionaries and migrations are data and not counted), and no
 * `as unknown as` outside src/server/db/rows.ts, the one typed bridge from raw SQL rows, and few
 * functions over 80 lines — none of them a domain procedure (only the composition root and the
 * web layer's middleware factories may be that long).
 */
import { describe, expect, it } from 'vitest';
import { measure } from '../../scripts/measure.ts';

const measures = measure();

describe('the shape of the code', () => {
  it('has no source file over 400 lines', () => {
    expect(measures.longFiles).toEqual([]);
  });

  it("has no 'as unknown as' outside src/server/db/rows.ts", () => {
    expect(measures.unknownCasts.filter((cast) => cast.file !== 'src/server/db/rows.ts')).toEqual([]);
  });

  it('has fewer than 20 functions over 80 lines, none of them in the domain', () => {
    expect(measures.longFunctions.length).toBeLessThan(20);
    const outsideDomain = (file: string) =>
      !file.startsWith('src/server/') ||
      file === 'src/server/runtime.ts' ||
      file.startsWith('src/server/http/');
    expect(measures.longFunctions.filter((f) => !outsideDomain(f.file))).toEqual([]);
  });
});
