import type { Dashboard } from '../../../domain/dashboard';
import { lazyWithMuiTheme } from '../../../theme/lazyWithMuiTheme';
import { ChartPanel } from './ChartPanel';
import styles from './Dashboard.module.css';
import { amount, tickets } from './dashboardFormat';
import { SalesByClassTable, TicketsPerDayTable } from './SalesTables';

// The charts are drawn with MUI X Charts, which brings MUI and its theme: both load after the rest of the dashboard, in
// a chunk of their own, while their panels hold the charts' places.
const TicketsPerDayChart = lazyWithMuiTheme(
  async () =>
    (await import(/* webpackChunkName: "dashboard-charts" */ './charts/TicketsPerDayChart')).TicketsPerDayChart,
);
const SalesByClassChart = lazyWithMuiTheme(
  async () => (await import(/* webpackChunkName: "dashboard-charts" */ './charts/SalesByClassChart')).SalesByClassChart,
);

const TICKETS_PER_DAY = 'Tickets sold per day';
const BY_CLASS = 'Sales by travel class';

/** The last 30 days' sales: tickets per day, and each travel class's tickets and revenue, side by side when they fit. */
export function SalesCharts({ sales }: { sales: Dashboard['sales'] }) {
  const sold = sales.perDay.reduce((sum, day) => sum + day.tickets, 0);
  const revenue = sales.byClass.reduce((sum, line) => sum + line.revenue, 0);
  const period = `${sales.from} to ${sales.to}`;
  return (
    <div className={styles.charts}>
      <ChartPanel
        title={TICKETS_PER_DAY}
        note={`${period}: ${tickets(sold)}`}
        chart={<TicketsPerDayChart perDay={sales.perDay} />}
        table={<TicketsPerDayTable perDay={sales.perDay} label={TICKETS_PER_DAY} />}
      />
      <ChartPanel
        title={BY_CLASS}
        note={`The same days: ${amount(revenue)} in revenue`}
        chart={<SalesByClassChart byClass={sales.byClass} />}
        table={<SalesByClassTable byClass={sales.byClass} label={BY_CLASS} />}
      />
    </div>
  );
}
