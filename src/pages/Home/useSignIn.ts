import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import type { SignInRequest } from '../../domain/signIn';
import { getErrorMessage } from '../../errors/appError';
import { INVALID_TOKEN_MESSAGE, UNEXPECTED_SIGN_IN_MESSAGE } from '../../errors/catalogue';
import { startSession } from '../../session/sessionThunks';
import { useSignInMutation } from '../../session/signInApi';

/** Signs in, stores the session and goes to the status check (decision A-10); failures become one message. */
export function useSignIn() {
  const [signIn, { isLoading }] = useSignInMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  const submit = async (credentials: SignInRequest) => {
    setError(null);
    try {
      const token = (await signIn(credentials).unwrap()).trim();
      if (!dispatch(startSession(token))) {
        setError(INVALID_TOKEN_MESSAGE);
        return;
      }
      navigate(paths.healthCheck);
    } catch (failure) {
      setError(getErrorMessage(failure, UNEXPECTED_SIGN_IN_MESSAGE));
    }
  };

  return { submit, isLoading, error };
}
