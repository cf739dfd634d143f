import { describe, expect, it } from 'vitest';
import { isLiveEventFor, LIVE_AUDIENCE, readLiveEventJobId } from './live-audience.ts';
import { LIVE_EVENT_TYPES, type TLiveEventType } from './live-events.ts';

const event = (
  event_type: TLiveEventType,
  job_id?: string,
): { event_type: TLiveEventType; entity_id: string; job_id?: string } => ({
  event_type,
  entity_id: 'e1',
  ...(job_id ? { job_id } : {}),
});
const sales = { role: 'Sales' as const, jobs: new Set<string>() };

describe('the live audience', () => {
  it('names who receives every event type', () => {
    expect(Object.keys(LIVE_AUDIENCE).sort()).toEqual([...LIVE_EVENT_TYPES].sort());
  });

  it('sends entity events to every signed-in socket, even tagged with a job', () => {
    for (const type of [
      'need_updated',
      'candidate_deleted',
      'scoring_analysis_complete',
    ] as const) {
      expect(readLiveEventJobId(event(type, 'j1'))).toBeNull();
      expect(isLiveEventFor(event(type, 'j1'), sales)).toBe(true);
      expect(isLiveEventFor(event(type), { role: 'Recruiter', jobs: new Set() })).toBe(true);
    }
  });

  it('sends job events to the job subscribers only, the job named by job_id or else entity_id', () => {
    expect(readLiveEventJobId(event('need_analysis_progress', 'j1'))).toBe('j1');
    expect(readLiveEventJobId(event('mail_generation_complete'))).toBe('e1');
    const follower = { role: 'Recruiter' as const, jobs: new Set(['j1']) };
    expect(isLiveEventFor(event('candidate_analysis_error', 'j1'), follower)).toBe(true);
    expect(isLiveEventFor(event('candidate_analysis_error', 'j2'), follower)).toBe(false);
    expect(isLiveEventFor(event('scoring_analysis_error', 'j1'), follower)).toBe(true);
  });

  it('keeps role events to their roles', () => {
    const admin = { role: 'Admin' as const, jobs: new Set<string>() };
    expect(isLiveEventFor(event('flow_updated'), admin)).toBe(true);
    expect(isLiveEventFor(event('flow_updated'), sales)).toBe(false);
    expect(isLiveEventFor(event('workflow_request_updated'), sales)).toBe(true);
    expect(isLiveEventFor(event('gdpr_retention_warning'), sales)).toBe(true);
    expect(
      isLiveEventFor(event('workflow_request_triggered'), { ...sales, role: 'Recruiter' }),
    ).toBe(false);
    expect(isLiveEventFor(event('webhook_endpoint_disabled'), sales)).toBe(false);
  });

  it('never sends events between processes, nor those the hub sends one socket itself', () => {
    const admin = { role: 'Admin' as const, jobs: new Set(['e1']) };
    for (const type of [
      'session_ended',
      'actor_cache_invalidated',
      'presence_sync',
      'presence',
    ] as const)
      expect(isLiveEventFor(event(type), admin)).toBe(false);
  });
});
