import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import type { ClassSales } from '../../../../domain/dashboard';
import { amount, count } from '../dashboardFormat';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Each travel class's revenue (left axis) beside its tickets (right axis) over the period. For the eye only: the panel's
 * table is its text alternative, so the chart takes no focus of its own.
 */
export function SalesByClassChart({ byClass }: { byClass: ClassSales[] }) {
  const theme = useTheme();
  return (
    <BarChart
      height={280}
      skipAnimation
      disableKeyboardNavigation
      margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
      grid={{ horizontal: true }}
      xAxis={[
        {
          scaleType: 'band',
          data: byClass.map(({ travelClass }) => travelClass),
          // Every class named, 'Premium Economy' on two lines: on one, the axis left it out as too wide for its bar.
          valueFormatter: (travelClass: string, context) =>
            context.location === 'tick' ? travelClass.replace(' ', '\n') : travelClass,
          tickLabelInterval: () => true,
          height: 40,
        },
      ]}
      yAxis={[
        { id: 'revenue', position: 'left', valueFormatter: (value: number) => compact.format(value) },
        { id: 'tickets', position: 'right', tickMinStep: 1, valueFormatter: (value: number) => count(value) },
      ]}
      series={[
        {
          data: byClass.map(({ revenue }) => revenue),
          label: 'Revenue',
          yAxisId: 'revenue',
          color: theme.palette.primary.main,
          valueFormatter: (value) => amount(value ?? 0),
        },
        {
          data: byClass.map(({ tickets }) => tickets),
          label: 'Tickets',
          yAxisId: 'tickets',
          color: theme.palette.secondary.main,
          valueFormatter: (value) => count(value ?? 0),
        },
      ]}
    />
  );
}
