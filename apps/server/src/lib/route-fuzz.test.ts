import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { TRole } from '@staffing/domain';
import {
  arbitraryFor,
  arbitraryQuery,
  jsonSchemaOf,
  nastyString,
} from '../../test/fuzz-arbitraries.ts';
import { createTestContext, type TTestUser } from '../../test/test-app.ts';
import { multipartBody } from '../modules/analysis/test-support/documents.ts';
import { defaultDossierTemplate } from '../modules/dossiers/default-template.ts';

/**
 * Property-based fuzzing of every registered HTTP route on a real database: generated bodies,
 * queries, ids and headers, for each role and without a session. Whatever is sent, the server
 * answers below 500 and no body shows a stack trace or SQL. `FUZZ_REQUESTS` sets the total
 * (10,000 by default); `FUZZ_SEED` replays a run (fast-check prints the seed of a failure).
 */
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
// A fixed seed keeps CI reproducible; `FUZZ_SEED=random` explores new inputs on each run.
const SEED =
  process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20_261_123);

// Text that only a leaking error handler would put in a body.
const LEAKS = [
  /\n\s+at .+:\d+:\d+/,
  /node_modules/,
  /\/src\/[\w/.-]+\.ts\b/,
  /Failed query/i,
  /syntax error at or near/i,
  /violates [a-z -]*constraint/i,
  /duplicate key value/i,
  /invalid input syntax for/i,
  /relation "[^"]+" does not exist/i,
  /column "[^"]+" (does not exist|of relation)/i,
  /SQLSTATE/i,
];

// Background work is not what this suite checks, and would only slow it.
const t = await createTestContext({ env: { JOBS_WORKERS: 'false', LOGIN_RATE_LIMIT: '1000' } });
afterAll(() => t.close());

const users = {
  Admin: await t.createUser('Admin'),
  Sales: await t.createUser('Sales'),
  Recruiter: await t.createUser('Recruiter'),
} satisfies Record<TRole, TTestUser>;
// The one user whose record the fuzzer may change or delete, so the others keep their sessions.
const victim = await t.createUser('Sales');
// Routes that end the caller's own sessions are fuzzed with users of their own.
const SESSION_ENDING = new Set(['POST /api/v1/auth/logout-all']);
const throwaway = {
  Admin: await t.createUser('Admin'),
  Sales: await t.createUser('Sales'),
  Recruiter: await t.createUser('Recruiter'),
} satisfies Record<TRole, TTestUser>;

