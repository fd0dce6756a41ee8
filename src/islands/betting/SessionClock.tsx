/**
 * "Session 0:42": how long the player has been signed in, at the end of the round screen's links, counted
 * from the session's sign-in (`$sessionStart`, set by the reality checks' scheduler) rather than
 * the page's load; nothing for a visitor or until the time is known. The time is known only in
 * the browser (often before the board hydrates), so nothing shows until the island runs: the
 * server's HTML and the first render in the browser agree.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { sessionClock } from '#client/realityDue.ts';
import { $sessionStart } from '#client/sessionStart.ts';
import { useHydrated } from '../common/useHydrated.ts';
import { useT } from '#islands/common/i18n.tsx';

/** The clock shows minutes: a few looks a minute keep it right to within seconds. */
const TICK_MS = 5_000;

export function SessionClock() {
  const t = useT();
  const known = useStore($sessionStart);
  const start = useHydrated() ? known : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (start === null) return;
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(tick);
  }, [start]);
  if (start === null) return null;
  return (
    <span className="session-clock" data-session-clock>
      {t('session.clock', { time: sessionClock(now - start) })}
    </span>
  );
}
