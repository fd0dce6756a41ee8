/** A filter typed into a field and checked when its form is submitted (a user ID, a period). */
import { useState } from 'react';

/**
 * The typed text and its error: on submit, an empty text or one matching `pattern` goes to
 * `apply` (trimmed) and clears the error; anything else shows `invalid()` and applies nothing.
 * @example const period = useCheckedFilter('', /^\d{1,20}$/, () => t('bets.roundFilterInvalid'), onPeriod);
 */
export function useCheckedFilter(
  initial: string,
  pattern: RegExp,
  invalid: () => string,
  apply: (value: string) => void,
) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState('');
  function submit(event: { preventDefault: () => void }) {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed && !pattern.test(trimmed)) {
      setError(invalid());
      return;
    }
    setError('');
    apply(trimmed);
  }
  return { value, setValue, error, submit };
}