async function seed() {
  const headers = t.auth(users.Sales);
  const need = await t.app.inject({
    method: 'POST',
    url: '/api/v1/needs',
    headers,
    payload: { title: 'Fuzzing target', client: 'ACME', priority: 'P1', tjm: 600 },
  });
  const needId = need.json().id as string;
  const candidate = await t.app.inject({
    method: 'POST',
    url: `/api/v1/needs/${needId}/candidates`,
    headers,
    payload: { name: 'Ada Fuzz', email: 'ada.fuzz@example.com' },
  });
  const candidateId = candidate.json().id as string;
  const steps = await t.app.inject({
    url: `/api/v1/process/${needId}/${candidateId}/steps`,
    headers,
  });
  const stepId = (steps.json() as { id: string }[])[0]!.id;
  const request = await t.app.inject({
    method: 'POST',
    url: '/api/v1/workflow-requests',
    headers,
    payload: { type: 'salesforce_opportunity_create', payload: { needId } },
  });
  const workflowRequestId = request.json().id as string;
  // Failed CRM runs for the CRM health view: one kept CRM refusal, one malformed, one without.
  for (const [i, crmError] of [
    { errorCode: 'DUPLICATES_DETECTED', fields: ['Name'], message: 'Duplicate', stage: 'classify' },
    { errorCode: 42, fields: 'Name' },
    undefined,
  ].entries())
    await t.app.ctx.jobs.flows.insert({
      id: `rpa_fuzz_${i}`,
      type: 'rpa_opportunity',
      category: 'crm_rpa',
      status: 'error',
      needId: i === 1 ? null : needId,
      error: 'The CRM refused the write',
      completedAt: new Date(),
      payload: {},
      result: { stages: {} },
      metadata: crmError ? { crmError } : {},
    });
  // A webhook endpoint and one delivery to it (no worker sends it).
  const webhook = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/webhooks',
    headers: t.auth(users.Admin),
    payload: { url: 'https://93.184.215.14/hooks', events: ['need.updated'] },
  });
  const webhookId = webhook.json().id as string;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/v1/needs/${needId}`,
    headers,
    payload: { title: 'Fuzzing target, renamed' },
  });
  // The delivery is recorded by the publish hooks, which run after the PATCH's reply.
  await t.app.ctx.publishHooksSettled();
  const deliveries = await t.app.inject({
    url: `/api/v1/admin/webhooks/${webhookId}/deliveries`,
    headers: t.auth(users.Admin),
  });
  const deliveryId = (deliveries.json() as { items: { id: string }[] }).items[0]!.id;
  // An uploaded import (not run): its check, run and undo get past the id to the service.
  const file = multipartBody([
    { name: 'kind', value: 'candidates' },
    {
      name: 'file',
      filename: 'pool.csv',
      bytes: Buffer.from('Nom;Prénom;Email\nFuzz;Ada;ada.import@example.com\n'),
    },
  ]);
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    payload: file.payload,
    headers: { ...headers, ...file.headers },
  });
  const importId = (upload.json() as { import: { id: string } }).import.id;
  return {
    importId,
    needId,
    candidateId,
    stepId,
    workflowRequestId,
    webhookId,
    deliveryId,
    userId: victim.id,
    salesId: users.Sales.id,
  };
}
const seeded = await seed();
const knownIds = [
  seeded.needId,
  seeded.candidateId,
  seeded.stepId,
  seeded.userId,
  seeded.workflowRequestId,
];

/** The record a path parameter names, from its name and the segment before it. */
function seededFor(url: string, name: string): string | undefined {
  if (name === 'needId') return seeded.needId;
  if (name === 'candidateId') return seeded.candidateId;
  if (name === 'deliveryId') return seeded.deliveryId;
  const before = url.split(`/:${name}`)[0]!.split('/').pop();
  return (
    {
      needs: seeded.needId,
      candidates: seeded.candidateId,
      steps: seeded.stepId,
      users: seeded.userId,
      'workflow-requests': seeded.workflowRequestId,
      webhooks: seeded.webhookId,
      imports: seeded.importId,
    } as Record<string, string>
  )[before ?? ''];
}

/**
 * Valid bodies of the routes that write, so that generated requests which change one or two of
 * their fields get past validation into the services and queries behind it.
 */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  'POST /api/v1/setup': {
    name: 'First Admin',
    email: 'first@example.com',
    password: 'password123',
  },
  'POST /api/v1/auth/login': { email: users.Sales.email, password: 'wrong-password' },
  'POST /api/v1/users': {
    name: 'New User',
    email: 'new.user@example.com',
    password: 'password123',
    role: 'Sales',
  },
  'PATCH /api/v1/users/:id': { name: 'Renamed User' },
  'POST /api/v1/api-keys': { name: 'Fuzz integration', role: 'Sales', expiresInDays: 30 },
  'POST /api/v1/needs': {
    title: 'Senior Java developer',
    client: 'ACME',
    priority: 'P2',
    tjm: 650,
    quantity: 1,
    consultants: [seeded.salesId],
    orderClients: ['Jane Buyer'],
    orderClientsEmail: ['jane@acme.fr'],
    description: 'Backend work',
  },
  'PATCH /api/v1/needs/:id': { title: 'Lead Java developer', tjm: 700, priority: 'P1' },
  'PATCH /api/v1/needs/:id/column': { column: 'CANDIDATE_SENT' },
  'PATCH /api/v1/needs/:id/analysis': { jdAnalysis: { skills: ['Java', 'Spring'] } },
  'POST /api/v1/candidates': {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    skills: ['COBOL'],
  },
  'POST /api/v1/needs/:id/candidates': { name: 'Alan Turing', email: 'alan@example.com' },
  'PATCH /api/v1/candidates/:id': {
    name: 'Ada Lovelace',
    phone: '+33 6 12 34 56 78',
    legalBasis: 'consent',
    consentGivenAt: '2026-01-05T10:00:00.000Z',
    lastContactAt: '2026-02-01T10:00:00.000Z',
  },
  'POST /api/v1/process/:needId/:candidateId/steps': {
    type: 'CANDIDATE_SENT',
    detailCandidateSent: { clientName: 'ACME', clientEmail: 'buyer@acme.fr' },
  },
  'POST /api/steps': {
    needId: seeded.needId,
    candidateId: seeded.candidateId,
    type: 'FROZEN',
    comment: 'On hold',
  },
  'PATCH /api/v1/steps/:id': { comment: 'Called back', date: '2026-01-05T10:00:00.000Z' },
  'POST /api/v1/analysisIA': {
    text: 'Senior Java developer, Spring, Paris, 600 EUR/day',
    type: 'jd',
  },
  'POST /api/v1/analysisIA/text/preview': {
    text: 'Poste : Développeur Java senior\nClient : Banque Rhône\nCompétences : Java, Spring Boot',
  },
  'POST /api/v1/analysisIA/relevance/score': {
    needId: seeded.needId,
    candidateId: seeded.candidateId,
  },
  'POST /api/v1/analysisIA/need_emails/generate': { job_analysis_key: seeded.needId },
  'POST /api/v1/analysisIA/follow_up_emails/generate': {
    needId: seeded.needId,
    candidateId: seeded.candidateId,
  },
  'POST /api/v1/analysisIA/emails/generate': {
    job_analysis_key: seeded.needId,
    cv_analysis_keys: [seeded.candidateId],
    cv_details: { [seeded.candidateId]: { tjm: 600, availability: 'ASAP' } },
  },
  'POST /api/v1/workflow-requests': {
    stepId: seeded.stepId,
    type: 'salesforce_proposition_create',
    payload: {
      needId: seeded.needId,
      candidateId: seeded.candidateId,
      candidateName: 'Ada Fuzz',
      expectedTjm: 600,
      triggeredBy: 'fuzz',
      source: 'tracker',
    },
  },
  'PATCH /api/v1/workflow-requests/:id': {
    status: 'PENDING',
    lastError: null,
    payload: { expectedTjm: 650, interviewDate: '2026-02-01' },
  },
  'POST /api/v1/workflow-requests/:id/trigger': { payload: { needId: seeded.needId } },
};

const routes = t.app.routeCatalog.filter((r) => r.url.startsWith('/api/') && !r.websocket);
const runsPerRoute = Math.ceil(TOTAL / routes.length);
let sent = 0;
const statuses = new Map<number, number>();

function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value.slice(0, 500));
  } catch {
    return 'x';
  }
}

for (const action of ['retry-poll', 'retry-classify', 'retry-apply', 'cancel', 'verify-step'])
  EXAMPLES[`POST /api/v1/admin/flows/:id/${action}`] = { reason: 'Fixed the upstream data' };
EXAMPLES['POST /api/v1/admin/flows/bulk'] = {
  action: 'retry',
  filter: { status: 'error', category: 'analysis_processing', search: 'Java' },
  reason: 'AI endpoint back',
  dryRun: false,
};

EXAMPLES['POST /api/v1/admin/flows/rpa/:action/:needId'] = {
  candidateId: seeded.candidateId,
  expectedTjm: 600,
  interviewDate: '15/03/2027',
  interviewTime: '14:00',
  projectedStartDate: '15/03/2030',
};
EXAMPLES['POST /api/v1/admin/flows/rpa/batch'] = {
  flows: [
    { action: 'opportunity', needId: seeded.needId },
    {
      action: 'proposition',
      needId: seeded.needId,
      candidateId: seeded.candidateId,
      expectedTjm: 600,
    },
  ],
  headless: true,
  concurrent: false,
};
// An address literal, so the URL guard needs no DNS (there is no network here).
EXAMPLES['POST /api/v1/admin/webhooks'] = {
  url: 'https://93.184.215.14/hooks',
  description: 'Fuzzed receiver',
  events: ['need.created', 'step.created'],
  enabled: true,
};
EXAMPLES['PATCH /api/v1/admin/webhooks/:id'] = { events: ['need.closed'], enabled: true };
EXAMPLES['POST /api/v1/candidates/:id/erase'] = { reason: 'Right to erasure requested' };
EXAMPLES['PUT /api/v1/needs/:id/matches/:candidateId/hidden'] = { reason: 'Not interested' };
EXAMPLES['PUT /api/v1/candidates/:id/dossier'] = {
  needId: seeded.needId,
  language: 'fr',
  version: 0,
  content: {
    name: 'Ada Fuzz',
    title: 'Développeuse Java',
    summary: 'Dix ans de Java.',
    experienceYears: '10 ans',
    skillGroups: [{ family: 'Compétences techniques', skills: ['Java', 'Kafka'] }],
    experiences: [
      {
        title: 'Lead développeuse',
        company: 'BNP Paribas',
        startDate: '2020',
        endDate: 'Present',
        location: 'Paris',
        responsibilities: ['Migration vers Kafka'],
        highlighted: true,
      },
    ],
    education: 'Master',
    languages: ['Français'],
  },
};
// Word only: a PDF conversion takes LibreOffice seconds, and the dossier tests cover it.
EXAMPLES['POST /api/v1/candidates/:id/dossier/generate'] = {
  needId: seeded.needId,
  language: 'fr',
  format: 'docx',
  anonymise: true,
  maskEmployers: true,
};
EXAMPLES['PUT /api/v1/admin/dossier-template'] = {
  filename: 'firm.docx',
  contentBase64: (await defaultDossierTemplate()).toString('base64'),
};
EXAMPLES['POST /api/v1/candidates/duplicates/check'] = {
  name: 'Grace Hopper',
  email: 'grace.hopper@gmail.com',
  phone: '06 12 34 56 78',
  linkedinUrl: 'https://www.linkedin.com/in/grace-hopper',
  cvCity: 'Paris',
  employers: ['US Navy'],
};
EXAMPLES['POST /api/v1/candidates/duplicates/dismiss'] = {
  candidateId: seeded.candidateId,
  otherId: seeded.needId,
};
EXAMPLES['POST /api/v1/imports/:id/check'] = { mapping: ['lastName', 'firstName', 'email'] };
EXAMPLES['POST /api/v1/imports/:id/run'] = { mapping: ['lastName', 'firstName', 'email'] };
EXAMPLES['POST /api/v1/candidates/:id/merge'] = {
  mergedId: seeded.candidateId,
  fields: { name: 'merged', phone: 'kept' },
};

EXAMPLES['POST /api/v1/steps/process/:needId/:candidateId/steps'] =
  EXAMPLES['POST /api/v1/process/:needId/:candidateId/steps']!;
EXAMPLES['PATCH /api/v1/steps/:id/details'] = EXAMPLES['PATCH /api/v1/steps/:id']!;
EXAMPLES['PATCH /api/steps/:id/details'] = EXAMPLES['PATCH /api/v1/steps/:id']!;

const paramValue = (url: string, name: string) => {
  if (name === 'jobId')
    return fc.oneof(
      fc.uuid().map((id) => `flow_${id}`),
      nastyString,
    );
  const own = seededFor(url, name);
  return fc.oneof(
    { weight: 6, arbitrary: own ? fc.constant(own) : fc.constantFrom(...knownIds) },
    { weight: 1, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: nastyString },
  );
};

/** The example body with one to three of its fields (or new ones) replaced by generated values. */
function mutatedExample(
  example: Record<string, unknown>,
  schema: ReturnType<typeof jsonSchemaOf>,
  options: { ids: readonly string[] },
): fc.Arbitrary<unknown> {
  const names = [...new Set([...Object.keys(example), ...Object.keys(schema.properties ?? {})])];
  const replacement = fc
    .constantFrom(...names)
    .chain((name) =>
      fc.tuple(
        fc.constant(name),
        arbitraryFor(schema.properties?.[name] ?? {}, { ...options, name }),
      ),
    );
  return fc
    .array(replacement, { minLength: 0, maxLength: 3 })
    .map((changes) => ({ ...example, ...Object.fromEntries(changes) }));
}

const role = fc.oneof(
  { weight: 9, arbitrary: fc.constant<TRole>('Admin') },
  { weight: 6, arbitrary: fc.constant<TRole>('Sales') },
  { weight: 3, arbitrary: fc.constant<TRole>('Recruiter') },
  { weight: 2, arbitrary: fc.constant(null) },
);

const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=fuzz',
      undefined,
    ),
  },
);

const ifMatch = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('"1"', 'W/"2"', '7', '"-1"', '*', '"99999999999999999999"'),
  },
  { weight: 1, arbitrary: nastyString.map((s) => s.replace(/[^\x20-\x7e]/g, '')) },
);

const toJson = (value: unknown) => JSON.stringify(value) ?? 'null';

describe('fuzzing every route', () => {
  for (const route of routes) {
    const body = jsonSchemaOf(route.schema?.body);
    const options = { ids: knownIds };
    const example = EXAMPLES[`${route.method} ${route.url}`];
    const query = jsonSchemaOf(route.schema?.querystring);
    const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const hasBody = !['GET', 'DELETE'].includes(route.method);
    const callers = SESSION_ENDING.has(`${route.method} ${route.url}`) ? throwaway : users;

    const request = fc.record({
      role,
      params: fc.tuple(...paramNames.map((name) => paramValue(route.url, name)), fc.constant('')),
      wildcard: nastyString,
      query: fc.oneof({ weight: 3, arbitrary: arbitraryQuery(query, options) }, fc.constant('')),
      payload: fc.oneof(
        ...(example
          ? [{ weight: 10, arbitrary: mutatedExample(example, body, options).map(toJson) }]
          : []),
        { weight: 6, arbitrary: arbitraryFor(body, options).map(toJson) },
        { weight: 1, arbitrary: nastyString },
        { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '', 'null', '"x"', '{}') },
      ),
      contentType,
      ifMatch,
    });

    it(`${route.method} ${route.url}`, { timeout: 600_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let i = 0;
          let url = route.url.replace(/:\w+/g, () => encodeSegment(r.params[i++] ?? ''));
          url = url.replace(/\*$/, encodeSegment(r.wildcard) || 'x');
          if (r.query) url += `?${r.query}`;
          const headers: Record<string, string> = {};
          if (r.role) Object.assign(headers, t.auth(callers[r.role]));
          if (r.ifMatch !== undefined) headers['if-match'] = r.ifMatch;
          if (hasBody && r.contentType) headers['content-type'] = r.contentType;
          sent += 1;
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(hasBody ? { payload: r.payload } : {}),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const where = `${route.method} ${url.slice(0, 300)} as ${r.role ?? 'anonymous'}`;
          expect(res.statusCode, `${where} → ${res.body.slice(0, 500)}`).toBeLessThan(500);
          for (const leak of LEAKS) expect(res.body, `${where} leaks ${leak}`).not.toMatch(leak);
        }),
        { numRuns: runsPerRoute, seed: SEED, endOnFailure: true },
      );
    });
  }

  it(`sent at least ${TOTAL} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`);
    console.info(`fuzz: ${sent} requests on ${routes.length} routes: ${byStatus.join(' ')}`);
  });
});
