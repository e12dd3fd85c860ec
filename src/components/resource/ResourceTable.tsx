import type { ReactNode } from 'react';
import type { Column } from '../../resources/definition';
import { nextSort, sortDirection } from '../../resources/sorting';
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
  /**
   * The list's order (the API's `sort`) and what a header asks for when clicked; the columns with sort fields then
   * sort from their headers. Without `onSort`, no header sorts.
   */
  sort?: string;
  onSort?: (sort: string) => void;
  /** Opens a row's record when the row is clicked, or Enter is pressed on it; rows do nothing when left out. */
  onOpen?: (row: T) => void;
}

/** A list's table. The frame scrolls sideways on a narrow window instead of the page (decision D-11). */
export function ResourceTable<T>(props: ResourceTableProps<T>) {
  const { label, columns, rows, rowKey, actions, describedBy, busy, sort, onSort, onOpen } = props;
  return (
    <TableFrame narrow={columns.length <= 2 && !actions}>
      <Table aria-label={label} aria-describedby={describedBy} aria-busy={busy || undefined}>
        <thead>
          <tr>
            {columns.map((column, index) => {
              const fields = column.sort;
              return (
                <HeadCell
                  key={column.header}
                  snug={index === 0}
                  pinned={index === 0 ? 'start' : undefined}
                  sort={
                    fields && onSort
                      ? { direction: sortDirection(fields, sort), onSort: () => onSort(nextSort(fields, sort)) }
                      : undefined
                  }
                >
                  {column.header}
                </HeadCell>
              );
            })}
            {actions ? (
              <HeadCell snug pinned="end">
                Actions
              </HeadCell>
            ) : null}
          </tr>
        </thead>
        <TableBody busy={busy}>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} onOpen={onOpen ? () => onOpen(row) : undefined}>
              {columns.map((column, index) => (
                <Cell key={column.header} rowHeader={index === 0} pinned={index === 0 ? 'start' : undefined}>
                  {column.value(row)}
                </Cell>
              ))}
              {actions ? (
                <Cell nowrap pinned="end">
                  {actions(row)}
                </Cell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
