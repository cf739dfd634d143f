import type { TFlow, TFlowMetrics, TFlowStageAttempt } from '@staffing/domain';

export const makeFlow = (overrides: Partial<TFlow> = {}): TFlow => {
  const id = overrides.id ?? 'flow_cv_1';
  return {
    id,
    flowId: id,
    type: 'cv_analysis',
    status: 'completed',
    progress: 100,
    category: 'analysis_processing',
    stage: 'apply',
    needId: '3f1c2a4e-0000-4000-8000-000000000001',
    needName: 'Senior Java Developer',
    candidateId: '3f1c2a4e-0000-4000-8000-000000000002',
    candidateName: 'Claire Martin',
    candidateEmail: 'claire.martin@example.com',
    clientEmail: null,
    startedAt: '2026-03-02T10:00:00.000Z',
    completedAt: '2026-03-02T10:00:04.000Z',
    duration: 4000,
    message: null,
    error: null,
    payload: { filename: 'claire.docx' },
    originalPayload: null,
    metadata: {},
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:04.000Z',
    ...overrides,
  };
};

export const makeAttempt = (overrides: Partial<TFlowStageAttempt> = {}): TFlowStageAttempt => ({
  stage: 'extract',
  role: 'poll',
  attempt: 1,
  status: 'completed',
  queuedAt: '2026-03-02T10:00:00.000Z',
  startedAt: '2026-03-02T10:00:00.500Z',
  endedAt: '2026-03-02T10:00:01.000Z',
  durationMs: 500,
  queueWaitMs: 500,
  inputSummary: null,
  outputSummary: null,
  error: null,
  ...overrides,
});

const counts = (total: number, error = 0) => ({
  total,
  pending: 0,
  processing: 0,
  completed: total - error,
  error,
  cancelled: 0,
});

export const makeMetrics = (overrides: Partial<TFlowMetrics> = {}): TFlowMetrics => ({
  windowHours: 24,
  totals: counts(2, 1),
  byCategory: {
    mail_processing: counts(0),
    analysis_processing: counts(1),
    crm_rpa: counts(1, 1),
  },
  throughputPerHour: 0.1,
  errorRate: 0.5,
  durationMs: { p50: 4000, p95: 65_000 },
  queueWaitMs: { p50: 200, p95: 900 },
  stuck: { count: 0, flowIds: [] },
  ...overrides,
});
