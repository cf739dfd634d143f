import { describe, expect, it } from 'vitest';
import { TWOFA_VERIFICATION_NEED_ID, type TRpaLaunchForm } from '@staffing/domain';
import { toRpaLaunchInput } from './rpa-launch-body.ts';

const NEED = '3f1c2a4e-0000-4000-8000-000000000001';
const CANDIDATE = '3f1c2a4e-0000-4000-8000-000000000002';
const form = (patch: Partial<TRpaLaunchForm>): TRpaLaunchForm => ({
  needId: NEED,
  action: 'opportunity',
  candidateId: CANDIDATE,
  expectedTjm: '612,5',
  interviewDate: '05/03/2026',
  interviewTime: '14:00',
  ...patch,
});

describe('toRpaLaunchInput', () => {
  it('sends only the fields the action uses', () => {
    expect(toRpaLaunchInput(form({}), true)).toEqual({
      action: 'opportunity',
      needId: NEED,
      headless: true,
      body: {},
    });
    expect(toRpaLaunchInput(form({ action: 'proposition' }), false).body).toEqual({
      candidateId: CANDIDATE,
      expectedTjm: 612.5,
    });
    expect(toRpaLaunchInput(form({ action: 'presentation' }), true).body).toEqual({
      candidateId: CANDIDATE,
      interviewDate: '05/03/2026',
      interviewTime: '14:00',
    });
    expect(toRpaLaunchInput(form({ action: 'retention' }), true).body).toEqual({
      candidateId: CANDIDATE,
    });
  });

  it('runs the device check on the fixed need id with a visible browser', () => {
    expect(toRpaLaunchInput(form({ action: 'twofa_verification', needId: null }), true)).toEqual({
      action: 'twofa_verification',
      needId: TWOFA_VERIFICATION_NEED_ID,
      headless: false,
      body: {},
    });
  });
});
