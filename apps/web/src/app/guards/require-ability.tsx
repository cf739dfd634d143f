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
  message,
  details,
  children,
}: {
  allow: TRule;
  /** Replaces the administrator sentence on a page other roles than Admin may open. */
  message?: string;
  details?: string;
  children: ReactNode;
}) {
  const { role } = useSession();
  if (!role || !allow(role))
    return <AccessDenied {...(message ? { message } : {})} {...(details ? { details } : {})} />;
  return children;
}
