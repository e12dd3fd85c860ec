import type { ReactNode } from 'react';
import type { Column } from '../../resources/definition';
import { Cell, HeadCell, Table, TableBody, TableFrame, TableRow } from '../../ui/Table';

interface ResourceTableProps<T> {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => number;
  /** The Actions cell of a row; no Actions column when left out (travel classes). */
  actions?: (row: T) => ReactNode;
  describedBy?: string;
  busy?: boolean;
}

/** A list's table. The frame scrolls sideways on a narrow window instead of the page (decision D-11). */
export function ResourceTable<T>({ label, columns, rows, rowKey, actions, describedBy, busy }: ResourceTableProps<T>) {
  return (
    <TableFrame narrow={columns.length <= 2 && !actions}>
      <Table aria-label={label} aria-describedby={describedBy} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <HeadCell key={column.header} snug={index === 0}>
                {column.header}
              </HeadCell>
            ))}
            {actions ? <HeadCell snug>Actions</HeadCell> : null}
          </tr>
        </thead>
        <TableBody busy={busy}>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, index) => (
                <Cell key={column.header} rowHeader={index === 0}>
                  {column.value(row)}
                </Cell>
              ))}
              {actions ? <Cell nowrap>{actions(row)}</Cell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
