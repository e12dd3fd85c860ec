import type { ReactNode } from 'react';
import type { Column } from '../../resources/definition';
import type { DefaultOrder } from '../../resources/sorting';
import { Cell, HeadCell, Table, TableBody, TableFrame, TableRow } from '../../ui/Table';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { visuallyHidden } from '../visuallyHidden';
import type { Density } from './listPreferences';
import { ResourceCards } from './ResourceCards';
import { useSortControl } from './useSortControl';

/** Below this width each row is a card with all its fields (D-82): a phone has no room for columns side by side. */
export const CARDS_QUERY = '(max-width: 599.98px)';

export interface ResourceTableProps<T> {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => number;
  /** The Actions cell of a row; no Actions column when left out (travel classes). */
  actions?: (row: T) => ReactNode;
  describedBy?: string;
  busy?: boolean;
  /**
   * The list's order as the address holds it (the API's `sort`; undefined at the default order) and what a header asks
   * for when clicked ('' for the default order); the columns with sort fields then sort from their headers. Without
   * `onSort`, no header sorts.
   */
  sort?: string;
  defaultOrder?: DefaultOrder;
  onSort?: (sort: string) => void;
  /** Opens a row's record when the row is clicked, or Enter is pressed on it; rows do nothing when left out. */
  onOpen?: (row: T) => void;
  /** The headers of the columns the user chose not to see (the first column always shows). */
  hidden?: readonly string[];
  density?: Density;
}

/**
 * A list's table: on a phone, its rows as cards. The table's frame scrolls sideways on a window too narrow for its
 * columns instead of the page (decision D-11), with a shadow at each edge it continues past.
 */
export function ResourceTable<T>(props: ResourceTableProps<T>) {
  const { label, columns, rows, rowKey, actions, describedBy, busy, sort, defaultOrder, onSort, onOpen } = props;
  const sorting = useSortControl<T>(sort, defaultOrder, onSort);
  const cards = useMediaQuery(CARDS_QUERY);
  const hidden = props.hidden ?? [];
  const shown = columns.filter((column, index) => index === 0 || !hidden.includes(column.header));
  const announcer = (
    <p aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      {sorting.announcement}
    </p>
  );
  if (cards) {
    return (
      <>
        <ResourceCards {...props} sorting={sorting} />
        {announcer}
      </>
    );
  }
  return (
    <>
      <TableFrame label={label} narrow={shown.length <= 2 && !actions}>
        <Table
          aria-label={label}
          aria-describedby={describedBy}
          aria-busy={busy || undefined}
          compact={props.density === 'compact'}
        >
          <thead>
            <tr>
              {shown.map((column, index) => (
                <HeadCell
                  key={column.header}
                  snug={index === 0}
                  pinned={index === 0 ? 'start' : undefined}
                  sort={sorting.header(column)}
                >
                  {column.header}
                </HeadCell>
              ))}
              {actions ? (
                <HeadCell snug pinned="end" data-print="hide">
                  Actions
                </HeadCell>
              ) : null}
            </tr>
          </thead>
          <TableBody busy={busy}>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} onOpen={onOpen ? () => onOpen(row) : undefined}>
                {shown.map((column, index) => (
                  <Cell key={column.header} rowHeader={index === 0} pinned={index === 0 ? 'start' : undefined}>
                    {column.value(row)}
                  </Cell>
                ))}
                {actions ? (
                  <Cell nowrap pinned="end" data-print="hide">
                    {actions(row)}
                  </Cell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableFrame>
      {announcer}
    </>
  );
}
