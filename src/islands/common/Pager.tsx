/** A player list's pager: a page at a time, with previous and next. */
import { useT } from './i18n.tsx';

/** Previous and next page, with "page n of m" between. */
export function Pager({
  pageNo,
  pages,
  onPage,
}: {
  pageNo: number;
  pages: number;
  onPage: (update: (pageNo: number) => number) => void;
}) {
  const t = useT();
  return (
    <nav className="pager" aria-label={t('bets.pages')}>
      <button
        type="button"
        className="button button-secondary"
        disabled={pageNo <= 1}
        onClick={() => onPage((n) => n - 1)}
      >
        {t('bets.previous')}
      </button>
      <span className="muted">{t('bets.pageOf', { page: pageNo, pages })}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={pageNo >= pages}
        onClick={() => onPage((n) => n + 1)}
      >
        {t('bets.next')}
      </button>
    </nav>
  );
}
