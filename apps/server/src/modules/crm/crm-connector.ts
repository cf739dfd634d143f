import { z } from 'zod';
import { getCrmExternalKey, RPA_ACTIONS, type TRpaAction } from '@staffing/domain';

/**
 * The CRM connector: one `write(action, input)` for every CRM action of the process tracker.
 * Every write is keyed by
 * an idempotency key (the record's business identity, `<needId>:<action>[:<candidate>]`) and
 * upserts on it, so a retried job finds the record it made before instead of making a second
 * one. Three implementations: the Salesforce API (jsforce), the browser runner (playwright-core)
 * and the in-process sandbox; the embedded sandbox CRM answers the first two as Salesforce would.
 */

/** The CRM actions are the RPA actions of the domain (spec 001 section 9). */
export const CRM_ACTIONS = RPA_ACTIONS;
export type TCrmAction = TRpaAction;
/** A launch action that writes a CRM record (the device check writes none). */
export const isCrmAction = (action: string): action is TCrmAction =>
  CRM_ACTIONS.some((known) => known === action);

/** The need as the CRM write sees it (read by the job's poll stage). */
export const ZCrmNeedFacts = z.object({
  id: z.string(),
  title: z.string(),
  client: z.string(),
  tjm: z.number().nullable(),
  quantity: z.number(),
  description: z.string().nullable(),
  orderClients: z.array(z.string()),
  orderClientsEmail: z.array(z.string()),
  /** Consultant names (the Sales users of the need), first one the owner. */
  consultants: z.array(z.string()),
  opportunitySalesforceId: z.string().nullable(),
  opportunitySalesforceUrl: z.string().nullable(),
  missionSalesforceUrl: z.string().nullable(),
  propositionSalesforceId: z.string().nullable(),
});
export type TCrmNeedFacts = z.infer<typeof ZCrmNeedFacts>;

/** The candidate named by the request, when it names one (a proposition may name only a name). */
export const ZCrmCandidateFacts = z.object({
  id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  salesforceId: z.string().nullable(),
});
export type TCrmCandidateFacts = z.infer<typeof ZCrmCandidateFacts>;

export type TCrmWriteInput = {
  /** `<needId>:<action>[:<candidate>]`: the same key twice gives the same record. */
  idempotencyKey: string;
  need: TCrmNeedFacts;
  candidate: TCrmCandidateFacts | null;
  /** The request's payload (expectedTjm, interviewDate, projectedStartDate, endDate, ...). */
  payload: Record<string, unknown>;
};

export const ZCrmRecord = z.object({
  /** The CRM object written (Opportunity, OpportunityLineItem, Mission__c, ...). */
  object: z.string(),
  id: z.string(),
  url: z.string(),
  /** When the record was first created (the same on every later upsert of its key). */
  createdAt: z.string(),
  /** False when the key already named a record, which was updated. */
  created: z.boolean(),
  /** Which path wrote it, for the run's timeline: the REST API, the browser, or in-process. */
  via: z.enum(['api', 'rpa', 'in-process']).optional(),
});
export type TCrmRecord = z.infer<typeof ZCrmRecord>;

/** Salesforce-like error codes the connectors report. */
export const CRM_ERROR_CODES = [
  'REQUIRED_FIELD_MISSING',
  'FIELD_CUSTOM_VALIDATION_EXCEPTION',
  'FIELD_INTEGRITY_EXCEPTION',
  'INVALID_CROSS_REFERENCE_KEY',
  'INVALID_FIELD',
  'DUPLICATES_DETECTED',
  'DUPLICATE_VALUE',
  'INSUFFICIENT_ACCESS_OR_READONLY',
  'INVALID_SESSION_ID',
  'UNABLE_TO_LOCK_ROW',
  'REQUEST_LIMIT_EXCEEDED',
  'UNAVAILABLE',
  'TIMEOUT',
  'INVALID_FIELD_FOR_INSERT_UPDATE',
  'INVALID_TYPE_ON_FIELD_IN_RECORD',
  'STRING_TOO_LONG',
  'INVALID_EMAIL_ADDRESS',
  'MALFORMED_ID',
  /** An upsert key that names several records (Salesforce answers 300): nothing was written. */
  'DUPLICATE_EXTERNAL_ID',
  'NOT_FOUND',
  'INVALID_LOGIN',
  /** A sub-request stopped because another one of its composite request failed. */
  'PROCESSING_HALTED',
  'UNKNOWN_EXCEPTION',
] as const;
/** A known code, or whatever other code the CRM answered (kept as it said it). */
export type TCrmErrorCode = (typeof CRM_ERROR_CODES)[number] | (string & {});

const TRANSIENT_CODES: ReadonlySet<TCrmErrorCode> = new Set([
  'UNABLE_TO_LOCK_ROW',
  'REQUEST_LIMIT_EXCEEDED',
  'UNAVAILABLE',
  'TIMEOUT',
]);

/**
 * A CRM refusal: its code, the fields concerned and a message a person can act on. A permanent
 * error (validation, missing data) fails the run at once; a transient one (a locked row, the API
 * budget, the CRM unreachable) is retried by the job.
 */
export class CrmError extends Error {
  readonly permanent: boolean;
  constructor(
    readonly errorCode: TCrmErrorCode,
    message: string,
    readonly fields: string[] = [],
    permanent?: boolean,
  ) {
    super(message);
    this.name = 'CrmError';
    this.permanent = permanent ?? !TRANSIENT_CODES.has(errorCode);
  }
}

export function isPermanentCrmError(err: unknown): boolean {
  return err instanceof CrmError && err.permanent;
}

/**
 * What each CRM action takes and gives back. Every action writes one record from the same facts
 * today; an action that needs more (or answers more) says so here, and `write` follows.
 */
export type TCrmWrites = { [A in TCrmAction]: { input: TCrmWriteInput; result: TCrmRecord } };

export interface TCrmConnector {
  /** Shown beside CRM links: 'sandbox' records are local and labelled as such. */
  readonly name: string;
  /** Writes (upserts on its idempotency key) the record of one action. */
  write<A extends TCrmAction>(
    action: A,
    input: TCrmWrites[A]['input'],
  ): Promise<TCrmWrites[A]['result']>;
}

/**
 * The idempotency key of one write: the record's business identity (one opportunity per need,
 * one proposition per need and candidate, see getCrmExternalKey), whichever path writes it.
 */
export function crmIdempotencyKey(input: {
  action: TCrmAction;
  needId: string;
  candidate: TCrmCandidateFacts | null;
}): string {
  return getCrmExternalKey({
    action: input.action,
    needId: input.needId,
    candidateId: input.candidate?.id ?? null,
    candidateName: input.candidate?.name ?? null,
  });
}
