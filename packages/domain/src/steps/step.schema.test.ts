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

describe('detail values', () => {
  it('refuses a client e-mail that is not an address, with the spec message', () => {
    const bad = ZCreateStepRequest.safeParse({
      type: 'CANDIDATE_SENT',
      detail: { clientName: 'Eve', clientEmail: 'not-an-email' },
    });
    expect(bad.error?.issues[0]).toMatchObject({
      message: 'Please enter a valid email address',
      path: ['detail', 'clientEmail'],
    });
    const named = ZCreateStepRequest.safeParse({
      type: 'CANDIDATE_SENT',
      detailCandidateSent: { clientName: 'Eve', clientEmail: 'eve @x.io' },
    });
    expect(named.error?.issues[0]?.message).toBe('Please enter a valid email address');
    expect(
      ZCreateStepRequest.parse({
        type: 'CANDIDATE_SENT',
        detailCandidateSent: { clientName: 'Eve', clientEmail: ' eve@x.io ' },
      }).detailCandidateSent?.clientEmail,
    ).toBe('eve@x.io');
  });
  it('refuses a negative TJM or concession, naming the field', () => {
    for (const key of ['detailGoNoGo', 'detailSale'] as const) {
      const type = key === 'detailGoNoGo' ? 'GO_NOGO' : 'SALE';
      expect(
        ZCreateStepRequest.safeParse({ type, [key]: { decision: 'GO', tjm: -1 } }).error?.issues[0]
          ?.message,
      ).toBe('TJM must be greater than or equal to 0');
      expect(
        ZCreateStepRequest.safeParse({ type, [key]: { commercialConcession: '-5' } }).error
          ?.issues[0]?.message,
      ).toBe('Commercial concession must be greater than or equal to 0');
    }
    expect(
      ZCreateStepRequest.parse({
        type: 'GO_NOGO',
        detail: { decision: 'GO', tjm: 0, commercialConcession: 0 },
      }).detailGoNoGo,
    ).toMatchObject({ tjm: 0, commercialConcession: 0 });
  });
  it('pickStepDetail refuses an invalid generic detail instead of dropping it', () => {
    const body = ZUpdateStepDetailsRequest.parse({ detail: { clientEmail: 'nope' } });
    expect(() => pickStepDetail('CANDIDATE_SENT', body)).toThrow(
      'Please enter a valid email address',
    );
  });
});
