import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import type { DaySales } from '../../../../domain/dashboard';
import { count, shortDay } from '../dashboardFormat';

/** A label under every fifth day (the last day, today, among them): thirty would overlap on a phone. */
const everyFifthFromToday = (length: number) => (_value: unknown, index: number) => (length - 1 - index) % 5 === 0;

/**
 * Tickets bought on each day of the period, a bar a day. For the eye only: the panel's table is its text alternative,
 * so the chart takes no focus of its own.
 */
export function TicketsPerDayChart({ perDay }: { perDay: DaySales[] }) {
  const theme = useTheme();
  return (
    <BarChart
      height={280}
      skipAnimation
      disableKeyboardNavigation
      hideLegend
      margin={{ top: 8, right: 20, bottom: 0, left: 0 }}
      grid={{ horizontal: true }}
      xAxis={[
        {
          scaleType: 'band',
          data: perDay.map(({ date }) => date),
          valueFormatter: (date: string, context) => (context.location === 'tick' ? shortDay(date) : date),
          tickLabelInterval: everyFifthFromToday(perDay.length),
        },
      ]}
      yAxis={[{ tickMinStep: 1, valueFormatter: (value: number) => count(value) }]}
      series={[
        {
          data: perDay.map(({ tickets }) => tickets),
          label: 'Tickets',
          color: theme.palette.primary.main,
          valueFormatter: (value) => count(value ?? 0),
        },
      ]}
    />
  );
}
