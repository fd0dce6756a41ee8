/**
 * The console's table frame: the scrolling wrapper, `table.data`, a caption and the header row
 * from a list of columns; the rows (and a totals row) stay with each table.
 */
import type { ReactNode } from 'react';

/** A header cell; `className: 'num'` right-aligns a column of figures. */
export interface Column {
  label: ReactNode;
  className?: string;
}

/** A column heading, or `false` for a column not shown (a role's or a view's). */
export type ColumnHead = string | Column | false;

/** A column of figures (right-aligned). */
export const num = (label: string): Column => ({ label, className: 'num' });

/** A column whose heading is for screen readers only (a row's buttons). */
export const unseen = (label: string): Column => ({
  label: <span className="visually-hidden">{label}</span>,
});

export function DataTable({
  columns,
  caption,
  captionShown = false,
  className,
  scrollClassName,
  foot,
  children,
}: {
  columns: readonly ColumnHead[];
  /** For screen readers, unless `captionShown`. */
  caption?: string;
  captionShown?: boolean;
  /** Classes beside `data` (`console-compact`). */
  className?: string;
  /** Classes beside `table-scroll` on the wrapper. */
  scrollClassName?: string;
  /** The totals row(s). */
  foot?: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    // Focusable, so that a table wider than the screen can be scrolled from the keyboard; named
    // by its caption for the screen reader that lands on it.
    <div
      className={scrollClassName ? `table-scroll ${scrollClassName}` : 'table-scroll'}
      tabIndex={0}
      {...(caption ? { role: 'region', 'aria-label': caption } : {})}
    >
      <table className={className ? `data ${className}` : 'data'}>
        {caption && <caption className={captionShown ? undefined : 'visually-hidden'}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => {
              if (column === false) return null;
              const head: Column = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={index} scope="col" className={head.className}>
                  {head.label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}
