import type { TRole } from '@staffing/domain';
import { apiClient, type TSession } from './api.ts';

export type TPerson = { name: string; email: string; password?: string };
export type TNewMember = TPerson & { role: TRole };
export type TTeamMember = {
  id: string;
  name: string;
  email: string;
  password: string;
  role: TRole;
};

export const PASSWORD = 'password123';
export const ADA: TPerson = { name: 'Ada Admin', email: 'ada@example.com' };
export const SAM: TNewMember = { name: 'Sam Sales', email: 'sam@example.com', role: 'Sales' };
export const RITA: TNewMember = {
  name: 'Rita Recruiter',
  email: 'rita@example.com',
  role: 'Recruiter',
};

/**
 * A new server's cast, through the API: the first-run Admin (Ada unless told otherwise), signed
 * in, and the members the Admin adds (Sam Sales unless told otherwise). Members are not signed
 * in: a sign-in opens a session, which some journeys count; `signIn` opens one when wanted.
 */
export async function createTeam(
  baseUrl: string,
  options: { admin?: TPerson; members?: readonly TNewMember[] } = {},
) {
  const api = apiClient(baseUrl);
  const person = options.admin ?? ADA;
  const admin = await api.setup({ ...person, password: person.password ?? PASSWORD });
  const members: TTeamMember[] = [];
  for (const member of options.members ?? [SAM]) {
    const password = member.password ?? PASSWORD;
    const { id } = await api.createUser(admin.access_token, { ...member, password });
    members.push({ ...member, password, id });
  }
  return {
    admin,
    members,
    signIn: (member: TTeamMember): Promise<TSession> => api.login(member.email, member.password),
  };
}

/** The usual cast: Ada Admin and Sam Sales (with any other members), Ada and Sam signed in. */
export async function createSignedInTeam(
  baseUrl: string,
  members: readonly TNewMember[] = [SAM],
): Promise<{ admin: TSession; sales: TSession; members: TTeamMember[] }> {
  const team = await createTeam(baseUrl, { members });
  return { ...team, sales: await team.signIn(team.members[0]!) };
}
