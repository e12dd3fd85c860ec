import type { HTMLAttributes, ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import styles from './Table.module.css';

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

/**
 * MUI's outlined Paper around a small Table, in static CSS. It scrolls sideways on a narrow window instead of the page;
 * it is positioned, so visually hidden text inside (absolutely positioned) scrolls with it instead of widening the page.
 */
export function TableFrame({ narrow, children }: { narrow?: boolean; children: ReactNode }) {
  return <div className={join(styles.frame, narrow && styles.narrow)}>{children}</div>;
}

export function Table({ className, ...props }: TableHTMLAttributes<HTMLTableElement>) {
  return <table className={join(styles.table, className)} {...props} />;
}

/** The rows of a table; dimmed while a newer page loads. */
export function TableBody({ busy, ...props }: HTMLAttributes<HTMLTableSectionElement> & { busy?: boolean }) {
  return <tbody className={join(styles.body, busy && styles.busy)} {...props} />;
}

/** A body row, tinted under the pointer (MUI's hover row). */
export function TableRow(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={styles.row} {...props} />;
}

/** A header cell; `snug` takes only the room its content needs (the id and the actions). */
export function HeadCell({ snug, className, ...props }: ThHTMLAttributes<HTMLTableCellElement> & { snug?: boolean }) {
  return <th scope="col" className={join(styles.cell, styles.head, snug && styles.snug, className)} {...props} />;
}

interface CellProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The row's first cell is a row header (`scope="row"`): it names the row for screen readers. */
  rowHeader?: boolean;
  /** Kept on one line at every width (the actions). */
  nowrap?: boolean;
}

/** A body cell. */
export function Cell({ rowHeader, nowrap, className, ...props }: CellProps) {
  const classes = join(styles.cell, nowrap && styles.nowrap, className);
  return rowHeader ? (
    <th scope="row" className={classes} {...(props as ThHTMLAttributes<HTMLTableCellElement>)} />
  ) : (
    <td className={classes} {...props} />
  );
}
