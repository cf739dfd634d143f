import type { TRpaLaunchAction } from '@staffing/domain';

/** What a browser run's flow carries (docs/decisions/0014-rpa-stream.md). */
export type TRpaFlowPayload = {
  action: TRpaLaunchAction;
  needId: string;
  candidateId: string | null;
  expectedTjm: number | null;
  /** YYYY-MM-DD and HH:MM. */
  interviewDate: string | null;
  interviewTime: string | null;
  /** A retention's projected start, YYYY-MM-DD (absent on runs launched before it was asked). */
  projectedStartDate?: string | null;
  headless: boolean;
  /** The record's business key (`<needId>:<action>[:<candidate>]`); null for the device check. */
  externalKey: string | null;
  batch?: { id: string; index: number; size: number } | null;
  /** Set when a workflow request (CRM_MODE rpa) started the run: the request follows it. */
  workflowRequestId?: string | null;
  /** The request's payload (projected start, end date, ...), read by the mapped write. */
  requestPayload?: Record<string, unknown> | null;
};
