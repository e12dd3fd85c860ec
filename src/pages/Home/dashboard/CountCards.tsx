import { Link } from 'react-router-dom';
import { visuallyHidden } from '../../../components/visuallyHidden';
import type { DashboardCounts } from '../../../domain/dashboard';
import type { Role } from '../../../domain/roles';
import { countedFor } from './countCardsFor';
import styles from './Dashboard.module.css';
import { count } from './dashboardFormat';

/** A card per resource with how many records it holds, each a link to its list. */
export function CountCards({ counts, role }: { counts: DashboardCounts; role: Role | null }) {
  return (
    <ul className={styles.counts} aria-label="Records">
      {countedFor(role).map(({ key, pluralLabel, path }) => (
        <li key={key}>
          <Link className={styles.count} to={path}>
            <span className={styles.countLabel}>{pluralLabel}</span>
            {/* Read as 'Pilots: 25': its two lines alone would run together as 'Pilots25'. */}
            <span style={visuallyHidden}>: </span>
            <span className={styles.countValue}>{count(counts[key] ?? 0)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
