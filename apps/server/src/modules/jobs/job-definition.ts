import { z } from 'zod';
import {
  FLOW_STAGE_ROLES,
  type TCrmFlowError,
  type TFlowCategory,
  type TFlowStageRole,
} from '@staffing/domain';
import { AppError } from '../../lib/errors.ts';
import type { TFlowRow } from './flows.repository.ts';

/** Thrown for failures that another attempt cannot fix (bad document, record gone). */
export class PermanentJobError extends Error {}

/** A record gone while its job ran (a 404 from a command) cannot come back on a retry. */
export function permanentIfGone(err: unknown): never {
  if (err instanceof AppError && err.status === 404) throw new PermanentJobError(err.message);
  throw err;
}

/** The schemas of a job's stage outputs, by stage name. */
export type TOutputSchemas = Record<string, z.ZodType>;
/** Every stage's output, as its schema reads it (what completion hooks see). */
export type TOutputsOf<S extends TOutputSchemas> = z.output<z.ZodObject<S>>;

export type TStageContext<P, S extends TOutputSchemas> = {
  flow: TFlowRow;
  /** The flow's payload, checked against the job's payload schema. */
  payload: P;
  /**
   * The saved output of an earlier stage (kept across attempts and restarts), checked against
   * its schema; asking for a stage that has not run yet fails the run for good.
   */
  output: <K extends keyof S & string>(stage: K) => z.output<S[K]>;
};

/** One stage of a job whose payload reads as P and whose stage outputs are S; this one is K. */
export type TStage<P, S extends TOutputSchemas, K extends keyof S & string> = {
  /** The stage's own name (extract, analyse, collect, ...), the key of its saved output. */
  name: K;
  /** What the retry actions of Flow Administration name: retry-poll, -classify, -apply. */
  role: TFlowStageRole;
  /** Progress (percent) reported when the stage starts. */
  progress: number;
  /** A short line for the timeline: what the stage works on. */
  summariseInput?: (ctx: TStageContext<P, S>) => string | null;
  /** A short line for the timeline: what the stage produced. */
  summariseOutput?: (output: z.output<S[K]>) => string | null;
  /** Its result is checked against `outputs[name]` before it is saved. */
  run: (ctx: TStageContext<P, S>) => Promise<z.input<S[K]>>;
};

/**
 * A stage that reads only the flow and its payload (no earlier output): it fits every job whose
 * payload has what P names and whose stage K outputs O.
 */
export type TPayloadStage<P, K extends string, O> = {
  name: K;
  role: TFlowStageRole;
  progress: number;
  summariseInput?: (ctx: { flow: TFlowRow; payload: P }) => string | null;
  summariseOutput?: (output: O) => string | null;
  run: (ctx: { flow: TFlowRow; payload: P }) => Promise<O>;
};

/** Any one of the stages of a job with these outputs. */
export type TStageOf<P, S extends TOutputSchemas> = {
  [K in keyof S & string]: TStage<P, S, K>;
}[keyof S & string];

/** What a failure says beyond its message; the platform adds the stage and the time. */
export type TCrmErrorDetail = Pick<TCrmFlowError, 'errorCode' | 'fields' | 'message'>;

export type TVerifyResult = { verified: boolean; detail: string };

