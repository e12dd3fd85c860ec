import { useDeferredValue } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { ErrorAlert } from '../../../components/resource/ErrorAlert';
import { selectRole } from '../../../session/sessionSlice';
import { CountCards } from './CountCards';
import { countCardsFor } from './countCardsFor';
import styles from './Dashboard.module.css';
import { DashboardSkeleton } from './DashboardSkeleton';
import { useGetDashboardQuery } from './dashboardApi';
import { HealthGlance } from './HealthGlance';
import { NextDepartures } from './NextDepartures';
import { SalesCharts } from './SalesCharts';

/**
 * The signed-in home page's dashboard (docs/dashboard.md): the service's health, how many records of each kind there
 * are, the next departures and the last 30 days' sales, from one request. Drawn with static CSS but for its two charts,
 * which load MUI when they near the window.
 */
export default function Dashboard() {
  const role = useAppSelector(selectRole);
  const { data: answer, error, isFetching, refetch } = useGetDashboardQuery();
  // Drawn at low priority, in slices, as the lists draw their rows: in one piece, the panels and the charts' tables
  // were one task of about 120 ms on Lighthouse's simulated phone (71 ms of blocking time).
  const data = useDeferredValue(answer);
  if (!data && !error) return <DashboardSkeleton cards={countCardsFor(role)} />;
  if (error || !data) {
    return (
      <div className={styles.dashboard}>
        {error ? <ErrorAlert error={error} onRetry={isFetching ? undefined : () => void refetch()} /> : null}
      </div>
    );
  }
  return (
    <div className={styles.dashboard}>
      <HealthGlance health={data.health} />
      <CountCards counts={data.counts} role={role} />
      <NextDepartures departures={data.departures} />
      <SalesCharts sales={data.sales} />
    </div>
  );
}
