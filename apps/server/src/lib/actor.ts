import type { TRole } from '@staffing/domain';

/** The signed-in user a request acts for. */
export type TActor = {
  id: string;
  role: TRole;
  name: string;
  email: string;
  /** The session (refresh family) of the access token; absent for actors built outside HTTP. */
  sessionId?: string;
  /** Set when an integration's API key makes the request: `id`/`name` are then its service user. */
  apiKey?: { id: string; name: string; readOnly: boolean };
};
