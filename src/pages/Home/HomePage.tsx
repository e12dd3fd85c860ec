import { lazy, Suspense } from 'react';
import { loadAfterApi } from '../../api/loadApi';
import { useAppSelector } from '../../app/hooks';
import { siteConfig } from '../../app/siteConfig';
import { Clock } from '../../components/clock/Clock';
import { usePageTitle } from '../../components/usePageTitle';
import { selectRole, selectUserName } from '../../session/sessionSlice';
import { countCardsFor } from './dashboard/countCardsFor';
import { DashboardSkeleton } from './dashboard/DashboardSkeleton';
import styles from './HomePage.module.css';
import { SignInForm } from './SignInForm';

// The dashboard loads with the first signed-in visit to the home page (after the API client, docs/dashboard.md): the
// signed-out home page, the one almost everybody sees first, downloads none of it. Its skeleton holds its place.
const Dashboard = lazy(() => loadAfterApi(() => import(/* webpackChunkName: "dashboard" */ './dashboard/Dashboard')));

/**
 * The first screen almost everybody sees: drawn with static CSS (src/ui), it loads no MUI code, which keeps its first
 * download and its main-thread work small on a phone (docs/performance.md). Signed in, it shows the dashboard.
 */
export function HomePage() {
  usePageTitle();
  const role = useAppSelector(selectRole);
  const userName = useAppSelector(selectUserName);

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{siteConfig.productName}</h1>
        <Clock />
      </div>
      {role === null ? (
        <SignInForm />
      ) : (
        <div className={styles.signedIn}>
          <p>
            Signed in as <strong>{userName}</strong> ({role}).
          </p>
          <Suspense fallback={<DashboardSkeleton cards={countCardsFor(role)} />}>
            <Dashboard />
          </Suspense>
        </div>
      )}
    </div>
  );
}
