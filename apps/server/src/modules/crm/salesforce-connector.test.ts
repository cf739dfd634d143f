import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSandboxCrmJwtKey } from '@staffing/sandbox-crm';
import { flows } from '../../db/schema/index.ts';
import { useTestContext, type TTestContext } from '../../../test/test-app.ts';
import { until } from '../../../test/until.ts';
import { CrmError, crmIdempotencyKey, type TCrmWriteInput } from './crm-connector.ts';
import { DEFAULT_CRM_MAPPING } from './crm-mapping.ts';
import {
  createSalesforceConnector,
  lightningRecordUrl,
  type TSalesforceSettings,
} from './salesforce-connector.ts';
import { checkCompositeResults } from './salesforce-errors.ts';

function needFacts(overrides: Partial<TCrmWriteInput['need']> = {}): TCrmWriteInput['need'] {
  return {
    id: crypto.randomUUID(),
    title: `Java developer ${crypto.randomUUID().slice(0, 6)}`,
    client: 'ACME',
    tjm: 600,
    quantity: 2,
    description: null,
    orderClients: ['Jane Buyer'],
    orderClientsEmail: ['jane@acme.fr'],
    consultants: ['Sam Sales'],
    opportunitySalesforceId: null,
    opportunitySalesforceUrl: null,
    missionSalesforceUrl: null,
    propositionSalesforceId: null,
    ...overrides,
  };
}

function opportunityInput(need = needFacts()): TCrmWriteInput {
  return {
    idempotencyKey: crmIdempotencyKey({ action: 'opportunity', needId: need.id, candidate: null }),
    need,
    candidate: null,
    payload: {},
  };
}

async function refusal(p: Promise<unknown>): Promise<CrmError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CrmError);
  return err as CrmError;
}

describe('lightningRecordUrl', () => {
  it('turns a My Domain API host into its Lightning host, and puts sandbox links at its public address', () => {
    expect(lightningRecordUrl('https://acme.my.salesforce.com', 'Opportunity', '006x')).toBe(
      'https://acme.lightning.force.com/lightning/r/Opportunity/006x/view',
    );
    expect(
      lightningRecordUrl('https://acme--uat.sandbox.my.salesforce.com', 'Mission__c', 'a01x'),
    ).toBe('https://acme--uat.sandbox.lightning.force.com/lightning/r/Mission__c/a01x/view');
    expect(
      lightningRecordUrl(
        'http://127.0.0.1:4321/sandbox-crm',
        'Opportunity',
        '006x',
        'https://crm.demo.example/sandbox-crm',
      ),
    ).toBe('https://crm.demo.example/sandbox-crm/lightning/r/Opportunity/006x/view');
  });
});

describe('checkCompositeResults', () => {
  const write = { externalIdField: 'External_Key__c', externalKey: 'n:opportunity' };
  const sub = (referenceId: string, httpStatusCode: number, body: unknown) => ({
    referenceId,
    httpStatusCode,
    body,
  });
  const halted = [{ errorCode: 'PROCESSING_HALTED', message: 'halted', fields: [] }];

  it('gives the bodies in order when every sub-request succeeded', () => {
    expect(
      checkCompositeResults(
        [sub('b', 200, { Id: 'x' }), sub('a', 201, { id: 'x', created: true })],
        ['a', 'b'],
        write,
      ),
    ).toEqual([{ id: 'x', created: true }, { Id: 'x' }]);
  });

  it('reports the sub-request that failed, not the ones it halted', () => {
    const run = () =>
      checkCompositeResults(
        [
          sub('a', 400, halted),
          sub('b', 400, [
            { errorCode: 'FIELD_CUSTOM_VALIDATION_EXCEPTION', message: 'No', fields: ['Amount'] },
          ]),
        ],
        ['a', 'b'],
        write,
      );
    expect(run).toThrow(CrmError);
    expect(() => run()).toThrow(
      expect.objectContaining({
        errorCode: 'FIELD_CUSTOM_VALIDATION_EXCEPTION',
        fields: ['Amount'],
        permanent: true,
      }),
    );
  });

  it('calls several records under one External ID a permanent DUPLICATE_EXTERNAL_ID', () => {
    expect(() =>
      checkCompositeResults(
        [
          sub('a', 300, ['/services/data/v62.0/sobjects/Opportunity/006A', '/006B']),
          sub('b', 400, halted),
        ],
        ['a', 'b'],
        write,
      ),
    ).toThrow(
      expect.objectContaining({
        errorCode: 'DUPLICATE_EXTERNAL_ID',
        fields: ['External_Key__c'],
        permanent: true,
      }),
    );
    expect(() => checkCompositeResults([sub('a', 503, null)], ['a'], write)).toThrow(
      expect.objectContaining({ errorCode: 'UNAVAILABLE', permanent: false }),
    );
  });
});

