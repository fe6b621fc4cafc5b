import type { HTMLAttributes, ReactNode } from 'react';
import { TableScroll } from './table-scroll';
import styles from './table-scroll.module.css';

export interface Column<Row> {
  header: ReactNode;
  cell(row: Row): ReactNode;
  /** A class for the column's cells, fixed or by row (e.g. an overdue date). */
  className?: string | ((row: Row) => string | undefined);
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | undefined };

interface DataTableProps<Row> {
  /** Names the scrollable region (and so the table) for screen readers. */
  label: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey(row: Row): string;
  /** Extra attributes of a row: a tone class, a data-* hook. */
  rowProps?(row: Row): RowAttributes;
  className?: string;
}

/** The column's name a phone shows beside each value (a header that is not plain text shows none). */
const labelOf = <Row,>(column: Column<Row>) => (typeof column.header === 'string' ? column.header : undefined);

const cellClass = <Row,>(column: Column<Row>, row: Row) =>
  typeof column.className === 'function' ? column.className(row) : column.className;

/**
 * A list as a table: column headers for screen readers, one row per item. On a phone each row becomes a card whose
 * cells carry their column's name, so nothing is wider than the screen.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, rowProps, className }: DataTableProps<Row>) {
  return (
    <TableScroll label={label}>
      <table className={[styles.cards, className].filter(Boolean).join(' ')}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list that never reorders
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are a fixed list that never reorders
                <td key={index} className={cellClass(column, row)} data-label={labelOf(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
