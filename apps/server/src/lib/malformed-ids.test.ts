import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  API_KEY_MESSAGES,
  DOSSIER_MESSAGES,
  DUPLICATE_MESSAGES,
  IMPORT_MESSAGES,
  WEBHOOK_MESSAGES,
} from '@staffing/domain';
import { useTestContext } from '../../test/test-app.ts';
import { NOT_FOUND_MESSAGES as NF } from './path-params.ts';

const need = { id: NF.need };
const candidate = { id: NF.candidate };
const pair = { id: NF.need, candidateId: NF.candidate };
const processPair = { needId: NF.need, candidateId: NF.candidate };
const flow = { id: NF.flow };
const workflowRequest = { id: NF.workflowRequest };
const endpoint = { id: WEBHOOK_MESSAGES.endpointNotFound };

/**
 * Every route with a path parameter, and the message each parameter answers when it names
 * nothing. One behaviour for all (docs/decisions/0020-malformed-ids.md): a malformed id is 404 with the entity's own
 * not-found message, exactly as an unknown id is; a route missing here fails the first test.
 */
const EXPECTED: Record<string, Record<string, string>> = {
  'DELETE /api/v1/auth/sessions/:id': { id: NF.session },
  'GET /api/v1/users/:id': { id: NF.user },
  'PATCH /api/v1/users/:id': { id: NF.user },
  'DELETE /api/v1/users/:id': { id: NF.user },

  'GET /api/v1/needs/:id': need,
  'PATCH /api/v1/needs/:id': need,
  'PATCH /api/v1/needs/:id/column': need,
  'PATCH /api/v1/needs/:id/analysis': need,
  'DELETE /api/v1/needs/:id': need,
  'GET /api/v1/needs/:id/jd/presign': need,
  'POST /api/v1/needs/:id/jd/complete': need,
  'GET /api/v1/needs/:id/jd/file': need,
  'DELETE /api/v1/needs/:id/jd': need,
  'GET /api/v1/needs/:id/jd-analysis/file': need,

  'GET /api/v1/candidates/by-need/:needId/with-status': { needId: NF.need },
  'GET /api/v1/candidates/:id': candidate,
  'PATCH /api/v1/candidates/:id': candidate,
  'PATCH /api/v1/candidates/:id/analysis': candidate,
  'DELETE /api/v1/candidates/:id': candidate,
  'GET /api/v1/candidates/:id/cv/presign': candidate,
  'POST /api/v1/candidates/:id/cv/complete': candidate,
  'GET /api/v1/candidates/:id/cv': candidate,
  'GET /api/v1/candidates/:id/cv/file': candidate,
  'DELETE /api/v1/candidates/:id/cv': candidate,
  'GET /api/v1/needs/:id/history': need,
  'GET /api/v1/candidates/:id/history': candidate,
  'POST /api/v1/candidates/:id/erase': candidate,
  'GET /api/v1/candidates/:id/gdpr-export': candidate,
  'GET /api/v1/needs/:id/candidates': need,
  'POST /api/v1/needs/:id/candidates': need,
  'POST /api/v1/needs/:id/candidates/:candidateId': pair,
  'DELETE /api/v1/needs/:id/candidates/:candidateId': pair,

  'GET /api/v1/needs/:id/matches': need,
  'PUT /api/v1/needs/:id/matches/:candidateId/hidden': pair,
  'DELETE /api/v1/needs/:id/matches/:candidateId/hidden': pair,
  'GET /api/v1/candidates/:id/duplicates': candidate,
  'POST /api/v1/candidates/:id/merge': candidate,
  'POST /api/v1/candidate-merges/:id/undo': { id: DUPLICATE_MESSAGES.mergeNotFound },
  'GET /api/v1/candidates/:id/dossier': candidate,
  'PUT /api/v1/candidates/:id/dossier': candidate,
  'DELETE /api/v1/candidates/:id/dossier': candidate,
  'POST /api/v1/candidates/:id/dossier/generate': candidate,
  'GET /api/v1/candidates/:id/dossiers': candidate,
  'GET /api/v1/candidates/:id/dossiers/:fileId': {
    ...candidate,
    fileId: DOSSIER_MESSAGES.fileNotFound,
  },

  'GET /api/v1/process/:needId/:candidateId/steps': processPair,
  'POST /api/v1/process/:needId/:candidateId/steps': processPair,
  'GET /api/v1/steps/process/:needId/:candidateId/steps': processPair,
  'POST /api/v1/steps/process/:needId/:candidateId/steps': processPair,
  'GET /api/v1/needs/:id/candidates/:candidateId/latest-step': pair,
  'GET /api/v1/needs/:id/candidates/:candidateId/step': pair,
  'PATCH /api/v1/steps/:id': { id: NF.step },
  'PATCH /api/v1/steps/:id/details': { id: NF.step },
  'DELETE /api/v1/steps/:id': { id: NF.step },
  'PATCH /api/steps/:id/details': { id: NF.step },

  'GET /api/v1/needs/:id/candidates/:candidateId/score': pair,
  'POST /api/v1/needs/:id/candidates/:candidateId/score': pair,
  'GET /api/v1/candidates/scoring/need/:needId': { needId: NF.need },
  'GET /api/v1/candidates/scoring/candidate/:candidateId': { candidateId: NF.candidate },
  'GET /api/v1/analysisIA/mails/:jobId': { jobId: 'Failed to retrieve generated email' },
  'GET /api/v1/analysisIA/need_mails/:jobId': {
    jobId: 'Failed to retrieve generated need email',
  },

  // Flow ids are keys, not UUIDs: an unknown key is the same 404.
  'GET /api/v1/admin/flows/:id': flow,
  'POST /api/v1/admin/flows/:id/retry-poll': flow,
  'POST /api/v1/admin/flows/:id/retry-classify': flow,
  'POST /api/v1/admin/flows/:id/retry-apply': flow,
  'POST /api/v1/admin/flows/:id/cancel': flow,
  'POST /api/v1/admin/flows/:id/verify-step': flow,
  'GET /api/v1/admin/flows/:id/screenshot': flow,

  'GET /api/v1/workflow-requests/:id': workflowRequest,
  'PATCH /api/v1/workflow-requests/:id': workflowRequest,
  'DELETE /api/v1/workflow-requests/:id': workflowRequest,
  'POST /api/v1/workflow-requests/:id/trigger': workflowRequest,
  'POST /api/v1/workflow-requests/:id/retry': workflowRequest,
  'POST /api/v1/workflow-requests/:id/cancel': workflowRequest,

  'GET /api/v1/imports/:id': { id: IMPORT_MESSAGES.notFound },
  'POST /api/v1/imports/:id/check': { id: IMPORT_MESSAGES.notFound },
  'POST /api/v1/imports/:id/run': { id: IMPORT_MESSAGES.notFound },
  'POST /api/v1/imports/:id/undo': { id: IMPORT_MESSAGES.notFound },

  'POST /api/v1/api-keys/:id/revoke': { id: API_KEY_MESSAGES.notFound },
  'PATCH /api/v1/admin/webhooks/:id': endpoint,
  'DELETE /api/v1/admin/webhooks/:id': endpoint,
  'GET /api/v1/admin/webhooks/:id/secret': endpoint,
  'GET /api/v1/admin/webhooks/:id/deliveries': endpoint,
  'POST /api/v1/admin/webhooks/:id/test': endpoint,
  'POST /api/v1/admin/webhooks/:id/deliveries/:deliveryId/redeliver': {
    ...endpoint,
    deliveryId: WEBHOOK_MESSAGES.deliveryNotFound,
  },
};

