import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import type { FallbackProps } from 'react-error-boundary';

/**
 * Shown instead of a screen that failed to render or whose code could not be loaded (typically after a deployment,
 * when an old tab asks for a chunk that no longer exists): reloading fixes both.
 */
export function RouteErrorPage({ error }: Pick<FallbackProps, 'error'>) {
  useEffect(() => console.error(error), [error]);
  return (
    <Stack sx={{ alignItems: 'center', p: 4 }}>
      <Alert
        severity="error"
        sx={{ maxWidth: 560 }}
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        <AlertTitle>Something went wrong</AlertTitle>
        This screen could not be shown. Reload the page to try again.
      </Alert>
    </Stack>
  );
}
