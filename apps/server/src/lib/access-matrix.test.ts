import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TRole } from '@staffing/domain';
import { useTestContext, type TTestUser } from '../../test/test-app.ts';
import { rolesAllowed, type TRouteEntry } from './access.ts';

type TExpected = 'public' | 'link' | readonly TRole[];

const ALL: readonly TRole[] = ['Admin', 'Sales', 'Recruiter'];
const WRITE: readonly TRole[] = ['Admin', 'Sales'];
const ADMIN: readonly TRole[] = ['Admin'];

/**
 * Who may call what, route by route: the spec's roles (Admin everything; Sales reads and writes
 * needs, candidates, steps, files and AI; Recruiter reads only; Admin alone manages users, hard
 * deletes needs and removes candidates). A route missing here, or declaring something else, fails.
 */
const EXPECTED: Record<string, TExpected> = {
  'GET /api/v1/setup': 'public',
  'POST /api/v1/setup': 'public',
  'POST /api/v1/auth/login': 'public',
  'POST /api/v1/auth/refresh': 'public',
  'POST /api/v1/auth/logout': 'public',
  'GET /api/v1/auth/sessions': ALL,
  'DELETE /api/v1/auth/sessions/:id': ALL,
  'POST /api/v1/auth/logout-all': ALL,
  'GET /api/v1/ws': 'link',
  // The OpenAPI document needs a session (PUBLIC_API_DOCS=true makes it public); the reference
  // page and its assets hold nothing of the API and are public.
  'GET /api/v1/openapi.json': ALL,
  'GET /api/docs': 'public',
  'GET /api/docs/': 'public',
  'GET /api/docs/docs.js': 'public',
  'GET /api/docs/assets/:file': 'public',
  'GET /api/v1/files/download/*': 'link',
  'PUT /api/v1/files/upload/*': 'link',
  'POST /api/v1/files/upload/*': 'link',

  'GET /api/v1/users/me': ALL,
  // Sales and Recruiters may list role=Sales (the consultant picker) and read themselves.
  'GET /api/v1/users': ADMIN,
  'POST /api/v1/users': ADMIN,
  'GET /api/v1/users/:id': ADMIN,
  'PATCH /api/v1/users/:id': ADMIN,
  'DELETE /api/v1/users/:id': ADMIN,
  'GET /api/v1/api-keys': ADMIN,
  'POST /api/v1/api-keys': ADMIN,
  'POST /api/v1/api-keys/:id/revoke': ADMIN,

  'GET /api/v1/needs': ALL,
  // The palette's search: every role; candidates and users only for the roles that open them.
  'GET /api/v1/search': ALL,
  'GET /api/v1/needs/clients': ALL,
  'GET /api/v1/needs/board': ALL,
  'GET /api/v1/needs/:id': ALL,
  'POST /api/v1/needs': WRITE,
  'PATCH /api/v1/needs/:id': WRITE,
  'PATCH /api/v1/needs/:id/column': WRITE,
  'PATCH /api/v1/needs/:id/analysis': WRITE,
  'DELETE /api/v1/needs/:id': ADMIN,
  'GET /api/v1/needs/:id/history': ALL,
  'GET /api/v1/candidates/:id/history': ALL,
  'GET /api/v1/exports/needs.csv': ALL,
  // Analytics: Admin and Sales; the Recruiter sees none.
  'GET /api/v1/analytics': WRITE,
  'GET /api/v1/needs/:id/matches': ALL,
  'PUT /api/v1/needs/:id/matches/:candidateId/hidden': WRITE,
  'DELETE /api/v1/needs/:id/matches/:candidateId/hidden': WRITE,
  'GET /api/v1/bench': WRITE,
  'GET /api/v1/analytics/sales-users.csv': WRITE,
  'GET /api/v1/analytics/clients.csv': WRITE,
  'GET /api/v1/analytics/funnel.csv': WRITE,
  'GET /api/v1/analytics/time-in-column.csv': WRITE,
  'GET /api/v1/analytics/decisions.csv': WRITE,
  'GET /api/v1/analytics/tjm.csv': WRITE,

  'GET /api/v1/candidates': ALL,
  'POST /api/v1/candidates': WRITE,
  'GET /api/v1/candidates/all': ALL,
  'GET /api/v1/candidates/bulk': ALL,
  'GET /api/v1/candidates/by-need/:needId/with-status': ALL,
  'GET /api/v1/candidates/:id': ALL,
  'PATCH /api/v1/candidates/:id': WRITE,
  'PATCH /api/v1/candidates/:id/analysis': WRITE,
  'DELETE /api/v1/candidates/:id': ADMIN,
  // Duplicates: the people who create and edit candidates find and merge them.
  'POST /api/v1/candidates/duplicates/check': WRITE,
  'GET /api/v1/candidates/duplicates': WRITE,
  'POST /api/v1/candidates/duplicates/dismiss': WRITE,
  'GET /api/v1/candidates/:id/duplicates': WRITE,
  'POST /api/v1/candidates/:id/merge': WRITE,
  'POST /api/v1/candidate-merges/:id/undo': WRITE,
  // Imports: who creates needs and candidates imports them; each sees their own.
  'POST /api/v1/imports': WRITE,
  'GET /api/v1/imports': WRITE,
  'GET /api/v1/imports/:id': WRITE,
  'POST /api/v1/imports/:id/check': WRITE,
  'POST /api/v1/imports/:id/run': WRITE,
  'POST /api/v1/imports/:id/undo': WRITE,
  // GDPR: erasure, access export, the register and the retention run are the Admin's.
  'POST /api/v1/candidates/:id/erase': ADMIN,
  'GET /api/v1/candidates/:id/gdpr-export': ADMIN,
  'GET /api/v1/gdpr/register': ADMIN,
  'POST /api/v1/gdpr/retention/run': ADMIN,
  'GET /api/v1/needs/:id/candidates': ALL,
  'POST /api/v1/needs/:id/candidates': WRITE,
  'POST /api/v1/needs/:id/candidates/:candidateId': WRITE,
  'DELETE /api/v1/needs/:id/candidates/:candidateId': ADMIN,

  'GET /api/v1/process/:needId/:candidateId/steps': ALL,
  'POST /api/v1/process/:needId/:candidateId/steps': WRITE,
  'GET /api/v1/steps/process/:needId/:candidateId/steps': ALL,
  'POST /api/v1/steps/process/:needId/:candidateId/steps': WRITE,
  'GET /api/v1/needs/:id/candidates/:candidateId/latest-step': ALL,
  'GET /api/v1/needs/:id/candidates/:candidateId/step': ALL,
  'GET /api/v1/steps/all': ALL,
  'PATCH /api/v1/steps/:id': WRITE,
  'PATCH /api/v1/steps/:id/details': WRITE,
  'DELETE /api/v1/steps/:id': WRITE,
  'GET /api/steps': ALL,
  'POST /api/steps': WRITE,
  'PATCH /api/steps/:id/details': WRITE,

  'GET /api/v1/needs/:id/jd/presign': WRITE,
  'POST /api/v1/needs/:id/jd/complete': WRITE,
  'GET /api/v1/needs/:id/jd/file': ALL,
  'DELETE /api/v1/needs/:id/jd': WRITE,
  'GET /api/v1/needs/:id/jd-analysis/file': WRITE,
  'GET /api/v1/candidates/:id/cv/presign': WRITE,
  'POST /api/v1/candidates/:id/cv/complete': WRITE,
  'GET /api/v1/candidates/:id/cv': WRITE,
  'GET /api/v1/candidates/:id/cv/file': WRITE,
  'DELETE /api/v1/candidates/:id/cv': WRITE,

  'POST /api/v1/analysisIA': WRITE,
  // With `preview=true` too (the review step reads a document without writing): same roles.
  'POST /api/v1/analysisIA/files/analyze': WRITE,
  // A client's e-mail read as needs: it writes nothing, but only who creates needs may ask.
  'POST /api/v1/analysisIA/text/preview': WRITE,
  'POST /api/v1/analysisIA/emails/generate': WRITE,
  'POST /api/v1/analysisIA/need_emails/generate': WRITE,
  'POST /api/v1/analysisIA/follow_up_emails/generate': WRITE,
  'GET /api/v1/follow-ups': WRITE,
  // The dossier de compétences is a client-facing CV: the roles that download CVs and send them.
  'GET /api/v1/dossiers/capabilities': WRITE,
  'GET /api/v1/candidates/:id/dossier': WRITE,
  'PUT /api/v1/candidates/:id/dossier': WRITE,
  'DELETE /api/v1/candidates/:id/dossier': WRITE,
  'POST /api/v1/candidates/:id/dossier/generate': WRITE,
  'GET /api/v1/candidates/:id/dossiers': WRITE,
  'GET /api/v1/candidates/:id/dossiers/:fileId': WRITE,
  // The firm's template is a firm-wide setting.
  'GET /api/v1/admin/dossier-template': ADMIN,
  'PUT /api/v1/admin/dossier-template': ADMIN,
  'DELETE /api/v1/admin/dossier-template': ADMIN,
  'GET /api/v1/analysisIA/mails/:jobId': WRITE,
  'GET /api/v1/analysisIA/need_mails/:jobId': WRITE,
  'POST /api/v1/analysisIA/relevance/score': WRITE,
  'GET /api/v1/needs/:id/candidates/:candidateId/score': ALL,
  'POST /api/v1/needs/:id/candidates/:candidateId/score': WRITE,
  'GET /api/v1/candidates/scoring/all': ALL,
  'GET /api/v1/candidates/scoring/need/:needId': ALL,
  'GET /api/v1/candidates/scoring/candidate/:candidateId': ALL,

  // Flow Administration: Admin only.
  'GET /api/v1/admin/flows': ADMIN,
  'GET /api/v1/admin/flows/metrics': ADMIN,
  'GET /api/v1/admin/flows/:id': ADMIN,
  'POST /api/v1/admin/flows/:id/retry-poll': ADMIN,
  'POST /api/v1/admin/flows/:id/retry-classify': ADMIN,
  'POST /api/v1/admin/flows/:id/retry-apply': ADMIN,
  'POST /api/v1/admin/flows/:id/cancel': ADMIN,
  'POST /api/v1/admin/flows/:id/verify-step': ADMIN,
  'POST /api/v1/admin/flows/bulk': ADMIN,
  'GET /api/v1/admin/crm/health': ADMIN,
  'GET /api/v1/admin/webhooks': ADMIN,
  'POST /api/v1/admin/webhooks': ADMIN,
  'PATCH /api/v1/admin/webhooks/:id': ADMIN,
  'DELETE /api/v1/admin/webhooks/:id': ADMIN,
  'GET /api/v1/admin/webhooks/:id/secret': ADMIN,
  'GET /api/v1/admin/webhooks/:id/deliveries': ADMIN,
  'POST /api/v1/admin/webhooks/:id/deliveries/:deliveryId/redeliver': ADMIN,
  'POST /api/v1/admin/webhooks/:id/test': ADMIN,
  'POST /api/v1/admin/flows/rpa/batch': ADMIN,
  'POST /api/v1/admin/flows/rpa/:action/:needId': ADMIN,
  // The stream checks its token itself (close codes 4001/4003): Admin only.
  'GET /api/v1/admin/flows/:id/stream': 'link',
  'GET /api/v1/admin/flows/:id/screenshot': ADMIN,

  // Workflow requests: Admin and Sales; the Recruiter is refused everywhere.
  'GET /api/v1/workflow-requests': WRITE,
  'POST /api/v1/workflow-requests': WRITE,
  'GET /api/v1/workflow-requests/:id': WRITE,
  'PATCH /api/v1/workflow-requests/:id': WRITE,
  'DELETE /api/v1/workflow-requests/:id': WRITE,
  'POST /api/v1/workflow-requests/:id/trigger': WRITE,
  'POST /api/v1/workflow-requests/:id/retry': WRITE,
  'POST /api/v1/workflow-requests/:id/cancel': WRITE,
};

