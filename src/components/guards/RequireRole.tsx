import { Suspense, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import type { Role } from '../../domain/roles';
import { selectRole } from '../../session/sessionSlice';
import { Loading } from '../Loading';
import { SIGN_IN_REQUIRED, type SignInRedirectState } from './guardNotices';

/**
 * A layout route that renders its children only for a signed-in user with one of `roles` (any role when omitted).
 * Signed-out visitors go to sign-in with a message (decision D-04); other roles to /unauthorized. Both redirects
 * replace the history entry, so Back does not bounce into them again.
 */
export function RequireRole({ roles }: { roles?: readonly Role[] }) {
  const role = useAppSelector(selectRole);
  // Only a visitor who arrives signed out is told to sign in. Someone who signs out here, or whose session ends here,
  // simply goes home (an ended session brings its own message).
  const [arrivedSignedOut] = useState(role === null);
  if (role === null) {
    if (!arrivedSignedOut) return <Navigate to={paths.home} replace />;
    const state: SignInRedirectState = { notice: SIGN_IN_REQUIRED };
    return <Navigate to={paths.home} replace state={state} />;
  }
  if (roles && !roles.includes(role)) return <Navigate to={paths.unauthorized} replace />;
  // The guarded screen waits for its code inside the guard, so the guard is mounted (and remembers how the visit
  // began) while it loads: suspending above it would discard that memory, and signing out then would read as
  // arriving signed out.
  return (
    <Suspense fallback={<Loading screen />}>
      <Outlet />
    </Suspense>
  );
}
