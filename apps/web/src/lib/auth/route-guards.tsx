import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { WrongRoleNotice } from '../../components/layouts/wrong-role-notice.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from './use-auth.ts';
import { useRole } from './use-role.ts';

/** Spec §6: a signed-out visitor is sent to sign in, and comes back here afterwards. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to={paths.signIn} replace state={{ from: location }} />;
  return children;
}

/**
 * Spec §6: visitors without the role are sent to sign in; a signed-in user of another role is told
 * what the page needs instead. The server refuses them regardless.
 */
export function RequireRole({ role, children }: { role: 'admin' | 'Seller'; children: ReactNode }) {
  const { user, loading } = useAuth();
  const roles = useRole();
  const location = useLocation();
  if (loading || (user && roles.loading)) return <Spinner />;
  const allowed = role === 'admin' ? roles.isAdmin : roles.isSeller;
  if (!user) return <Navigate to={paths.signIn} replace state={{ from: location }} />;
  if (!allowed) return <WrongRoleNotice role={role} />;
  return children;
}