/** Routes that end the caller's own sessions: each role calls them last, with a user of its own. */
const SESSION_ENDING = new Set(['POST /api/v1/auth/logout-all']);

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** A URL for the route with every parameter filled by something well-formed but unknown. */
export function sampleUrl(url: string): string {
  return url
    .replace(/:jobId/g, `flow_${crypto.randomUUID()}`)
    .replace(/:[A-Za-z]+/g, () => crypto.randomUUID())
    .replace(/\*$/, 'not-a-signed-token');
}

function apiRoutes(routes: TRouteEntry[]): TRouteEntry[] {
  return routes.filter((r) => r.url.startsWith('/api/'));
}

describe('role × route matrix', () => {
  const t = useTestContext();

  it('every registered route declares the access this table expects, and no route is missing', () => {
    const routes = apiRoutes(t.app.routeCatalog);
    const registered = new Set(routes.map(keyOf));
    const undeclared = routes.filter((r) => !r.access).map(keyOf);
    expect(undeclared, 'routes without config.access').toEqual([]);
    const unknown = [...registered].filter((k) => !(k in EXPECTED));
    expect(unknown, 'routes missing from the expected matrix').toEqual([]);
    const gone = Object.keys(EXPECTED).filter((k) => !registered.has(k));
    expect(gone, 'matrix rows without a route').toEqual([]);
    for (const route of routes) {
      const expected = EXPECTED[keyOf(route)]!;
      const declared =
        route.access!.kind === 'signed-in' ? rolesAllowed(route.access!) : route.access!.kind;
      expect(declared, keyOf(route)).toEqual(expected);
    }
  });

  it('answers 401 without a session, 403 to a refused role and lets an allowed role through', async () => {
    const users: Record<TRole, TTestUser> = {
      Admin: await t.createUser('Admin'),
      Sales: await t.createUser('Sales'),
      Recruiter: await t.createUser('Recruiter'),
    };
    const failures: string[] = [];
    const routes = apiRoutes(t.app.routeCatalog).filter((r) => !r.websocket);
    const ordered = [
      ...routes.filter((r) => !SESSION_ENDING.has(keyOf(r))),
      ...routes.filter((r) => SESSION_ENDING.has(keyOf(r))),
    ];
    for (const route of ordered) {
      const expected = EXPECTED[keyOf(route)]!;
      const url = sampleUrl(route.url);
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: route.method as 'GET',
          url,
          headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
          ...(hasBody ? { payload: '{}' } : {}),
        });

      const anonymous = await send({});
      const anonymousOk =
        typeof expected === 'string'
          ? anonymous.statusCode !== 401 && anonymous.statusCode < 500
          : anonymous.statusCode === 401;
      if (!anonymousOk) failures.push(`${keyOf(route)} anonymous → ${anonymous.statusCode}`);

      for (const role of ALL) {
        const res = await send(t.auth(users[role]));
        // A link's credential is its signed token: a session neither adds nor takes away.
        const ok =
          expected === 'link'
            ? res.statusCode === anonymous.statusCode
            : expected === 'public' || expected.includes(role)
              ? res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode < 500
              : res.statusCode === 403;
        if (!ok) failures.push(`${keyOf(route)} ${role} → ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets a user read and edit their own record, and list the Sales users for the picker', async () => {
    for (const role of ['Sales', 'Recruiter'] as const) {
      const user = await t.createUser(role);
      const own = `/api/v1/users/${user.id}`;
      expect((await t.app.inject({ url: own, headers: t.auth(user) })).statusCode).toBe(200);
      const rename = await t.app.inject({
        method: 'PATCH',
        url: own,
        headers: t.auth(user),
        payload: { name: `${role} Renamed` },
      });
      expect(rename.statusCode).toBe(200);
      const picker = await t.app.inject({
        url: '/api/v1/users?role=Sales',
        headers: t.auth(user),
      });
      expect(picker.statusCode).toBe(200);
    }
  });

  it('refuses the role before it reads the body: a Recruiter posting a malformed user gets 403', async () => {
    const recruiter = await t.createUser('Recruiter');
    const sales = await t.createUser('Sales');
    const malformed = { name: 7, email: 'nope', role: 'King', password: '' };
    for (const user of [recruiter, sales]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: t.auth(user),
        payload: malformed,
      });
      expect(res.statusCode).toBe(403);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: t.auth(recruiter),
      payload: '{not json',
    });
    expect(res.statusCode).toBe(403);
  });
});
