import type { ClassSales, DaySales } from '../../../domain/dashboard';
import { Cell, HeadCell, Table, TableBody, TableRow } from '../../../ui/Table';
import styles from './Dashboard.module.css';
import { amount, count } from './dashboardFormat';

/** The tickets-per-day chart's numbers: a row per day, and the period's total. */
export function TicketsPerDayTable({ perDay, label }: { perDay: DaySales[]; label: string }) {
  const total = perDay.reduce((sum, day) => sum + day.tickets, 0);
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <HeadCell>Date</HeadCell>
          <HeadCell className={styles.number}>Tickets</HeadCell>
        </tr>
      </thead>
      <TableBody>
        {perDay.map(({ date, tickets }) => (
          <TableRow key={date}>
            <Cell rowHeader>{date}</Cell>
            <Cell className={styles.number}>{count(tickets)}</Cell>
          </TableRow>
        ))}
        <TableRow>
          <Cell rowHeader>All {perDay.length} days</Cell>
          <Cell className={styles.number}>{count(total)}</Cell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** The travel classes chart's numbers: a row per class, and all classes together. */
export function SalesByClassTable({ byClass, label }: { byClass: ClassSales[]; label: string }) {
  const tickets = byClass.reduce((sum, line) => sum + line.tickets, 0);
  const revenue = byClass.reduce((sum, line) => sum + line.revenue, 0);
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <HeadCell>Travel Class</HeadCell>
          <HeadCell className={styles.number}>Tickets</HeadCell>
          <HeadCell className={styles.number}>Revenue</HeadCell>
        </tr>
      </thead>
      <TableBody>
        {byClass.map((line) => (
          <TableRow key={line.travelClassId}>
            <Cell rowHeader>{line.travelClass}</Cell>
            <Cell className={styles.number}>{count(line.tickets)}</Cell>
            <Cell className={styles.number}>{amount(line.revenue)}</Cell>
          </TableRow>
        ))}
        <TableRow>
          <Cell rowHeader>All classes</Cell>
          <Cell className={styles.number}>{count(tickets)}</Cell>
          <Cell className={styles.number}>{amount(revenue)}</Cell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
