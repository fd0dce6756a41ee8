/**
 * Where the round screen reaches the chase code without carrying it: the chase
 * option of the slip and the "My chases" panel are loaded when the player first opens them, so
 * the screen's first download barely grows.
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useT } from '#islands/common/i18n.tsx';

const ChaseOption = lazy(() => import('../chase/ChaseOption.tsx'));
const RoundChases = lazy(() => import('../chase/RoundChases.tsx'));

/** The chase dialog of the slip, while it is open. */
export function LazyChaseOption(props: ComponentProps<typeof ChaseOption>) {
  return (
    <Suspense fallback={null}>
      <ChaseOption {...props} />
    </Suspense>
  );
}

/** "My chases" of this lottery: a button that opens (and first loads) the panel. */
export function ChasesToggle({
  lotteryId,
  refresh,
  open,
  onOpen,
}: {
  lotteryId: number;
  refresh: string;
  open: boolean;
  onOpen: (open: boolean) => void;
}) {
  const t = useT();
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);
  return (
    <section className="my-chases" aria-labelledby="my-chases-title">
      <h2 id="my-chases-title" className="my-chases-title">
        <button
          type="button"
          className="link-button"
          aria-expanded={open}
          aria-controls="round-chases"
          onClick={() => onOpen(!open)}
        >
          {t('chase.mine')}
          <span aria-hidden="true">{open ? ' ▴' : ' ▾'}</span>
        </button>
      </h2>
      <div id="round-chases" hidden={!open}>
        {loaded && (
          <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
            <RoundChases lotteryId={lotteryId} refresh={refresh} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
