/** The console's one pager. */
import { pageCount } from './data.ts';
import { useT } from '#islands/common/i18n.tsx';
import './console.css';

/** Where a page's Previous / Next / "Page X of Y" texts live in its messages. */
export type PagerTexts = 'admin.money' | 'admin.rounds' | 'admin.audit';

/**
 * Previous / Next with "Page X of Y" under a page of results; hidden when everything fits on
 * one page.
 * @example <Pager page={data} onPage={setPageNo} label={t('admin.deposits.pages')} />
 */
export function Pager({
  page,
  onPage,
  label,
  texts = 'admin.money',
}: {
  page: { pageNo: number; pageSize: number; total: number } | undefined;
  onPage: (pageNo: number) => void;
  /** The navigation's accessible name. */
  label: string;
  texts?: PagerTexts;
}) {
  const t = useT();
  const pages = pageCount(page);
  if (!page || pages <= 1) return null;
  const { pageNo } = page;
  return (
    <nav className="console-pager" aria-label={label}>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t(`${texts}.previous`)}
      </button>
      <span aria-live="polite">{t(`${texts}.pageOf`, { page: pageNo, pages })}</span>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t(`${texts}.next`)}
      </button>
    </nav>
  );
}
