import type { z } from 'zod';
import {
  FLOW_STAGE_ROLES,
  type TCrmFlowError,
  type TFlowCategory,
  type TFlowStageRole,
} from '@staffing/domain';
import type { TFlowRow } from './flows.repository.ts';

/** Thrown for failures that another attempt cannot fix (bad document, record gone). */
export class PermanentJobError extends Error {}

export type TStageContext = {
  flow: TFlowRow;
  /** Outputs of the stages already completed, by stage name (kept across attempts and restarts). */
  outputs: Record<string, unknown>;
};

export type TStageDefinition = {
  /** The stage's own name (extract, analyse, collect, ...), the key of its saved output. */
  name: string;
  /** What the retry actions of Flow Administration name: retry-poll, -classify, -apply. */
  role: TFlowStageRole;
  /** Progress (percent) reported when the stage starts. */
  progress: number;
  /** Checks the flow's payload before the stage runs; a mismatch fails the run for good. */
  input?: z.ZodType;
  /** Checks the stage's output before it is saved; a mismatch fails the run for good. */
  output?: z.ZodType;
  /** A short line for the timeline: what the stage works on. */
  summariseInput?: (ctx: TStageContext) => string | null;
  /** A short line for the timeline: what the stage produced. */
  summariseOutput?: (output: unknown) => string | null;
  run: (ctx: TStageContext) => Promise<unknown>;
};

/** What a failure says beyond its message; the platform adds the stage and the time. */
export type TCrmErrorDetail = Pick<TCrmFlowError, 'errorCode' | 'fields' | 'message'>;

export type TVerifyResult = { verified: boolean; detail: string };

export type TJobDefinition = {
  type: string;
  category: TFlowCategory;
  /** The pg-boss queue; by default the type with dashes (jd_analysis → jd-analysis). */
  queue?: string;
  stages: TStageDefinition[];
  /**
   * The one retry layer: pg-boss runs the job again `attempts - 1` times, waiting
   * `backoffSeconds` (growing exponentially). A stage never loops on its own.
   */
  retry: { attempts: number; backoffSeconds: number };
  /** Time limit of one stage; the run's claim (and pg-boss's expiry) is sized from it. */
  timeoutSeconds: number;
  /**
   * Runs of this type one process works on at once (default 1): each is one more worker on the
   * type's queue.
   */
  concurrency?: number;
  /**
   * A pending flow deliberately not queued yet (the later runs of a sequential batch): the
   * stranded-flow sweep leaves it alone while this says so.
   */
  isHeld?: (flow: TFlowRow) => Promise<boolean>;
  /** Checks the payload when a flow is created. */
  payload?: z.ZodType;
  isPermanent?: (err: unknown) => boolean;
  /**
   * The CRM refusal a failure carries (errorCode, fields), kept on the flow as
   * `metadata.crmError`. By default read off the error itself (`readCrmErrorOf`: a CrmError or
   * any error with an `errorCode`), so a job only sets this to read something else.
   */
  describeError?: (err: unknown) => TCrmErrorDetail | null;
  onProgress?: (flow: TFlowRow, stage: string, progress: number) => Promise<void>;
  /**
   * The completed flow's message, read off the stage outputs (e.g. a mail drafted from the
   * template because the AI provider failed); none by default.
   */
  completionMessage?: (outputs: Record<string, unknown>) => string | null;
  /** Runs after the flow is marked completed: publish the completion events here. */
  onComplete?: (flow: TFlowRow, outputs: Record<string, unknown>) => Promise<void>;
  /** Runs once, when the last attempt failed: mark the record and publish the error event. */
  onError?: (flow: TFlowRow, message: string) => Promise<void>;
  /** Runs once, when the flow ends cancelled (at once, or at its next stage boundary). */
  onCancel?: (flow: TFlowRow) => Promise<void>;
  /** Runs when a stage retry (Flow Administration) queues the flow again. */
  onRestart?: (flow: TFlowRow) => Promise<void>;
  /**
   * verify-step: checks that the last completed stage's saved output still matches the records.
   * Without it the platform checks that the need and candidate the flow names still exist.
   */
  verify?: (flow: TFlowRow, stage: string, output: unknown) => Promise<TVerifyResult>;
};

/** Checks a definition once, at registration: known roles, stage names unique, sane numbers. */
export function defineJob<T extends TJobDefinition>(def: T): T {
  const names = new Set<string>();
  if (def.stages.length === 0) throw new Error(`job ${def.type} has no stage`);
  for (const stage of def.stages) {
    if (names.has(stage.name)) throw new Error(`job ${def.type}: stage ${stage.name} twice`);
    if (!FLOW_STAGE_ROLES.includes(stage.role))
      throw new Error(`job ${def.type}: stage ${stage.name} has no known role`);
    names.add(stage.name);
  }
  if (def.retry.attempts < 1 || def.timeoutSeconds < 1)
    throw new Error(`job ${def.type}: attempts and timeout must be at least 1`);
  return def;
}

export function queueNameOf(def: TJobDefinition): string {
  return def.queue ?? def.type.replace(/_/g, '-');
}

const SUMMARY_MAX = 300;

/** A one-line summary of a value for the timeline (default when a stage gives none). */
export function summarise(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => {
      if (typeof v === 'string') return `${k}: ${v.length > 40 ? `${v.slice(0, 40)}…` : v}`;
      if (typeof v === 'number' || typeof v === 'boolean' || v === null) return `${k}: ${v}`;
      if (Array.isArray(v)) return `${k}: ${v.length} item(s)`;
      return `${k}: {…}`;
    });
    text = entries.join(', ');
  } else text = JSON.stringify(value) ?? '';
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text || null;
}
