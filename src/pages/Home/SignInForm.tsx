import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { isSignInRedirectState } from '../../components/guards/guardNotices';
import { OutlinedField } from '../../components/form/OutlinedField';
import { Loading } from '../../components/Loading';
import { SIGN_IN_FIELD_MAX_LENGTH } from '../../domain/signIn';
import { selectSessionNotice } from '../../session/sessionSlice';
import { prefetchSignInApi, useSignIn } from './useSignIn';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const SIGN_IN_REQUIRED_MESSAGE = 'You must be logged in to access this resource. Please log in and try again.';

/** Required and at most 50 characters, enforced by the inputs themselves (ui-checklist H-04, H-08). */
const fieldLimits = { maxLength: SIGN_IN_FIELD_MAX_LENGTH };

export function SignInForm() {
  const { submit, isLoading, error } = useSignIn();
  const notice = useAppSelector(selectSessionNotice);
  const { state } = useLocation();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ UserName: userName, Password: password });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 420 }}>
      <Stack
        component="form"
        onSubmit={onSubmit}
        onFocus={prefetchSignInApi}
        spacing={2.5}
        aria-labelledby="sign-in-heading"
      >
        <Typography id="sign-in-heading" variant="h2">
          Sign in
        </Typography>
        {notice === 'expired' ? <Alert severity="info">{SESSION_EXPIRED_MESSAGE}</Alert> : null}
        {notice === null && isSignInRedirectState(state) ? (
          <Alert severity="warning">{SIGN_IN_REQUIRED_MESSAGE}</Alert>
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        <OutlinedField
          label="Username"
          id="UserName"
          name="UserName"
          required
          autoComplete="username"
          value={userName}
          onChange={(event) => setUserName(event.target.value)}
          disabled={isLoading}
          inputProps={fieldLimits}
        />
        <OutlinedField
          label="Password"
          id="Password"
          name="Password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={isLoading}
          inputProps={fieldLimits}
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          {isLoading ? <Loading size={24} inline /> : 'Sign In'}
        </Button>
      </Stack>
    </Paper>
  );
}
