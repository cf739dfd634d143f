import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { TRole } from '@staffing/domain';
import { useSession } from '../../shared/session/index.ts';
import { AccessDenied } from '../../shared/ui/access-denied.tsx';

type TRule = (role: TRole) => boolean;

/** A role the rule refuses is redirected to the board (Recruiter on needs, candidates, workflows). */
export function RedirectUnless({ allow, children }: { allow: TRule; children: ReactNode }) {
  const { role } = useSession();
  if (!role || !allow(role)) return <Navigate to="/softeamboard" replace />;
  return children;
}

/** Admin-only pages: any other role reads 'Access Denied' in place of the page. */
export function DenyUnless({
  allow,
  details,
  children,
}: {
  allow: TRule;
  details?: string;
  children: ReactNode;
}) {
  const { role } = useSession();
  if (!role || !allow(role)) return <AccessDenied {...(details ? { details } : {})} />;
  return children;
}
