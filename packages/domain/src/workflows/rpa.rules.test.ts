import { describe, expect, it } from 'vitest';
import { getMissingCrmData } from '../needs/need.rules.ts';
import {
  CRM_ERROR_CODE_KINDS,
  CRM_ERROR_KINDS,
  getCrmErrorKind,
  getCrmExternalKey,
  getDefaultInterviewSlot,
  getRpaActionOfFlowType,
  getRpaLaunchFormError,
  getRpaMissingDataMessage,
  getRpaMissingNeedData,
  getRpaRelaunch,
  getRpaRunNeedId,
  getRpaMissingNeedMessage,
  getTwofaCodeError,
  isSandboxCrmUrl,
  isUsableNeedId,
  sanitiseTwofaCode,
  type TRpaLaunchForm,
} from './rpa.rules.ts';
import {
  getRpaBrowserFlowType,
  getRpaLaunchError,
  parseDdMmYyyy,
  RPA_TWOFA_FLOW_TYPE,
  RPA_MESSAGES,
  TWOFA_VERIFICATION_NEED_ID,
  ZRpaBatchRequest,
  ZRpaLaunchBody,
  ZRpaLaunchParams,
  ZRpaLaunchQuery,
} from './rpa.schema.ts';

const NEED = '3f1c2a4e-0000-4000-8000-000000000001';
const CANDIDATE = '3f1c2a4e-0000-4000-8000-000000000002';

describe('2FA code', () => {
  it('keeps digits only, at most 6', () => {
    expect(sanitiseTwofaCode('12 34-56789')).toBe('123456');
    expect(sanitiseTwofaCode('abc')).toBe('');
  });
  it('asks for a code, then exactly 6 digits', () => {
    expect(getTwofaCodeError('')).toBe('Please enter the verification code');
    expect(getTwofaCodeError('12345')).toBe('Code must be exactly 6 digits');
    expect(getTwofaCodeError('123456')).toBeNull();
  });
});

describe('launch form', () => {
  const form = (over: Partial<TRpaLaunchForm>): TRpaLaunchForm => ({
    needId: NEED,
    action: 'opportunity',
    candidateId: null,
    expectedTjm: null,
    interviewDate: null,
    interviewTime: null,
    ...over,
  });
  it('gives the spec messages in order', () => {
    expect(getRpaLaunchFormError(form({ needId: null }))).toBe('Please select a Need');
    expect(getRpaLaunchFormError(form({ needId: '3f1c...' }))).toBe('Please select a Need');
    expect(getRpaLaunchFormError(form({ action: 'proposition' }))).toBe(
      'Please select a candidate for proposition creation',
    );
    expect(
      getRpaLaunchFormError(
        form({ action: 'proposition', candidateId: CANDIDATE, expectedTjm: '0' }),
      ),
    ).toBe('Please enter a valid expected TJM (greater than 0)');
    expect(
      getRpaLaunchFormError(
        form({ action: 'proposition', candidateId: CANDIDATE, expectedTjm: '550,5' }),
      ),
    ).toBeNull();
    expect(getRpaLaunchFormError(form({ action: 'presentation' }))).toBe(
      'Please select a candidate for presentation scheduling',
    );
    expect(
      getRpaLaunchFormError(
        form({
          action: 'presentation',
          candidateId: CANDIDATE,
          interviewDate: '31/02/2027',
          interviewTime: '14:00',
        }),
      ),
    ).toBe('Please ensure interview date and time are filled');
    expect(
      getRpaLaunchFormError(
        form({
          action: 'presentation',
          candidateId: CANDIDATE,
          interviewDate: '28/02/2027',
          interviewTime: '14:00',
        }),
      ),
    ).toBeNull();
    expect(getRpaLaunchFormError(form({ action: 'retention' }))).toBe(
      'Please select a candidate for retention update',
    );
    expect(getRpaLaunchFormError(form({ action: 'twofa_verification', needId: null }))).toBeNull();
  });
  it('suggests tomorrow at 14:00, or the latest interview', () => {
    expect(getDefaultInterviewSlot(new Date(2026, 11, 31, 9, 0))).toEqual({
      date: '01/01/2027',
      time: '14:00',
    });
    expect(
      getDefaultInterviewSlot(new Date(2026, 0, 1), new Date(2026, 4, 3, 10, 30).toISOString()),
    ).toEqual({
      date: '03/05/2026',
      time: '10:30',
    });
  });
  it('skips need ids that are empty, elided or short', () => {
    expect(isUsableNeedId('')).toBe(false);
    expect(isUsableNeedId('1234567')).toBe(false);
    expect(isUsableNeedId('12345678…')).toBe(false);
    expect(isUsableNeedId(NEED)).toBe(true);
  });
  it('names what the need lacks', () => {
    expect(getRpaMissingNeedData('product', { tjm: 0 })).toEqual(['TJM (daily rate) above 0']);
    expect(getRpaMissingNeedData('mission', {})).toEqual([]);
    expect(
      getRpaMissingNeedData('opportunity', { orderClients: ['A'], tjm: 500, consultants: ['x'] }),
    ).toEqual([]);
  });
});

