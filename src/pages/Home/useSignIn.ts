import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { returnPathIn } from '../../components/guards/guardNotices';
import type { SignInRequest } from '../../domain/signIn';
import { asAppError, networkError } from '../../errors/appError';
import { INVALID_TOKEN_MESSAGE, UNEXPECTED_SIGN_IN_MESSAGE, WRONG_CREDENTIALS_MESSAGE } from '../../errors/catalogue';
import { loadSignInApi } from '../../session/loadSignInApi';
import { startSession } from '../../session/sessionThunks';

// The API client (RTK Query and the sign-in endpoint) is not part of the home page's first download: it loads when
// someone starts filling in the form, so it is there by the time they submit (the home page's budget).

/** Starts the download early; a failure here is retried by the submit, which reports it. */
export const prefetchSignInApi = () => void loadSignInApi().catch(() => undefined);

/**
 * Signs in, stores the session and goes to the status check (decision D-03), or back to the page the visitor was sent
 * here from (a shared link, a session that ended); failures become one message.
 */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [isLoading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (credentials: SignInRequest) => {
    setError(null);
    setLoading(true);
    try {
      // Code that cannot be downloaded means the server cannot be reached: the same message as a failed request.
      const { signInApi } = await loadSignInApi().catch(() => Promise.reject(networkError()));
      const request = dispatch(signInApi.endpoints.signIn.initiate(credentials));
      // The answer is the token itself: it lives in the session, not in the API cache.
      const token = (await request.unwrap().finally(() => request.reset())).trim();
      setLoading(false);
      if (!dispatch(startSession(token))) {
        setError(INVALID_TOKEN_MESSAGE);
        return;
      }
      navigate(returnPathIn(state) ?? paths.healthCheck);
    } catch (failure) {
      setLoading(false);
      const error = asAppError(failure, UNEXPECTED_SIGN_IN_MESSAGE);
      // The one refusal a person at the form causes and can fix: said plainly (D-84); the rest are the catalogue's.
      setError(error.status === 401 ? WRONG_CREDENTIALS_MESSAGE : error.message);
    }
  };

  return { submit, isLoading, error };
}
