import { describe, expect, it } from 'vitest';
import '../../../i18n/app-catalogs.ts';
import { t } from '../../../i18n/i18n.ts';
import { activateLocale } from '../../../i18n/locale.ts';
import { makeAttempt, makeFlow } from '../test/flow-fixture.ts';
import {
  canCancelFlow,
  canRetryFlow,
  flowStageNameLabel,
  formatDuration,
  formatFlowType,
  getFailedStageRole,
  getFlowDuration,
  getFlowRetry,
  getFlowTypeOptions,
  getRetryableStages,
} from './flow-display.ts';

describe('flow display', () => {
  it('formats durations as people read them', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(4200)).toBe('4.2 s');
    expect(formatDuration(42_000)).toBe('42 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(7_800_000)).toBe('2 h 10 min');
  });

  it('names types and offers the type filter per tab', () => {
    expect(formatFlowType('cv_analysis')).toBe('CV Analysis');
    expect(formatFlowType('rpa_mission')).toBe('RPA Mission');
    expect(getFlowTypeOptions('mail_processing')).toEqual(['cv_mail', 'need_mail']);
    expect(getFlowTypeOptions('all')).toContain('rpa_opportunity');
  });

  it('counts a running flow up to now and a finished one from its record', () => {
    const running = makeFlow({ status: 'processing', duration: null, completedAt: null });
    expect(getFlowDuration(running, Date.parse('2026-03-02T10:01:00.000Z'))).toBe(60_000);
    expect(getFlowDuration(makeFlow())).toBe(4000);
  });

  it('maps Retry to the stage of the spec, CRM-RPA to a new RPA launch', () => {
    expect(getFlowRetry(makeFlow({ type: 'cv_mail', category: 'mail_processing' }))).toEqual({
      action: 'retry-poll',
      label: 'Retry from Polling',
    });
    expect(getFlowRetry(makeFlow()).action).toBe('retry-classify');
    expect(getFlowRetry(makeFlow({ type: 'rpa_mission', category: 'crm_rpa' }))).toEqual({
      action: 'rpa_relaunch',
      label: 'Restart through a new RPA launch',
    });
  });

  it('offers retry for error (and failed) and cancel for pending or processing', () => {
    expect(canRetryFlow({ status: 'error' })).toBe(true);
    expect(canRetryFlow({ status: 'completed' })).toBe(false);
    expect(canCancelFlow({ status: 'pending' })).toBe(true);
    expect(canCancelFlow({ status: 'cancelled' })).toBe(false);
  });

  it('finds the stages to retry from (latest attempt per role) and the one that failed', () => {
    const stages = [
      makeAttempt({ stage: 'load', role: 'poll' }),
      makeAttempt({ stage: 'crm_write', role: 'classify', status: 'error', error: 'boom' }),
      makeAttempt({ stage: 'crm_write', role: 'classify', attempt: 2, status: 'error' }),
      makeAttempt({ stage: 'note', role: null }),
    ];
    expect(getRetryableStages(stages).map((s) => [s.role, s.stage, s.latest.attempt])).toEqual([
      ['poll', 'load', 1],
      ['classify', 'crm_write', 2],
    ]);
    expect(getFailedStageRole(stages)).toBe('classify');
    expect(getFailedStageRole([makeAttempt()])).toBeNull();
  });
});

describe('flowStageNameLabel', () => {
  it('reads each stage as words, in English and French, never as its key', async () => {
    expect(flowStageNameLabel(t, 'erase')).toBe('Erase data');
    expect(flowStageNameLabel(t, 'apply')).toBe('Apply results');
    expect(flowStageNameLabel(t, 'crm_write')).toBe('Crm write');
    expect(flowStageNameLabel(t, null)).toBe('—');
    await activateLocale('fr');
    try {
      expect(flowStageNameLabel(t, 'erase')).toBe('Effacement des données');
      expect(flowStageNameLabel(t, 'extract')).toBe('Extraction du texte');
    } finally {
      await activateLocale('en');
    }
  });
});
