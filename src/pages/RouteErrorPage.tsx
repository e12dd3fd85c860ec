import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import styles from './RouteErrorPage.module.css';

/**
 * Shown instead of a screen that failed to render or whose code could not be loaded (typically after a deployment,
 * when an old tab asks for a chunk that no longer exists): reloading fixes both. Drawn without MUI, so it also shows
 * when MUI's own code is what failed to load.
 */
export function RouteErrorPage({ error }: Pick<FallbackProps, 'error'>) {
  useEffect(() => console.error(error), [error]);
  return (
    <div className={styles.page}>
      <Alert
        severity="error"
        title="Something went wrong"
        className={styles.alert}
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        This screen could not be shown. Reload the page to try again.
      </Alert>
    </div>
  );
}
