/**
 * "Verify" on the draw detail page (provably fair): in the browser, with Web Crypto
 * and no server call, checks that SHA-256(seed) is the published seed hash and that the seed
 * derives exactly the published numbers.
 */
import { useState } from 'react';
import type { IslandMessages } from '#i18n/index.ts';
import { useHydrated } from '../common/useHydrated.ts';
import { deriveDraw, hexToBytes, seedHash } from '#shared/games/draw.ts';
import type { GameKey } from '#shared/games/types.ts';
import { useT, withIslandI18n } from '#islands/common/i18n.tsx';

interface Props {
  messages: IslandMessages;
  game: GameKey;
  lotteryId: number;
  period: string;
  salt: string;
  seed: string;
  seedHash: string;
  numbers: number[];
  special?: number | undefined;
}

type Verdict = { hashOk: boolean; numbersOk: boolean; derived: string } | { failed: true };

export default withIslandI18n(function VerifyDraw(props: Props) {
  const t = useT();
  const hydrated = useHydrated();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);

  async function verify() {
    setBusy(true);
    try {
      const seed = hexToBytes(props.seed);
      const hash = await seedHash(seed);
      const draw = await deriveDraw({
        game: props.game,
        lotteryId: props.lotteryId,
        period: props.period,
        salt: props.salt,
        seed,
      });
      const same =
        draw.numbers.join(',') === props.numbers.join(',') &&
        (draw.special ?? null) === (props.special ?? null);
      setVerdict({
        hashOk: hash === props.seedHash,
        numbersOk: same,
        derived: [...draw.numbers, ...(draw.special !== undefined ? [`+ ${draw.special}`] : [])].join(' '),
      });
    } catch {
      setVerdict({ failed: true });
    } finally {
      setBusy(false);
    }
  }

  const ok = verdict && !('failed' in verdict) && verdict.hashOk && verdict.numbersOk;
  return (
    <div className="verify">
      <button type="button" className="button button-brand" onClick={verify} disabled={busy || !hydrated}>
        {busy ? t('common.loading') : t('draw.verify')}
      </button>
      <div role="status" aria-live="polite">
        {verdict &&
          ('failed' in verdict ? (
            <p className="notice notice-danger">{t('draw.verifyFailed')}</p>
          ) : (
            <div className={ok ? 'notice verify-ok' : 'notice notice-danger'}>
              <p>
                <strong>{ok ? t('draw.verified') : t('draw.notVerified')}</strong>
              </p>
              <ul>
                <li>{verdict.hashOk ? t('draw.hashMatches') : t('draw.hashDiffers')}</li>
                <li>
                  {verdict.numbersOk ? t('draw.numbersMatch') : t('draw.numbersDiffer')} ({verdict.derived})
                </li>
              </ul>
            </div>
          ))}
      </div>
    </div>
  );
});
