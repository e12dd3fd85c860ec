import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../app/paths';
import { usePageTitle } from '../components/usePageTitle';

/** Any path the app does not know (decision D-10). */
export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Stack sx={{ alignItems: 'center', pt: { xs: 2, sm: 6 } }}>
      <Alert severity="warning" sx={{ maxWidth: 560, width: '100%' }}>
        <AlertTitle>
          <Typography variant="h1" component="h1" sx={{ fontSize: '1.5rem' }}>
            404 - Page Not Found
          </Typography>
        </AlertTitle>
        <Typography>We couldn&apos;t find the page you were looking for.</Typography>
        <Typography>Please check the URL and try again.</Typography>
        <Link component={RouterLink} to={paths.home} sx={{ display: 'inline-block', mt: 1.5 }}>
          Go to the home page
        </Link>
      </Alert>
    </Stack>
  );
}
