import { z } from 'zod';
import { RPA_LAUNCH_ACTIONS } from '@staffing/domain';

/** What a browser run's flow carries (docs/decisions/0014-rpa-stream.md). */
export const ZRpaFlowPayload = z.object({
  action: z.enum(RPA_LAUNCH_ACTIONS),
  needId: z.string(),
  candidateId: z.string().nullable(),
  expectedTjm: z.number().nullable(),
  /** YYYY-MM-DD and HH:MM. */
  interviewDate: z.string().nullable(),
  interviewTime: z.string().nullable(),
  /** A retention's projected start, YYYY-MM-DD (absent on runs launched before it was asked). */
  projectedStartDate: z.string().nullish(),
  headless: z.boolean(),
  /** The record's business key (`<needId>:<action>[:<candidate>]`); null for the device check. */
  externalKey: z.string().nullable(),
  batch: z.object({ id: z.string(), index: z.number(), size: z.number() }).nullish(),
  /** Set when a workflow request (CRM_MODE rpa) started the run: the request follows it. */
  workflowRequestId: z.string().nullish(),
  /** The request's payload (projected start, end date, ...), read by the mapped write. */
  requestPayload: z.record(z.string(), z.unknown()).nullish(),
});
export type TRpaFlowPayload = z.infer<typeof ZRpaFlowPayload>;
