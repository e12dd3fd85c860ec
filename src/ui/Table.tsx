import type {
  HTMLAttributes,
  MouseEvent,
  ReactNode,
  TableHTMLAttributes,
  TdHTMLAttributes,
  ThHTMLAttributes,
} from 'react';
import { Icon } from './icons';
import styles from './Table.module.css';
import { useSideScroll } from './useSideScroll';

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

interface TableFrameProps {
  narrow?: boolean;
  /** The table's name: a frame that scrolls sideways is a region named after it, which the keyboard can scroll. */
  label?: string;
  children: ReactNode;
}

/**
 * MUI's outlined Paper around a small Table, in static CSS. It scrolls sideways on a narrow window instead of the page,
 * with a shadow at each edge there is more to see past (the pinned first column's and actions' own, where they are);
 * it is positioned, so visually hidden text inside (absolutely positioned) scrolls with it instead of widening the page.
 */
export function TableFrame({ narrow, label, children }: TableFrameProps) {
  const { ref, overflows, moreStart, moreEnd } = useSideScroll<HTMLDivElement>();
  const region = overflows
    ? // Focusable, so the arrow keys scroll it; named, so a screen reader says what it is and that it scrolls.
      { role: 'region', tabIndex: 0, 'aria-label': label ? `${label}, scrolls sideways` : 'Table, scrolls sideways' }
    : {};
  return (
    <div
      ref={ref}
      className={join(styles.frame, narrow && styles.narrow, moreStart && styles.moreStart, moreEnd && styles.moreEnd)}
      {...region}
    >
      {children}
    </div>
  );
}

/** A table; `compact` rows are about two thirds as high, for people who want more of them on screen. */
export function Table({ className, compact, ...props }: TableHTMLAttributes<HTMLTableElement> & { compact?: boolean }) {
  return <table className={join(styles.table, compact && styles.compact, className)} {...props} />;
}

/** The rows of a table; dimmed while a newer page loads. */
export function TableBody({ busy, ...props }: HTMLAttributes<HTMLTableSectionElement> & { busy?: boolean }) {
  return (
    <tbody
      className={join(styles.body, busy && styles.busy)}
      // A value cut short by its ellipsis shows whole as its cell's title under the pointer: measured when the pointer
      // comes, not at every render of the rows. The keyboard needs no twin: a focused row shows its cells' text whole.
      // eslint-disable-next-line jsx-a11y/mouse-events-have-key-events
      onMouseOver={(event) => {
        const cell = (event.target as HTMLElement).closest<HTMLElement>('td, th');
        if (cell === null) return;
        if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
        else cell.removeAttribute('title');
      }}
      {...props}
    />
  );
}

/** What inside a row does its own thing when clicked, rather than open the row. */
const CONTROLS = 'a, button, input, select, textarea, label, [role="button"]';

/** A click that opens the row: not on a control inside it, and not the end of selecting text to copy. */
function opensRow(event: MouseEvent<HTMLTableRowElement>): boolean {
  const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
  if (control !== null && event.currentTarget.contains(control)) return false;
  return !window.getSelection()?.toString();
}

interface TableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  /**
   * Opens the row's record: a click anywhere in the row but on a link or button inside it, or Enter while the row has
   * the focus (it takes the focus, with a visible outline).
   */
  onOpen?: () => void;
}

/** A body row, tinted under the pointer (MUI's hover row). */
export function TableRow({ onOpen, className, ...props }: TableRowProps) {
  if (!onOpen) return <tr className={join(styles.row, className)} {...props} />;
  return (
    <tr
      tabIndex={0}
      className={join(styles.row, styles.opens, className)}
      onClick={(event) => {
        if (opensRow(event)) onOpen();
      }}
      onKeyDown={(event) => {
        // Enter on a link or button inside the row is theirs.
        if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
        event.preventDefault();
        onOpen();
      }}
      {...props}
    />
  );
}

interface HeadCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  /** Takes only the room its content needs (the id and the actions). */
  snug?: boolean;
  /** Stays in view at that end while the table scrolls sideways, as its column's cells do. */
  pinned?: 'start' | 'end';
  /**
   * A header that sorts its column: its label becomes a button (a click, Enter or Space asks `onSort`), and the cell
   * tells screen readers and the eye (an arrow) which way the column is sorted, if it is.
   */
  sort?: { direction: 'ascending' | 'descending' | undefined; onSort: () => void };
}

/** A header cell; with `sort`, the column sorts from it as MUI's TableSortLabel. */
export function HeadCell({ snug, pinned, sort, className, children, ...props }: HeadCellProps) {
  return (
    <th
      scope="col"
      aria-sort={sort?.direction}
      className={join(styles.cell, styles.head, snug && styles.snug, pinned && PINNED[pinned], className)}
      {...props}
    >
      {sort ? (
        <button
          type="button"
          // Printed as its header's text: the print styles hide every other button.
          data-print="text"
          className={join(styles.sortButton, sort.direction && styles.sorted)}
          onClick={sort.onSort}
        >
          {children}
          <Icon
            name="arrowDownward"
            className={join(styles.sortArrow, sort.direction === 'ascending' && styles.ascending)}
          />
        </button>
      ) : (
        children
      )}
    </th>
  );
}

interface CellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The row's first cell is a row header (`scope="row"`): it names the row for screen readers. */
  rowHeader?: boolean;
  /** Never cut short with an ellipsis (the actions). */
  nowrap?: boolean;
  /** Stays in view at that end of the row while the table scrolls sideways (the row's name, its actions). */
  pinned?: 'start' | 'end';
}

const PINNED = { start: styles.pinStart, end: styles.pinEnd };

/** A body cell. */
export function Cell({ rowHeader, nowrap, pinned, className, ...props }: CellProps) {
  const classes = join(styles.cell, nowrap && styles.nowrap, pinned && PINNED[pinned], className);
  return rowHeader ? (
    <th scope="row" className={classes} {...(props as ThHTMLAttributes<HTMLTableCellElement>)} />
  ) : (
    <td className={classes} {...props} />
  );
}