/** What every job says about how it runs, whatever its payload and outputs. */
type TJobSettings = {
  type: string;
  category: TFlowCategory;
  /** The pg-boss queue; by default the type with dashes (jd_analysis → jd-analysis). */
  queue?: string;
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
  isPermanent?: (err: unknown) => boolean;
  /**
   * The CRM refusal a failure carries (errorCode, fields), kept on the flow as
   * `metadata.crmError`. By default read off the error itself (`readCrmErrorOf`: a CrmError or
   * any error with an `errorCode`), so a job only sets this to read something else.
   */
  describeError?: (err: unknown) => TCrmErrorDetail | null;
  onProgress?: (flow: TFlowRow, stage: string, progress: number) => Promise<void>;
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

/** A job as a module writes it: its payload and every stage output are zod schemas. */
export type TJobSpec<PS extends z.ZodType, S extends TOutputSchemas> = TJobSettings & {
  /** Checked when the flow is created and again when a run takes it. */
  payload: PS;
  /** Each stage's output schema, by stage name. */
  outputs: S;
  stages: TStageOf<z.output<PS>, S>[];
  /**
   * The completed flow's message, read off the stage outputs (e.g. a mail drafted from the
   * template because the AI provider failed); none by default.
   */
  completionMessage?: (outputs: TOutputsOf<S>) => string | null;
  /** Runs after the flow is marked completed: publish the completion events here. */
  onComplete?: (flow: TFlowRow, outputs: TOutputsOf<S>) => Promise<void>;
};

/** A stage as the runner drives it: the values it passes are checked by the job's schemas. */
export type TRunnableStage = {
  name: string;
  role: TFlowStageRole;
  progress: number;
  summariseInput?: (flow: TFlowRow, outputs: Record<string, unknown>) => string | null;
  summariseOutput?: (output: unknown) => string | null;
  /** The reason the output does not fit the stage's schema, or null when it does. */
  checkOutput: (output: unknown) => string | null;
  run: (flow: TFlowRow, outputs: Record<string, unknown>) => Promise<unknown>;
};

/** A registered job: its settings and stages, the typed parts closed over their schemas. */
export type TJobDefinition = TJobSettings & {
  stages: TRunnableStage[];
  /** The reason a payload does not fit the job's schema, or null when it does. */
  checkPayload: (payload: unknown) => string | null;
  completionMessage?: (outputs: Record<string, unknown>) => string | null;
  onComplete?: (flow: TFlowRow, outputs: Record<string, unknown>) => Promise<void>;
};

/** A stage's output schema, typed for that stage. */
function schemaOf<S extends TOutputSchemas, K extends keyof S>(schemas: S, stage: K): S[K] {
  return schemas[stage];
}

/** The first thing a schema found wrong, with where it is. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
}

/**
 * Checks a job once, at registration (known roles, one schema and one stage per name, sane
 * numbers), and turns it into what the runner drives: every payload and saved output a stage or
 * hook receives has been read through its schema, so no job casts one.
 */
export function defineJob<PS extends z.ZodType, S extends TOutputSchemas>(
  spec: TJobSpec<PS, S>,
): TJobDefinition {
  const { payload: payloadSchema, outputs: schemas, stages, completionMessage, onComplete } = spec;
  const names = new Set<string>();
  if (stages.length === 0) throw new Error(`job ${spec.type} has no stage`);
  for (const stage of stages) {
    if (names.has(stage.name)) throw new Error(`job ${spec.type}: stage ${stage.name} twice`);
    if (!FLOW_STAGE_ROLES.includes(stage.role))
      throw new Error(`job ${spec.type}: stage ${stage.name} has no known role`);
    names.add(stage.name);
  }
  const unstaged = Object.keys(schemas).filter((name) => !names.has(name));
  if (unstaged.length > 0 || names.size !== Object.keys(schemas).length)
    throw new Error(`job ${spec.type}: one output schema per stage, no more`);
  if (spec.retry.attempts < 1 || spec.timeoutSeconds < 1)
    throw new Error(`job ${spec.type}: attempts and timeout must be at least 1`);

  const all = z.object(schemas);
  const checkPayload = (payload: unknown) => {
    const checked = payloadSchema.safeParse(payload ?? {});
    return checked.success ? null : describeIssue(checked.error);
  };
  function payloadOf(flow: TFlowRow): z.output<PS> {
    const checked = payloadSchema.safeParse(flow.payload ?? {});
    if (!checked.success)
      throw new PermanentJobError(`The flow's payload is invalid: ${describeIssue(checked.error)}`);
    return checked.data;
  }
  const contextOf = (
    flow: TFlowRow,
    saved: Record<string, unknown>,
  ): TStageContext<z.output<PS>, S> => ({
    flow,
    payload: payloadOf(flow),
    output: (stage) => {
      if (!(stage in saved))
        throw new PermanentJobError(`Stage ${stage} has no saved output to read`);
      const checked = z.safeParse(schemaOf(schemas, stage), saved[stage]);
      if (!checked.success)
        throw new PermanentJobError(
          `The saved output of stage ${stage} is invalid: ${describeIssue(checked.error)}`,
        );
      return checked.data;
    },
  });
  const allOutputs = (saved: Record<string, unknown>) => all.safeParse(saved);

  return {
    ...spec,
    checkPayload,
    stages: stages.map((stage): TRunnableStage => {
      const schema = schemaOf(schemas, stage.name);
      const { summariseInput, summariseOutput } = stage;
      return {
        name: stage.name,
        role: stage.role,
        progress: stage.progress,
        summariseInput: summariseInput && ((flow, saved) => summariseInput(contextOf(flow, saved))),
        summariseOutput:
          summariseOutput &&
          ((output) => {
            const checked = z.safeParse(schema, output);
            return checked.success ? summariseOutput(checked.data) : summarise(output);
          }),
        checkOutput: (output) => {
          const checked = z.safeParse(schema, output);
          return checked.success ? null : describeIssue(checked.error);
        },
        run: (flow, saved) => stage.run(contextOf(flow, saved)),
      };
    }),
    completionMessage:
      completionMessage &&
      ((saved) => {
        const checked = allOutputs(saved);
        return checked.success ? completionMessage(checked.data) : null;
      }),
    onComplete:
      onComplete &&
      (async (flow, saved) => {
        const checked = allOutputs(saved);
        if (!checked.success)
          throw new Error(`The saved stage outputs are invalid: ${describeIssue(checked.error)}`);
        await onComplete(flow, checked.data);
      }),
  };
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
    const entries = Object.entries(value).map(([k, v]) => {
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
