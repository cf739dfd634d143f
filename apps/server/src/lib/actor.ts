import type { TRole } from '@staffing/domain';

/** The signed-in user a request acts for. */
export type TActor = { id: string; role: TRole; name: string; email: string };