/**
 * Not in the rule, each for a reason: the spec gives the RPA launch its own 400 ('needId must
 * be a valid UUID format'); the live stream is a WebSocket that answers with close codes; the
 * signed file links carry a token, not an id; the API reference's assets are files, not records.
 */
const OUTSIDE_THE_RULE = new Set([
  'GET /api/docs/assets/:file',
  'POST /api/v1/admin/flows/rpa/:action/:needId',
  'GET /api/v1/admin/flows/:id/stream',
  'GET /api/v1/files/download/*',
  'PUT /api/v1/files/upload/*',
  'POST /api/v1/files/upload/*',
]);

const MALFORMED = ['not-an-id', '123', `${crypto.randomUUID()}x`];
const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

describe('a malformed id in a path', () => {
  const t = useTestContext();

  it('is covered for every route with a path parameter', () => {
    const withParams = t.app.routeCatalog
      .filter((r) => r.url.startsWith('/api/') && /[:*]/.test(r.url))
      .map((r) => `${r.method} ${r.url}`);
    const unknown = withParams.filter((k) => !(k in EXPECTED) && !OUTSIDE_THE_RULE.has(k));
    expect(unknown, 'routes with a path parameter missing from this table').toEqual([]);
    const gone = Object.keys(EXPECTED).filter((k) => !withParams.includes(k));
    expect(gone, 'rows without a route').toEqual([]);
  });

  it("answers 404 with the entity's not-found message, one parameter at a time", async () => {
    const admin = await t.createUser('Admin');
    const failures: string[] = [];
    for (const [key, messages] of Object.entries(EXPECTED)) {
      const [method, url] = key.split(' ') as [string, string];
      for (const param of paramsOf(url)) {
        const isFlowKey = messages === flow;
        for (const bad of isFlowKey ? ['no-such-flow'] : MALFORMED) {
          // Every other parameter is well-formed, so only `param` can be the reason.
          const target = url.replace(/:([A-Za-z]+)/g, (_, name: string) =>
            name === param
              ? encodeURIComponent(bad)
              : name === 'jobId'
                ? `flow_${crypto.randomUUID()}`
                : crypto.randomUUID(),
          );
          const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
          const res = await t.app.inject({
            method: method as 'GET',
            url: target,
            headers: {
              ...t.auth(admin),
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody ? { payload: '{}' } : {}),
          });
          const body = res.json() as { detail?: string; code?: string };
          const expected = { detail: messages[param], code: 'NOT_FOUND' };
          if (
            res.statusCode !== 404 ||
            body.detail !== expected.detail ||
            body.code !== 'NOT_FOUND'
          )
            failures.push(`${method} ${target} → ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
