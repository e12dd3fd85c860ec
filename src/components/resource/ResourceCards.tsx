import { useId } from 'react';
import { sortParam } from '../../resources/sorting';
import { Select } from '../../ui/Input';
import type { ResourceTableProps } from './ResourceTable';
import styles from './ResourceCards.module.css';
import type { SortControl } from './useSortControl';

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const DIRECTIONS = ['ascending', 'descending'] as const;

/**
 * A list on a phone (D-82): each row a card with every field as 'label: value' and its actions, and the headers'
 * sorting as one 'Sort by' choice. A list of cards named as the table is, so it reads the same way.
 */
export function ResourceCards<T>(props: ResourceTableProps<T> & { sorting: SortControl<T> }) {
  const { label, columns, rows, rowKey, actions, describedBy, busy, onSort, defaultOrder, sorting } = props;
  const sortId = useId();
  const orders = columns.flatMap((column) =>
    column.sort
      ? DIRECTIONS.map((direction) => ({
          column,
          value: sortParam(column.sort ?? [], direction),
          text: `${column.header}, ${direction}`,
        }))
      : [],
  );
  const current = orders.find((order) => order.value.toLowerCase() === sorting.sort?.toLowerCase());

  return (
    <div className={styles.list}>
      {onSort && orders.length > 0 ? (
        <div className={styles.sortBy} data-print="hide">
          <label htmlFor={sortId}>Sort by</label>
          <Select
            id={sortId}
            value={current?.value ?? ''}
            onChange={(event) => {
              const chosen = orders.find((order) => order.value === event.target.value);
              sorting.choose(chosen?.value ?? '', chosen?.column);
            }}
          >
            <option value="">Default order{defaultOrder ? ` (${defaultOrder.description})` : ''}</option>
            {orders.map((order) => (
              <option key={order.value} value={order.value}>
                {order.text}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <ul
        aria-label={label}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        className={join(styles.cards, busy && styles.busy)}
      >
        {rows.map((row) => (
          // Where the focus goes after a search, a move to another page or a delete (useResultsFocus).
          <li key={rowKey(row)} tabIndex={-1} data-result className={styles.card}>
            <dl className={styles.fields}>
              {columns.map((column) => (
                <div key={column.header} className={styles.field}>
                  <dt className={styles.label}>{column.header}</dt>
                  <dd className={styles.value}>{column.value(row)}</dd>
                </div>
              ))}
            </dl>
            {actions ? (
              <div className={styles.actions} data-print="hide">
                {actions(row)}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
