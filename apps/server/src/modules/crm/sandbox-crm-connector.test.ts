import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toSalesforceId18 } from '@staffing/sandbox-crm';
import { startTestSandboxCrm, type TTestSandboxCrm } from '@staffing/sandbox-crm/testing';
import type { TConfig } from '../../config.ts';
import { testConfig } from '../../../test/test-app.ts';
import { createAppCrmConnector } from './choose-connector.ts';
import { CrmError, crmIdempotencyKey, type TCrmWriteInput } from './crm-connector.ts';
import { CRM_WRITE_MESSAGES as CRM_SANDBOX_MESSAGES } from './crm-mapping.ts';
import { sandboxCrmDataDir } from './sandbox-crm-link.ts';

const need: TCrmWriteInput['need'] = {
  id: '3f1c2a4e-0000-4000-8000-000000000001',
  title: 'Java developer',
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
};
const requestId = '3f1c2a4e-0000-4000-8000-0000000000aa';

/** The product's connector for CRM_PROVIDER=sandbox: over HTTP to the sandbox application. */
describe('sandbox CRM connector', () => {
  let sandbox: TTestSandboxCrm;
  let config: TConfig;
  const createSandboxCrmConnector = () => createAppCrmConnector({ config });
  beforeEach(async () => {
    config = testConfig({ SANDBOX_CRM_PUBLIC_URL: 'http://crm.demo.test:8443' });
    sandbox = await startTestSandboxCrm({ dataDir: sandboxCrmDataDir(config) });
    config.SANDBOX_CRM_PORT = sandbox.port;
  });
  afterEach(async () => {
    await sandbox.close();
    fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
  });

  it('upserts by idempotency key: the same key twice gives the same record', async () => {
    const crm = createSandboxCrmConnector();
    const key = crmIdempotencyKey({ action: 'opportunity', needId: need.id, candidate: null });
    expect(key).toBe(`${need.id}:opportunity`);
    const first = await crm.write('opportunity', {
      idempotencyKey: key,
      need,
      candidate: null,
      payload: {},
    });
    const second = await crm.write('opportunity', {
      idempotencyKey: key,
      need: { ...need, title: 'Java lead' },
      candidate: null,
      payload: {},
    });
    expect(first).toMatchObject({ object: 'Opportunity', created: true });
    expect(second).toMatchObject({ id: first.id, createdAt: first.createdAt, created: false });
    expect(first.id).toMatch(/^006[0-9A-Za-z]{15}$/);
    expect(toSalesforceId18(first.id.slice(0, 15))).toBe(first.id);
    expect(first.url).toBe(
      `http://crm.demo.test:8443/sandbox-crm/lightning/r/Opportunity/${first.id}/view`,
    );
    const { rows } = await sandbox.storage.query<{ fields: Record<string, unknown> }>(
      'SELECT fields FROM crm_sandbox_records WHERE external_key = $1',
      [key],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields).toMatchObject({ Name: 'ACME - Java lead', Amount: 1200 });
    // Another key is another record.
    const other = await crm.write('opportunity', {
      idempotencyKey: crmIdempotencyKey({
        action: 'opportunity',
        needId: crypto.randomUUID(),
        candidate: null,
      }),
      need,
      candidate: null,
      payload: {},
    });
    expect(other.id).not.toBe(first.id);
  });

  it('computes the 18-character id checksum as Salesforce does', () => {
    expect(toSalesforceId18('001A0000006Vm9r')).toBe('001A0000006Vm9rIAC');
  });

  it('refuses as Salesforce would: opportunity data, the opportunity first, a candidate', async () => {
    const crm = createSandboxCrmConnector();
    const input = (action: string, overrides: Partial<TCrmWriteInput> = {}): TCrmWriteInput => ({
      idempotencyKey: `${requestId}:${action}`,
      need,
      candidate: null,
      payload: {},
      ...overrides,
    });
    const refusal = async (p: Promise<unknown>) => {
      const err = await p.then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(CrmError);
      const e = err as CrmError;
      return { errorCode: e.errorCode, message: e.message, permanent: e.permanent };
    };
    expect(
      await refusal(
        crm.write('opportunity', input('opportunity', { need: { ...need, consultants: [] } })),
      ),
    ).toEqual({
      errorCode: 'REQUIRED_FIELD_MISSING',
      message:
        'Cannot create opportunity. Missing required data: a priority sales consultant. Please add this information first.',
      permanent: true,
    });
    expect(await refusal(crm.write('product', input('product')))).toEqual({
      errorCode: 'REQUIRED_FIELD_MISSING',
      message: CRM_SANDBOX_MESSAGES.opportunityFirst,
      permanent: true,
    });
    expect(await refusal(crm.write('mission', input('mission')))).toMatchObject({
      message: 'Create the opportunity first: this need has no CRM opportunity',
    });
    const unknown = { ...need, opportunitySalesforceId: '006000000000000AAA' };
    expect(await refusal(crm.write('mission', input('mission', { need: unknown })))).toMatchObject({
      errorCode: 'INVALID_CROSS_REFERENCE_KEY',
    });
    expect(await refusal(crm.write('proposition', input('proposition')))).toMatchObject({
      errorCode: 'REQUIRED_FIELD_MISSING',
      message: CRM_SANDBOX_MESSAGES.candidateRequired('proposition'),
    });
    const candidate = { id: null, name: 'Ada', email: null, salesforceId: null };
    expect(await refusal(crm.write('retention', input('retention', { candidate })))).toMatchObject({
      message: 'Projected start date is required',
    });

    const opportunity = await crm.write('opportunity', input('opportunity'));
    const withOpportunity = { ...need, opportunitySalesforceId: opportunity.id };
    const product = await crm.write('product', input('product', { need: withOpportunity }));
    expect(product.id).toMatch(/^00k/);
    const mission = await crm.write('mission', input('mission', { need: withOpportunity }));
    expect(mission.url).toBe(
      `http://crm.demo.test:8443/sandbox-crm/lightning/r/Mission__c/${mission.id}/view`,
    );
    const proposition = await crm.write(
      'proposition',
      input('proposition', { candidate, payload: { expectedTjm: 600 } }),
    );
    expect(proposition.object).toBe('Proposition__c');
    expect(new CrmError('UNABLE_TO_LOCK_ROW', 'locked').permanent).toBe(false);
  });
});