describe('launch request', () => {
  it('refuses an unknown action and a bad need id with the spec messages', () => {
    const bad = ZRpaLaunchParams.safeParse({ action: 'invoice', needId: NEED });
    expect(bad.error?.issues[0]?.message).toBe('Invalid RPA action: invoice');
    const id = ZRpaLaunchParams.safeParse({ action: 'mission', needId: 'abc' });
    expect(id.error?.issues[0]?.message).toBe('needId must be a valid UUID format');
    expect(ZRpaLaunchParams.parse({ action: 'twofa_verification', needId: NEED }).action).toBe(
      'twofa_verification',
    );
  });
  it('checks the body by action', () => {
    expect(getRpaLaunchError('proposition', {})).toBe(RPA_MESSAGES.propositionCandidateRequired);
    expect(getRpaLaunchError('proposition', { candidateId: CANDIDATE, expectedTjm: 0 })).toBe(
      'expectedTjm is required for proposition creation',
    );
    expect(getRpaLaunchError('retention', {})).toBe('candidateId is required for retention update');
    expect(getRpaLaunchError('mission', {})).toBeNull();
  });
  it('reads DD/MM/YYYY and HH:MM, snake_case too', () => {
    expect(
      ZRpaLaunchBody.parse({
        candidate_id: CANDIDATE,
        interview_date: '05/03/2027',
        interviewTime: '09:30',
      }),
    ).toMatchObject({
      candidateId: CANDIDATE,
      interviewDate: '2027-03-05',
      interviewTime: '09:30',
    });
    expect(ZRpaLaunchBody.parse(undefined)).toEqual({});
    expect(
      ZRpaLaunchBody.safeParse({ interviewDate: '2027/03/05' }).error?.issues[0]?.message,
    ).toBe(RPA_MESSAGES.invalidInterviewDate);
    expect(parseDdMmYyyy('29/02/2028')).toBe('2028-02-29');
    expect(parseDdMmYyyy('29/02/2027')).toBeNull();
    expect(ZRpaLaunchQuery.parse({}).headless).toBe(true);
    expect(ZRpaLaunchQuery.parse({ headless: 'false' }).headless).toBe(false);
  });
  it('batches: defaults headless and not concurrent', () => {
    const batch = ZRpaBatchRequest.parse({ flows: [{ action: 'opportunity', need_id: NEED }] });
    expect(batch).toMatchObject({ headless: true, concurrent: false, flows: [{ needId: NEED }] });
    expect(ZRpaBatchRequest.safeParse({ flows: [] }).error?.issues[0]?.message).toBe(
      RPA_MESSAGES.batchEmpty,
    );
  });
});

