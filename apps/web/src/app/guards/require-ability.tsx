import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { TRole } from '@staffing/domain';
import { useT } from '../../i18n/i18n.ts';
import type { TMessageKey } from '../../i18n/keys.ts';
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
  messageKey,
  detailsKey,
  children,
}: {
  allow: TRule;
  /** Replaces the administrator sentence on a page other roles than Admin may open (a key). */
  messageKey?: TMessageKey;
  /** A further sentence under it (a key). */
  detailsKey?: TMessageKey;
  children: ReactNode;
}) {
  const t = useT();
  const { role } = useSession();
  if (!role || !allow(role))
    return (
      <AccessDenied
        {...(messageKey ? { message: t(messageKey) } : {})}
        {...(detailsKey ? { details: t(detailsKey) } : {})}
      />
    );

  return children;
}
