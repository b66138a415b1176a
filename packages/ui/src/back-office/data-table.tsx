import { Fragment, type ReactNode } from 'react';
import { TableBox } from './back-office-page';
import styles from './back-office.module.css';

/** One column: its header (scope="col"), each row's cell, and a class for both (e.g. right-aligned money). */
export interface Column<Row> {
  header: ReactNode;
  /** The cell's name where a stacked layout shows it (data-label): the header when that is text; null for none. */
  label?: string | null;
  className?: string;
  /** Not needed where the table's rows are drawn whole (`renderRow`). */
  cell?: (row: Row) => ReactNode;
}

function labelOf<Row>({ label, header }: Column<Row>): string | undefined {
  if (label !== undefined) return label ?? undefined;
  return typeof header === 'string' ? header : undefined;
}

interface RowAttributes {
  className?: string;
  'data-testid'?: string;
}

/**
 * A back-office table: a caption (for screen readers; the scroll box takes it as its name), column headers,
 * one row an item, inside a box a keyboard can focus and scroll sideways. With no rows, `empty` instead.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowAttributes,
  renderRow,
  empty,
  footer,
  className,
  look,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowAttributes?: (row: Row) => RowAttributes;
  /** A whole row of its own (a component with state): used instead of the columns' cells. */
  renderRow?: (row: Row) => ReactNode;
  empty?: ReactNode;
  footer?: ReactNode;
  /** Added to the table's class (a remote's stacked phone layout, a print size). */
  className?: string;
  /** A screen with a look of its own: its classes instead of the shared box's and table's. */
  look?: { box: string; table: string };
}) {
  if (rows.length === 0 && empty !== undefined) return <p className={styles.empty}>{empty}</p>;
  return (
    <TableBox label={caption} className={look?.box}>
      <table className={[look?.table ?? styles.table, className].filter(Boolean).join(' ')}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            renderRow ? (
              <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
            ) : (
              <tr key={rowKey(row)} {...rowAttributes?.(row)}>
                {columns.map((column, index) => (
                  <td key={index} data-label={labelOf(column)} className={column.className}>
                    {column.cell?.(row)}
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
        {footer}
      </table>
    </TableBox>
  );
}