describe('CRM records', () => {
  it('keys a write by its business identity', () => {
    expect(getCrmExternalKey({ action: 'opportunity', needId: NEED, candidateId: CANDIDATE })).toBe(
      `${NEED}:opportunity`,
    );
    expect(getCrmExternalKey({ action: 'proposition', needId: NEED, candidateId: CANDIDATE })).toBe(
      `${NEED}:proposition:${CANDIDATE}`,
    );
    expect(
      getCrmExternalKey({ action: 'proposition', needId: NEED, candidateName: ' Ada  Lovelace ' }),
    ).toBe(`${NEED}:proposition:ada lovelace`);
  });
  it('knows sandbox links, flow types and error kinds', () => {
    expect(isSandboxCrmUrl('/sandbox-crm/lightning/r/Opportunity/006/view')).toBe(true);
    expect(
      isSandboxCrmUrl('http://127.0.0.1:3000/sandbox-crm/lightning/r/Opportunity/006/view'),
    ).toBe(true);
    expect(
      isSandboxCrmUrl('https://acme.lightning.force.com/lightning/r/Opportunity/006/view'),
    ).toBe(false);
    expect(getRpaActionOfFlowType('rpa_mission')).toBe('mission');
    expect(getRpaActionOfFlowType('rpa_browser_opportunity')).toBe('opportunity');
    expect(getRpaActionOfFlowType('jd_analysis')).toBeNull();
    expect(getCrmErrorKind('DUPLICATES_DETECTED')).toBe('duplicate');
    expect(getCrmErrorKind('FIELD_CUSTOM_VALIDATION_EXCEPTION')).toBe('validation_rule');
    expect(getCrmErrorKind(undefined)).toBe('other');
  });
  it('labels the sandbox links of the first sandbox connector too, and nothing else', () => {
    expect(isSandboxCrmUrl('/crm-sandbox/lightning/r/Mission__c/a01/view')).toBe(true);
    expect(isSandboxCrmUrl('/sandbox-crmx/lightning/r/Opportunity/006/view')).toBe(false);
    expect(isSandboxCrmUrl('https://acme.my.salesforce.com/sandbox-crm')).toBe(false);
    expect(isSandboxCrmUrl('')).toBe(false);
    expect(isSandboxCrmUrl(null)).toBe(false);
  });
  it('gives every code the connectors report a kind, and unknown codes "other"', () => {
    expect(getCrmErrorKind('TIMEOUT')).toBe('unavailable');
    expect(getCrmErrorKind('UNAVAILABLE')).toBe('unavailable');
    expect(getCrmErrorKind('UNABLE_TO_LOCK_ROW')).toBe('lock');
    expect(getCrmErrorKind('REQUEST_LIMIT_EXCEEDED')).toBe('limit');
    expect(getCrmErrorKind('INSUFFICIENT_ACCESS_OR_READONLY')).toBe('permission');
    expect(getCrmErrorKind('INVALID_SESSION_ID')).toBe('permission');
    expect(getCrmErrorKind('REQUIRED_FIELD_MISSING')).toBe('missing_field');
    expect(getCrmErrorKind('DUPLICATE_VALUE')).toBe('duplicate');
    expect(getCrmErrorKind('INVALID_FIELD')).toBe('validation_rule');
    expect(getCrmErrorKind('SOMETHING_NEW')).toBe('other');
    expect(getCrmErrorKind('toString')).toBe('other');
    expect(getCrmErrorKind(null)).toBe('other');
    for (const kind of Object.values(CRM_ERROR_CODE_KINDS)) expect(CRM_ERROR_KINDS).toContain(kind);
  });
});

describe('RPA retry', () => {
  const flow = (
    type: string,
    payload: Record<string, unknown> | null,
    needId: string | null = NEED,
  ) => ({
    type,
    needId,
    payload,
  });

  it('relaunches a browser run with its action, need, candidate, TJM, interview and headless', () => {
    expect(
      getRpaRelaunch(
        flow('rpa_browser_presentation', {
          action: 'presentation',
          needId: NEED,
          candidateId: CANDIDATE,
          expectedTjm: null,
          interviewDate: '2026-03-05',
          interviewTime: '14:30',
          headless: false,
          externalKey: 'x',
        }),
      ),
    ).toEqual({
      ok: true,
      launch: {
        action: 'presentation',
        needId: NEED,
        headless: false,
        body: { candidateId: CANDIDATE, interviewDate: '05/03/2026', interviewTime: '14:30' },
      },
    });
  });

  it('reads an API run started by a workflow request from its inner payload', () => {
    expect(
      getRpaRelaunch(
        flow('rpa_proposition', {
          workflowRequestId: 'w1',
          requestType: 'salesforce_proposition_create',
          action: 'proposition',
          payload: { needId: NEED, candidateId: CANDIDATE, expectedTjm: '610.5' },
        }),
      ),
    ).toEqual({
      ok: true,
      launch: {
        action: 'proposition',
        needId: NEED,
        headless: true,
        body: { candidateId: CANDIDATE, expectedTjm: 610.5 },
      },
    });
  });

  it('takes the need from the payload when the flow has none, and keeps DD/MM/YYYY', () => {
    const result = getRpaRelaunch(
      flow('rpa_browser_mission', { needId: NEED, interviewDate: '05/03/2026' }, null),
    );
    expect(result).toMatchObject({
      ok: true,
      launch: { needId: NEED, body: { interviewDate: '05/03/2026' } },
    });
  });

  it('reads the time of a full timestamp when no time is stored', () => {
    const at = new Date(2026, 2, 5, 9, 15);
    const result = getRpaRelaunch(flow('rpa_mission', { interviewDate: at.toISOString() }));
    expect(result).toMatchObject({
      ok: true,
      launch: { body: { interviewDate: '05/03/2026', interviewTime: '09:15' } },
    });
  });

  it("refuses with the spec's messages", () => {
    expect(getRpaRelaunch(flow('rpa_mission', {}, null))).toEqual({
      ok: false,
      error: RPA_MESSAGES.noNeedIdForRetry,
    });
    expect(
      getRpaRelaunch(flow('rpa_browser_twofa_verification', { action: 'twofa_verification' })),
    ).toEqual({ ok: false, error: 'Invalid RPA action: twofa_verification' });
    expect(getRpaRelaunch(flow('crm_sync', null))).toEqual({
      ok: false,
      error: 'Invalid RPA action: crm_sync',
    });
    expect(getRpaRelaunch(flow('rpa_browser_proposition', { expectedTjm: 500 }))).toEqual({
      ok: false,
      error: 'candidateId is required for proposition creation',
    });
    expect(
      getRpaRelaunch(flow('rpa_browser_proposition', { candidateId: CANDIDATE, expectedTjm: 0 })),
    ).toEqual({ ok: false, error: 'expectedTjm is required for proposition creation' });
    expect(getRpaRelaunch(flow('rpa_retention', { payload: {} }))).toEqual({
      ok: false,
      error: 'candidateId is required for retention update',
    });
  });
});

