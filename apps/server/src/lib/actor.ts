import type { TRole } from '@staffing/domain';

/** The signed-in user a request acts for. */
export type TActor = {
  id: string;
  role: TRole;
  name: string;
  email: string;
  /** The session (refresh family) of the access token; absent for actors built outside HTTP. */
  sessionId?: string;
};