describe('salesforce connector against the sandbox CRM over HTTP (contract)', () => {
  const t = useTestContext({ env: { CRM_TIMEOUT_SECONDS: '1' }, sandboxCrm: true });
  let settings: TSalesforceSettings;
  const sandboxRows = (key: string) =>
    t
      .sandboxCrm!.storage.query<{ id: string; fields: Record<string, unknown> }>(
        'SELECT id, fields FROM crm_sandbox_records WHERE external_key = $1',
        [key],
      )
      .then((r) => r.rows);

  beforeEach(async () => {
    const { clientId, clientSecret } = t.sandboxCrm!.credentials;
    settings = {
      loginUrl: `${t.sandboxCrm!.url}/sandbox-crm`,
      recordBaseUrl: `${t.sandboxCrm!.url}/sandbox-crm`,
      apiVersion: '62.0',
      clientId,
      clientSecret,
      timeoutMs: 1000,
    };
  });

  const connector = (overrides: Partial<TSalesforceSettings> = {}, now?: () => Date) =>
    createSalesforceConnector({
      settings: { ...settings, ...overrides },
      mapping: DEFAULT_CRM_MAPPING,
      name: 'sandbox',
      now,
    });

  it('creates, and a re-run of the same key finds the same record (one row)', async () => {
    const crm = connector();
    const input = opportunityInput();
    const first = await crm.write('opportunity', input);
    expect(first).toMatchObject({ object: 'Opportunity', created: true, via: 'api' });
    expect(first.id).toMatch(/^006[0-9A-Za-z]{15}$/);
    expect(first.url).toBe(
      `${t.sandboxCrm!.url}/sandbox-crm/lightning/r/Opportunity/${first.id}/view`,
    );
    expect(Date.parse(first.createdAt)).not.toBeNaN();

    const again = await connector().write('opportunity', {
      ...input,
      need: { ...input.need, tjm: 650 },
    });
    expect(again).toMatchObject({ id: first.id, created: false, createdAt: first.createdAt });
    const rows = await sandboxRows(input.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toMatchObject({ Amount: 1300, NeedId__c: input.need.id });

    // A line item under it, through the same upsert path.
    const product = await crm.write('product', {
      idempotencyKey: crmIdempotencyKey({
        action: 'product',
        needId: input.need.id,
        candidate: null,
      }),
      need: { ...input.need, opportunitySalesforceId: first.id },
      candidate: null,
      payload: {},
    });
    expect(product.id).toMatch(/^00k/);
  });

  it('reports a validation rule with its errorCode and fields, permanent', async () => {
    // A clock in the past gives a Close Date in the past, which the org's rule refuses.
    const crm = connector({}, () => new Date('2020-01-01T00:00:00Z'));
    const err = await refusal(crm.write('opportunity', opportunityInput()));
    expect(err).toMatchObject({
      errorCode: 'FIELD_CUSTOM_VALIDATION_EXCEPTION',
      message: 'Close Date cannot be in the past',
      fields: ['CloseDate'],
      permanent: true,
    });
  });

  it('reports the duplicate rule, permanent', async () => {
    const crm = connector();
    const need = needFacts();
    await crm.write('opportunity', opportunityInput(need));
    // Another need with the same client and title: another key, the same opportunity name.
    const err = await refusal(
      crm.write('opportunity', opportunityInput({ ...need, id: crypto.randomUUID() })),
    );
    expect(err).toMatchObject({ errorCode: 'DUPLICATES_DETECTED', permanent: true });
  });

  it('reports a refused sign-in without the secret, and an unreachable CRM as transient', async () => {
    const err = await refusal(
      connector({ clientSecret: 'wrong-secret-value' }).write('opportunity', opportunityInput()),
    );
    expect(err).toMatchObject({ errorCode: 'INVALID_LOGIN', permanent: true });
    expect(err.message).toContain('invalid_client');
    expect(err.message).not.toContain('wrong-secret-value');
    expect(err.message).not.toContain(settings.clientSecret!);

    const closed = await refusal(
      connector({ loginUrl: 'http://127.0.0.1:9/sandbox-crm' }).write(
        'opportunity',
        opportunityInput(),
      ),
    );
    expect(closed).toMatchObject({ errorCode: 'UNAVAILABLE', permanent: false });
  });

  it('signs in with the JWT bearer flow, and again once when the session expired', async () => {
    const { username } = t.sandboxCrm!.credentials.integration;
    const crm = connector({
      clientSecret: undefined,
      privateKey: getSandboxCrmJwtKey(t.sandboxCrm!.dataDir),
      username,
    });
    await crm.write('opportunity', opportunityInput());
    // Every token revoked: the next call meets INVALID_SESSION_ID, signs in again, succeeds.
    await t.sandboxCrm!.storage.query('DELETE FROM crm_sandbox_sessions');
    const record = await crm.write('opportunity', opportunityInput());
    expect(record.created).toBe(true);
  });

  it('gives up after CRM_TIMEOUT_SECONDS with a transient TIMEOUT; a re-run stays idempotent', async () => {
    const crm = connector();
    await crm.signIn();
    await t.sandboxCrm!.service.setFaults({ saveDelayMs: 2500, count: 1 });
    const input = opportunityInput();
    const err = await refusal(crm.write('opportunity', input));
    expect(err).toMatchObject({
      errorCode: 'TIMEOUT',
      message: 'The CRM did not answer within 1 s',
      permanent: false,
    });
    // The slow save still lands; the retry finds it instead of making a second record.
    await until(async () => (await sandboxRows(input.idempotencyKey)).length > 0, {
      message: 'the slow save never landed',
    });
    const retried = await crm.write('opportunity', input);
    const rows = await sandboxRows(input.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(retried.id).toBe(rows[0]!.id);
  });
});

describe('a workflow request beside the sandbox CRM', () => {
  const t = useTestContext({ sandboxCrm: true });

  async function createNeed(tt: TTestContext, token: { token: string }, id: string) {
    const res = await tt.app.inject({
      method: 'POST',
      url: '/api/v1/needs',
      headers: tt.auth(token),
      payload: {
        title: 'Senior Java developer',
        client: 'ACME',
        priority: 'P1',
        tjm: 650,
        consultants: [id],
        orderClients: ['Jane Buyer'],
        orderClientsEmail: ['jane@acme.fr'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }

  it('completes through the API path (jsforce over HTTP to the sandbox)', async () => {
    const sales = await t.createUser('Sales');
    const needId = await createNeed(t, sales, sales.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workflow-requests',
      headers: t.auth(sales),
      payload: { type: 'salesforce_opportunity_create', payload: { needId } },
    });
    const id = created.json().id as string;
    const triggered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/workflow-requests/${id}/trigger`,
      headers: t.auth(sales),
    });
    expect(triggered.statusCode, triggered.body).toBe(202);
    const flowId = triggered.json().flowId as string;
    const flow = await until(
      async () => {
        const [row] = await t.database.db.select().from(flows).where(eq(flows.id, flowId));
        return row && ['completed', 'error'].includes(row.status) ? row : null;
      },
      { message: 'the flow never ended' },
    );
    expect(flow.status, JSON.stringify(flow.result)).toBe('completed');
    const stages = (flow.result as { stages: Record<string, Record<string, unknown>> }).stages;
    expect(stages.classify).toMatchObject({ object: 'Opportunity', via: 'api', created: true });
    const need = (
      await t.app.inject({ method: 'GET', url: `/api/v1/needs/${needId}`, headers: t.auth(sales) })
    ).json();
    expect(need.opportunitySalesforceUrl).toBe(
      `${t.sandboxCrm!.url}/sandbox-crm/lightning/r/Opportunity/${need.opportunitySalesforceId}/view`,
    );
  });
});
