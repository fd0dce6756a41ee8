/**
 * The console's tables: `DataTable`, the frame — the scrolling wrapper, `table.data`, a caption
 * and the header row from a list of columns, the rows (and a totals row) given by the table —
 * and `RowsTable`, the frame with its rows drawn from a list and a cell function per column.
 */
import type { Key, ReactNode } from 'react';

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

/**
 * A column of a `RowsTable` kept on one line (a time, a sum of money).
 * @example nowrap(t('admin.audit.time'), (entry) => shortDateTime(locale, entry.createdAt))
 */
export function nowrap<Row>(head: string | Column, cell: (row: Row) => ReactNode): CellColumn<Row> {
  return { head, className: 'console-nowrap', cell };
}

/** What the frame of a table takes besides its columns and rows. */
interface Frame {
  /** For screen readers, unless `captionShown`. */
  caption?: string;
  captionShown?: boolean;
  /** Classes beside `data` (`console-compact`). */
  className?: string;
  /** Classes beside `table-scroll` on the wrapper. */
  scrollClassName?: string;
  /** The totals row(s). */
  foot?: ReactNode;
}

export function DataTable({
  columns,
  caption,
  captionShown = false,
  className,
  scrollClassName,
  foot,
  children,
}: Frame & {
  columns: readonly ColumnHead[];
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

/** A column of a `RowsTable`: its heading and how a row fills its cell. */
export interface CellColumn<Row> {
  head: string | Column;
  cell: (row: Row) => ReactNode;
  /** Classes of the cells; a `num` head's cells are right-aligned already. */
  className?: string;
  /** The cell names its row: a `th scope="row"`. */
  rowHeader?: boolean;
  /** A cell's own attributes: its title, a class of its value (`amount-minus`), data attributes. */
  cellProps?: (row: Row) => { title?: string; className?: string } & DataAttributes;
}

/** The data attributes a row or a cell carries for the tests and the styles (`data-chase`, …). */
type DataAttributes = Record<`data-${string}`, string | number | boolean | undefined>;

/**
 * A table whose rows are drawn from a list, a cell per column; with `empty`, a list with nothing
 * in it shows that line instead of an empty table.
 * @example <RowsTable columns={[{ head: t('x.when'), cell: (r) => r.at }]} rows={list} rowKey={(r) => r.id} />
 */
export function RowsTable<Row>({
  columns,
  rows,
  rowKey,
  rowData,
  empty,
  ...frame
}: Frame & {
  /** `false` for a column not shown (a role's or a view's). */
  columns: readonly (CellColumn<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  rowData?: (row: Row) => DataAttributes;
  empty?: string;
}) {
  if (empty !== undefined && rows.length === 0) return <p className="muted">{empty}</p>;
  const shown = columns.filter((column) => column !== false);
  return (
    <DataTable {...frame} columns={shown.map((column) => column.head)}>
      {rows.map((row, index) => (
        <tr key={rowKey(row, index)} {...rowData?.(row)}>
          {shown.map((column, at) => {
            const { className: own, ...props } = column.cellProps?.(row) ?? {};
            const numeric = typeof column.head !== 'string' && column.head.className === 'num';
            const className =
              [numeric && 'num', column.className, own].filter(Boolean).join(' ') || undefined;
            return column.rowHeader ? (
              <th key={at} scope="row" className={className} {...props}>
                {column.cell(row)}
              </th>
            ) : (
              <td key={at} className={className} {...props}>
                {column.cell(row)}
              </td>
            );
          })}
        </tr>
      ))}
    </DataTable>
  );
}
