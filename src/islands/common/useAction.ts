/** An action the person starts on a screen (a check, a download, a stop): busy while it runs. */
import { useState } from 'react';

/**
 * `run(action)`: `busy` while the action runs, and the text of its failure (from `failureText`)
 * until it is run again.
 * @example const check = useAction((error) => errorText(t, error)); check.run(() => load());
 */
export function useAction(failureText: (error: unknown) => string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  async function run(action: () => Promise<unknown>): Promise<void> {
    setBusy(true);
    setFailure('');
    try {
      await action();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, run };
}
