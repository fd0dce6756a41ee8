/**
 * The checked filter (`src/islands/common/useCheckedFilter.ts`) behind the console's User ID
 * filter and the bet records' round filter: on submit, an empty text or one that matches goes to
 * `apply` trimmed; anything else is refused with the invalid text and applies nothing.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useCheckedFilter } from '#islands/common/useCheckedFilter.ts';

/** Submits the filter as first rendered with `typed`; what `apply` and `invalid` were called with. */
function submitWith(typed: string) {
  const apply = vi.fn();
  const invalid = vi.fn(() => 'six digits');
  const preventDefault = vi.fn();
  let filter: ReturnType<typeof useCheckedFilter> | undefined;
  function Probe() {
    filter = useCheckedFilter(typed, /^\d{6}$/, invalid, apply);
    return null;
  }
  renderToStaticMarkup(createElement(Probe));
  filter?.submit({ preventDefault });
  return { apply, invalid, preventDefault, value: filter?.value };
}

describe('a checked filter', () => {
  it('applies a matching text trimmed, and keeps the form from submitting', () => {
    const { apply, invalid, preventDefault, value } = submitWith(' 123456 ');
    expect(value).toBe(' 123456 ');
    expect(apply).toHaveBeenCalledWith('123456');
    expect(invalid).not.toHaveBeenCalled();
    expect(preventDefault).toHaveBeenCalled();
  });

  it('applies an empty text (no filter)', () => {
    expect(submitWith('   ').apply).toHaveBeenCalledWith('');
  });

  it('refuses a text that does not match: the invalid text, nothing applied', () => {
    const { apply, invalid } = submitWith('12ab');
    expect(apply).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalled();
  });
});
