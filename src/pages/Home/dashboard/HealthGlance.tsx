import { paths } from '../../../app/paths';
import type { Dashboard } from '../../../domain/dashboard';
import type { HealthStatus } from '../../../domain/health';
import { ButtonLink } from '../../../ui/Button';
import { Icon } from '../../../ui/icons';
import styles from './Dashboard.module.css';

/** As the status page colours its chips: exactly 'Healthy' is green, anything else red. */
function Badge({ label, status }: { label: string; status: HealthStatus }) {
  const healthy = status === 'Healthy';
  return (
    <span className={`${styles.badge} ${healthy ? styles.healthy : styles.unhealthy}`}>
      <Icon name={healthy ? 'successOutline' : 'errorOutline'} />
      {label}: {status}
    </span>
  );
}

/** The status page's checks at a glance: the overall status, each check's, and the way to the page itself. */
export function HealthGlance({ health }: { health: Dashboard['health'] }) {
  return (
    <section aria-label="Service status" className={`${styles.panel} ${styles.health}`}>
      <ul className={styles.healthEntries}>
        <li>
          <Badge label="Service" status={health.status} />
        </li>
        {health.entries.map((entry) => (
          <li key={entry.name} title={entry.description}>
            <Badge label={entry.name} status={entry.status} />
          </li>
        ))}
      </ul>
      <ButtonLink className={styles.healthLink} variant="outlined" size="small" to={paths.healthCheck}>
        Open Status Check
      </ButtonLink>
    </section>
  );
}
