import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { siteConfig } from '../../app/siteConfig';
import { Clock } from '../../components/clock/Clock';
import { usePageTitle } from '../../components/usePageTitle';
import { selectRole, selectUserName } from '../../session/sessionSlice';
import { ButtonLink } from '../../ui/Button';
import styles from './HomePage.module.css';
import { SignInForm } from './SignInForm';

/**
 * The first screen almost everybody sees: drawn with static CSS (src/ui), it loads no MUI code, which keeps its first
 * download and its main-thread work small on a phone (docs/performance.md).
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
          <ButtonLink variant="outlined" to={paths.healthCheck}>
            Status Check
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
