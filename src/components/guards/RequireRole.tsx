import { Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import type { Role } from '../../domain/roles';
import { selectRole, selectSessionNotice } from '../../session/sessionSlice';
import { Loading } from '../Loading';
import { SIGN_IN_REQUIRED, type SignInRedirectState } from './guardNotices';

/**
 * A layout route that renders its children only for a signed-in user with one of `roles` (any role when omitted).
 * Signed-out visitors go to sign-in with a message (decision D-04); other roles to /unauthorized. Both redirects
 * replace the history entry, so Back does not bounce into them again.
 */
export function RequireRole({ roles }: { roles?: readonly Role[] }) {
  const role = useAppSelector(selectRole);
  const notice = useAppSelector(selectSessionNotice);
  const { pathname, search } = useLocation();
  // Only a visitor who arrives signed out is told to sign in. Someone who signs out here, or whose session ends here,
  // simply goes home (an ended session brings its own message). Signing in returns to where the visitor was going,
  // or was when the session ended; not after signing out on purpose.
  const [arrivedSignedOut] = useState(role === null);
  if (role === null) {
    const from = `${pathname}${search}`;
    if (!arrivedSignedOut) {
      const state: SignInRedirectState | undefined = notice !== null ? { from } : undefined;
      return <Navigate to={paths.home} replace state={state} />;
    }
    const state: SignInRedirectState = { notice: SIGN_IN_REQUIRED, from };
    return <Navigate to={paths.home} replace state={state} />;
  }
  if (roles && !roles.includes(role)) return <Navigate to={paths.unauthorized} replace />;
  // The guarded screen waits for its code inside the guard, so the guard is mounted (and remembers how the visit
  // began) while it loads: suspending above it would discard that memory, and signing out then would read as
  // arriving signed out.
  return (
    <Suspense fallback={<Loading screen page />}>
      <Outlet />
    </Suspense>
  );
}
