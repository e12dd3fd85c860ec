import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../app/paths';
import { usePageTitle } from '../components/usePageTitle';

export const UNAUTHORIZED_MESSAGE = 'You do not have permission to access this resource.';

export default function UnauthorizedPage() {
  usePageTitle('Unauthorized');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', pt: { xs: 2, sm: 6 } }}>
      <Typography variant="h1">Unauthorized</Typography>
      <Alert severity="error" sx={{ maxWidth: 520 }}>
        {UNAUTHORIZED_MESSAGE}
      </Alert>
      <Link component={RouterLink} to={paths.home}>
        Go to the home page
      </Link>
    </Stack>
  );
}
