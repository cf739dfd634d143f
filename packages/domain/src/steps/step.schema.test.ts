import { describe, expect, it } from 'vitest';
import {
  ZCreateStepRequest,
  ZUpdateStepDetailsRequest,
  ZUpdateStepRequest,
  pickStepDetail,
} from './step.schema.ts';

describe('ZCreateStepRequest', () => {
  it('folds the generic detail into the object of the step type, snake_case accepted', () => {
    const v = ZCreateStepRequest.parse({
      type: 'CANDIDATE_SENT',
      comment: '  ',
      proposition_url: '',
      detail: { client_name: 'Eve', client_email: 'e@x.io', mail_sent_date: '2025-03-10' },
    });
    expect(v.detailCandidateSent).toEqual({
      clientName: 'Eve',
      clientEmail: 'e@x.io',
      mailSentDate: '2025-03-10',
    });
    expect(v.comment).toBeNull();
    expect(v.propositionUrl).toBeNull();
  });
  it('accepts a snake_case named detail object and coerces numbers', () => {
    const v = ZCreateStepRequest.parse({
      type: 'SALE',
      detail_sale: { tjm: '650.5', contract_type: 'CDI' },
    });
    expect(v.detailSale).toEqual({ tjm: 650.5, contractType: 'CDI' });
  });
  it('requires a type and a parseable date', () => {
    expect(ZCreateStepRequest.safeParse({}).error?.issues[0]?.message).toBe(
      'Step type is required',
    );
    expect(ZCreateStepRequest.safeParse({ type: 'PUSH', date: '' }).error?.issues[0]?.message).toBe(
      'Date is required',
    );
    expect(
      ZCreateStepRequest.safeParse({ type: 'PUSH', date: 'soon' }).error?.issues[0]?.message,
    ).toBe('Invalid date');
  });
});

describe('ZUpdateStepRequest and details', () => {
  it('refuses an empty update', () => {
    expect(ZUpdateStepRequest.safeParse({}).error?.issues[0]?.message).toBe(
      'No valid updates provided',
    );
    expect(ZUpdateStepRequest.parse({ status: 'PENDING' })).toMatchObject({ status: 'PENDING' });
  });
  it('pickStepDetail reads the named object or the generic detail with the type schema', () => {
    const body = ZUpdateStepDetailsRequest.parse({
      detail: { decision: 'NO_GO', reason: 'Budget' },
    });
    expect(pickStepDetail('GO_NOGO', body)).toEqual({
      key: 'detailGoNoGo',
      detail: { decision: 'NO_GO', reason: 'Budget' },
    });
    expect(pickStepDetail('CANDIDATE_IDENTIFIED', body)).toBeNull();
    const named = ZUpdateStepDetailsRequest.parse({ detail_sale: { tjm: 1 } });
    expect(pickStepDetail('SALE', named)).toEqual({ key: 'detailSale', detail: { tjm: 1 } });
  });
});
