import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { siteConfig } from '../../app/siteConfig';
import { Clock } from '../../components/Clock';
import { usePageTitle } from '../../components/usePageTitle';
import { selectRole, selectUserName } from '../../session/sessionSlice';
import { SignInForm } from './SignInForm';

export function HomePage() {
  usePageTitle();
  const role = useAppSelector(selectRole);
  const userName = useAppSelector(selectUserName);

  return (
    <Stack spacing={4} sx={{ alignItems: 'center', pt: { xs: 2, sm: 6 } }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography variant="h1">{siteConfig.productName}</Typography>
        <Clock />
      </Stack>
      {role === null ? (
        <SignInForm />
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>
            Signed in as <strong>{userName}</strong> ({role}).
          </Typography>
          <Button variant="outlined" component={RouterLink} to={paths.healthCheck}>
            Status Check
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
