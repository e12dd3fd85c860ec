import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { isSignInRedirectState } from '../../components/guards/guardNotices';
import { Loading } from '../../components/Loading';
import { SIGN_IN_FIELD_MAX_LENGTH } from '../../domain/signIn';
import { sessionLengthInWords } from '../../domain/sessionLength';
import { selectEndedAfterMinutes, selectSessionNotice } from '../../session/sessionSlice';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from './SignInForm.module.css';
import { prefetchSignInApi, useSignIn } from './useSignIn';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
/** A session lasts a fixed time from its sign-in, however often it was kept going (D-94). */
const sessionEndedMessage = (minutes: number | null) =>
  `Your session has reached its end${minutes === null ? '' : `, ${sessionLengthInWords(minutes)} after you signed in`}. Please sign in again with your password.`;
const SIGN_IN_REQUIRED_MESSAGE = 'You must be logged in to access this resource. Please log in and try again.';

/** Required and at most 50 characters, enforced by the inputs themselves (decision D-07). */
const fieldLimits = { maxLength: SIGN_IN_FIELD_MAX_LENGTH };

export function SignInForm() {
  const { submit, isLoading, error } = useSignIn();
  const notice = useAppSelector(selectSessionNotice);
  const endedAfterMinutes = useAppSelector(selectEndedAfterMinutes);
  const { state } = useLocation();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ UserName: userName, Password: password });
  };

  return (
    <div className={styles.card}>
      <form className={styles.form} onSubmit={onSubmit} onFocus={prefetchSignInApi} aria-labelledby="sign-in-heading">
        <h2 id="sign-in-heading" className={styles.heading}>
          Sign in
        </h2>
        {notice === 'expired' ? <Alert severity="info">{SESSION_EXPIRED_MESSAGE}</Alert> : null}
        {notice === 'ended' ? <Alert severity="info">{sessionEndedMessage(endedAfterMinutes)}</Alert> : null}
        {notice === null && isSignInRedirectState(state) ? (
          <Alert severity="warning">{SIGN_IN_REQUIRED_MESSAGE}</Alert>
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        <TextField
          label="Username"
          id="UserName"
          name="UserName"
          required
          autoComplete="username"
          value={userName}
          onChange={(event) => setUserName(event.target.value)}
          disabled={isLoading}
          {...fieldLimits}
        />
        <TextField
          label="Password"
          id="Password"
          name="Password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          disabled={isLoading}
          {...fieldLimits}
        />
        <Button type="submit" variant="contained" size="large" disabled={isLoading} className={styles.submit}>
          {isLoading ? <Loading size={24} inline /> : 'Sign In'}
        </Button>
      </form>
    </div>
  );
}