describe('missing need data message', () => {
  it('says what the need lacks as the tracker does, nothing when complete', () => {
    const missing = getRpaMissingNeedData('opportunity', {
      orderClients: [],
      tjm: 0,
      consultants: [],
    });
    expect(getRpaMissingDataMessage('opportunity', missing)).toBe(
      getMissingCrmData({ orderClients: [], tjm: 0, consultants: [] }).message,
    );
    expect(getRpaMissingDataMessage('product', ['TJM (daily rate) above 0'])).toBe(
      'Cannot add product. Missing required data: TJM (daily rate) above 0. Please add this information first.',
    );
    expect(getRpaMissingDataMessage('mission', [])).toBeNull();
  });
});

describe('the need of a 2FA code', () => {
  it("is the run's need, else its payload's, else the device check's fixed id", () => {
    expect(getRpaRunNeedId({ type: 'rpa_browser_mission', needId: NEED })).toBe(NEED);
    expect(
      getRpaRunNeedId({ type: 'rpa_browser_mission', needId: null, payload: { needId: NEED } }),
    ).toBe(NEED);
    expect(getRpaRunNeedId({ type: 'rpa_browser_twofa_verification', needId: null })).toBe(
      TWOFA_VERIFICATION_NEED_ID,
    );
    expect(getRpaRunNeedId({ type: 'rpa_mission', needId: null, payload: null })).toBeNull();
  });
});

describe('browser runs', () => {
  it('name their flow types by action, the device check apart', () => {
    expect(getRpaBrowserFlowType('opportunity')).toBe('rpa_browser_opportunity');
    expect(getRpaBrowserFlowType('twofa_verification')).toBe(RPA_TWOFA_FLOW_TYPE);
    expect(getRpaActionOfFlowType(getRpaBrowserFlowType('mission'))).toBe('mission');
  });

  it('refuse an incomplete need with the spec message', () => {
    const complete = { orderClients: ['Jane'], tjm: 600, consultants: ['u1'] };
    expect(getRpaMissingNeedMessage('opportunity', complete)).toBeNull();
    expect(getRpaMissingNeedMessage('proposition', {})).toBeNull();
    const missing = getRpaMissingNeedMessage('opportunity', { ...complete, orderClients: [] });
    expect(missing?.message).toMatch(
      /^Cannot create opportunity\. Missing required data: .+\. Please add this information first\.$/,
    );
    expect(getRpaMissingNeedMessage('product', { tjm: 0 })?.message).toBe(
      'Cannot add product. Missing required data: TJM (daily rate) above 0. Please add this information first.',
    );
  });

  it('say what timed out in plain words', () => {
    expect(RPA_MESSAGES.crmTimeout(30, 'saving the Opportunity')).toBe(
      'The CRM did not answer within 30 s while saving the Opportunity',
    );
  });
});
