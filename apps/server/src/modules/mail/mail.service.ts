import {
  detectLanguage,
  type MailWriter,
  type TMailCandidate,
  type TMailLanguage,
  type TMailNeed,
  type TWrittenMail,
} from '@staffing/analyzer';
import {
  can,
  CV_MAIL_MESSAGES,
  FOLLOW_UP_MESSAGES,
  FOLLOW_UP_STEP_TYPE,
  type TFollowUpMail,
  type TFollowUpMailRequest,
  getCvMailEntryErrors,
  isUuid,
  toMailAvailability,
  toMailTjm,
} from '@staffing/domain';
import { eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { candidates, needs } from '../../db/schema/index.ts';
import type { TActor } from '../../lib/actor.ts';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { createFollowUpsRepository } from '../follow-ups/follow-ups.repository.ts';
import { clientEmailOf } from '../follow-ups/follow-ups.service.ts';
import { defineJob, PermanentJobError, type TJobDefinition } from '../jobs/job-definition.ts';
import type { TJobs } from '../jobs/jobs.ts';
import { FLOW_CATEGORY, type TFlowRow } from '../jobs/flows.repository.ts';
import { publishJobEvent } from '../jobs/job-events.ts';
import { createStoredFilesRepository } from '../files/stored-files.repository.ts';
import type { TEventBus } from '../realtime/event-bus.ts';

export const MAIL_JOB_TYPES = { cv: 'cv_mail', need: 'need_mail' } as const;
export const MAIL_MESSAGES = {
  keyRequired: 'job_analysis_key is required',
  jobKeyInvalid: 'job_analysis_key must be a need id or the key of its analysis file',
  cvKeyInvalid: 'cv_analysis_keys must hold candidate ids or the keys of their files',
  notFound: 'Failed to retrieve generated email',
  needNotFound: 'Failed to retrieve generated need email',
} as const;

/**
 * docs/decisions/0011-analysis-api.md: a key is a record id, or the key of a file the server stored for that record.
 * A file key is resolved through the ledger of stored files, so it names its true owner and
 * only a file of the expected kind counts; an id read out of a made-up path is not trusted.
 */
const KEY_KINDS = {
  need: { ownerType: 'need', kinds: ['jd', 'jd_analysis'] },
  candidate: { ownerType: 'candidate', kinds: ['cv'] },
} as const;

export type TCvMailInput = {
  jobAnalysisKey: string;
  cvAnalysisKeys: string[];
  cvDetails: Record<string, { tjm?: unknown; availability?: unknown } | undefined>;
};

type TCvMailPayload = {
  needId: string;
  candidates: { id: string; tjm: number; availability: string }[];
  senderName: string;
};
type TNeedMailPayload = { needId: string; senderName: string };

/** `idOf` maps each key of the request to its record id (null when it names none). */
export function checkCvMailInput(
  input: TCvMailInput,
  idOf: (key: string, of: keyof typeof KEY_KINDS) => string | null,
) {
  if (!input.jobAnalysisKey?.trim()) throw badInput(MAIL_MESSAGES.keyRequired);
  const needId = idOf(input.jobAnalysisKey, 'need');
  if (!needId) throw badInput(MAIL_MESSAGES.jobKeyInvalid);
  const keys = (input.cvAnalysisKeys ?? []).filter((k) => typeof k === 'string' && k.trim());
  if (keys.length === 0) throw badInput(CV_MAIL_MESSAGES.selectCandidate);
  const chosen: TCvMailPayload['candidates'] = [];
  for (const key of keys) {
    const id = idOf(key, 'candidate');
    if (!id) throw badInput(MAIL_MESSAGES.cvKeyInvalid);
    const details = input.cvDetails?.[key] ?? input.cvDetails?.[id] ?? {};
    // The dialog's own rules and messages; the first refusal is the answer.
    const refusal = Object.values(getCvMailEntryErrors(details))[0];
    const tjm = toMailTjm(details.tjm);
    if (refusal || tjm === null) throw badInput(refusal ?? CV_MAIL_MESSAGES.tjmRequired);
    const availability = toMailAvailability(details.availability);
    if (!chosen.some((c) => c.id === id))
      chosen.push({ id, tjm, availability: availability.slice(0, 200) });
  }
  return { needId, candidates: chosen };
}

function mailNeed(row: typeof needs.$inferSelect): TMailNeed {
  return {
    title: row.title,
    client: row.client,
    description: row.description,
    seniority: row.jdSeniority,
    experienceYears: row.jdExperienceYears,
    location: row.jdLocation,
    requiredSkills: row.jdRequiredSkills,
    desiredSkills: row.jdDesiredSkills,
    responsibilities: row.jdResponsibilities,
  };
}

/** "Subject: …" / "Objet : …", a blank line, the body: a written mail split for a mailto. */
export function splitMail(content: string): { subject: string; body: string } {
  const [first = '', ...rest] = content.split('\n');
  const match = /^(?:Subject|Objet)\s*:\s*(.*)$/i.exec(first.trim());
  if (!match) return { subject: '', body: content.trim() };
  return { subject: match[1]!.trim(), body: rest.join('\n').trim() };
}

/** The need's own language: its description, title and responsibilities decide. */
export function needLanguage(need: TMailNeed): TMailLanguage {
  return detectLanguage([need.title, need.description ?? '', ...need.responsibilities].join('\n'));
}

export function createMailService(deps: {
  db: TDb;
  bus: TEventBus;
  runner: TJobs;
  /** The AI provider's mail writer: the templates offline, the model with AI_PROVIDER=openai. */
  writer: MailWriter;
}) {
  const { db, bus, runner, writer } = deps;
  const stored = createStoredFilesRepository(db);

  /** Every key of a request resolved to the id of the record of the expected type, or null. */
  async function resolveKeys(keys: { key: string; of: keyof typeof KEY_KINDS }[]) {
    const ids = new Map<string, string | null>();
    for (const { key, of } of keys.slice(0, 200)) {
      const k = key.trim();
      if (ids.has(`${of}:${k}`)) continue;
      let id: string | null = isUuid(k) ? k.toLowerCase() : null;
      if (!id && k.length <= 300) {
        const file = await stored.find(k);
        const want = KEY_KINDS[of];
        if (
          file &&
          file.ownerType === want.ownerType &&
          (want.kinds as readonly string[]).includes(file.kind)
        )
          id = file.ownerId;
      }
      ids.set(`${of}:${k}`, id);
    }
    return (key: string, of: keyof typeof KEY_KINDS) => ids.get(`${of}:${key.trim()}`) ?? null;
  }

  async function loadNeed(needId: string) {
    const [row] = await db.select().from(needs).where(eq(needs.id, needId));
    if (!row) throw new PermanentJobError('Need not found');
    return mailNeed(row);
  }

  const events = (prefix: string, idKey: string) => ({
    onProgress: async (flow: TFlowRow, stage: string, progress: number) =>
      publishJobEvent(bus, `${prefix}_progress`, flow.needId ?? flow.id, flow.id, {
        progress,
        stage,
        need_id: flow.needId,
        [idKey]: flow.id,
      }),
    onComplete: async (flow: TFlowRow, outputs: Record<string, unknown>) =>
      publishJobEvent(bus, `${prefix}_complete`, flow.needId ?? flow.id, flow.id, {
        progress: 100,
        need_id: flow.needId,
        [idKey]: flow.id,
        email_content: (outputs.apply as { email_content: string }).email_content,
      }),
    onError: async (flow: TFlowRow, message: string) =>
      publishJobEvent(
        bus,
        `${prefix}_error`,
        flow.needId ?? flow.id,
        flow.id,
        { need_id: flow.needId, [idKey]: flow.id, error: message },
        message,
      ),
  });

  const run = {
    category: FLOW_CATEGORY.mail,
    retry: { attempts: 3, backoffSeconds: 2 },
    timeoutSeconds: 5 * 60,
    // How the mail was written (the model, or the template because the provider failed).
    completionMessage: (outputs: Record<string, unknown>) =>
      (outputs.compose as TWrittenMail | undefined)?.message ?? null,
  } as const;

  const cvMail: TJobDefinition = defineJob({
    type: MAIL_JOB_TYPES.cv,
    queue: 'cv-mail',
    ...run,
    stages: [
      {
        name: 'collect',
        role: 'poll',
        progress: 10,
        async run({ flow }) {
          const payload = flow.payload as TCvMailPayload;
          const need = await loadNeed(payload.needId);
          const rows = await db
            .select()
            .from(candidates)
            .where(
              inArray(
                candidates.id,
                payload.candidates.map((c) => c.id),
              ),
            );
          const people: TMailCandidate[] = payload.candidates.flatMap((chosen) => {
            const row = rows.find((r) => r.id === chosen.id);
            return row
              ? [
                  {
                    name: row.name,
                    role: row.cvRole,
                    experienceYears: row.cvExperienceYears,
                    skills: row.skills,
                    tjm: chosen.tjm,
                    availability: chosen.availability,
                  },
                ]
              : [];
          });
          if (people.length === 0) throw new PermanentJobError('Candidate not found');
          return { need, candidates: people };
        },
      },
      {
        name: 'compose',
        role: 'classify',
        progress: 50,
        async run({ flow, outputs }) {
          const { need, candidates: people } = outputs.collect as {
            need: TMailNeed;
            candidates: TMailCandidate[];
          };
          const payload = flow.payload as TCvMailPayload;
          return writer.writeCandidatesMail({
            language: needLanguage(need),
            need,
            candidates: people,
            senderName: payload.senderName,
          });
        },
      },
      {
        name: 'apply',
        role: 'apply',
        progress: 90,
        run: async ({ outputs }) => outputs.compose,
      },
    ],
    ...events('mail_generation', 'mail_job_id'),
  });

  const needMail: TJobDefinition = defineJob({
    type: MAIL_JOB_TYPES.need,
    queue: 'need-mail',
    ...run,
    stages: [
      {
        name: 'collect',
        role: 'poll',
        progress: 10,
        run: async ({ flow }) => ({
          need: await loadNeed((flow.payload as TNeedMailPayload).needId),
        }),
      },
      {
        name: 'compose',
        role: 'classify',
        progress: 50,
        async run({ flow, outputs }) {
          const { need } = outputs.collect as { need: TMailNeed };
          return writer.writeNeedMail({
            language: needLanguage(need),
            need,
            senderName: (flow.payload as TNeedMailPayload).senderName,
          });
        },
      },
      {
        name: 'apply',
        role: 'apply',
        progress: 90,
        run: async ({ outputs }) => outputs.compose,
      },
    ],
    ...events('need_description_mail', 'need_mail_job_id'),
  });

  runner.register(cvMail);
  runner.register(needMail);

  async function requireNeed(needId: string) {
    const [row] = await db
      .select({ id: needs.id, title: needs.title })
      .from(needs)
      .where(eq(needs.id, needId));
    if (!row) throw notFound('Need not found');
    return row;
  }

  async function read(jobId: string, type: string, message: string) {
    const flow = await runner.flows.findById(jobId);
    if (!flow || flow.type !== type) throw notFound(message);
    const stages = (flow.result?.stages ?? {}) as Record<
      string,
      { email_content?: string } | undefined
    >;
    return {
      email_content: flow.status === 'completed' ? (stages.apply?.email_content ?? null) : null,
      status: flow.status,
      progress: flow.progress,
      ...(flow.error ? { error: flow.error } : {}),
    };
  }

  const followUps = createFollowUpsRepository(db);

  return {
    /**
     * The follow-up e-mail of a candidate sent to the client, drafted at once (the
     * template, or the model when AI_PROVIDER=openai, which falls back to the template).
     */
    async draftFollowUp(actor: TActor, input: TFollowUpMailRequest): Promise<TFollowUpMail> {
      if (!can.followUpCandidates(actor.role)) throw forbidden(FOLLOW_UP_MESSAGES.forbidden);
      if (!isUuid(input.needId)) throw notFound('Need not found');
      if (!isUuid(input.candidateId)) throw notFound('Candidate not found');
      const [needRow] = await db.select().from(needs).where(eq(needs.id, input.needId));
      if (!needRow) throw notFound('Need not found');
      const [candidate] = await db
        .select({ name: candidates.name, role: candidates.cvRole })
        .from(candidates)
        .where(eq(candidates.id, input.candidateId));
      if (!candidate) throw notFound('Candidate not found');
      const pair = await followUps.findPair(input.needId, input.candidateId);
      if (!pair) throw notFound(FOLLOW_UP_MESSAGES.pairNotFound);
      if (pair.stepType !== FOLLOW_UP_STEP_TYPE || !pair.stepDate)
        throw conflict(FOLLOW_UP_MESSAGES.notSent);
      const need = mailNeed(needRow);
      const written = await writer.writeFollowUpMail({
        language: needLanguage(need),
        need,
        candidate,
        sentAt: pair.stepDate.toISOString(),
        senderName: actor.name,
      });
      return {
        ...splitMail(written.email_content),
        to: clientEmailOf(pair.detail),
        email_content: written.email_content,
        message: written.message,
      };
    },

    async generateCvMail(actor: TActor, input: TCvMailInput) {
      if (!can.generateMail(actor.role)) throw forbidden('Recruiters cannot generate e-mails');
      const idOf = await resolveKeys([
        { key: input.jobAnalysisKey ?? '', of: 'need' },
        ...(input.cvAnalysisKeys ?? [])
          .filter((k) => typeof k === 'string')
          .map((key) => ({ key, of: 'candidate' as const })),
      ]);
      const checked = checkCvMailInput(input, idOf);
      const need = await requireNeed(checked.needId);
      const found = await db
        .select({ id: candidates.id, name: candidates.name })
        .from(candidates)
        .where(
          inArray(
            candidates.id,
            checked.candidates.map((c) => c.id),
          ),
        );
      if (found.length !== checked.candidates.length) throw notFound('Candidate not found');
      const flow = await runner.create({
        type: MAIL_JOB_TYPES.cv,
        category: FLOW_CATEGORY.mail,
        payload: { ...checked, senderName: actor.name } satisfies TCvMailPayload,
        needId: need.id,
        needName: need.title,
        candidateId: found.length === 1 ? found[0]!.id : null,
        candidateName: found
          .map((c) => c.name)
          .join(', ')
          .slice(0, 500),
        createdBy: actor.id,
      });
      await runner.enqueue(flow);
      return { mail_job_id: flow.id };
    },

    async generateNeedMail(actor: TActor, input: { jobAnalysisKey: string }) {
      if (!can.generateMail(actor.role)) throw forbidden('Recruiters cannot generate e-mails');
      if (!input.jobAnalysisKey?.trim()) throw badInput(MAIL_MESSAGES.keyRequired);
      const idOf = await resolveKeys([{ key: input.jobAnalysisKey, of: 'need' }]);
      const needId = idOf(input.jobAnalysisKey, 'need');
      if (!needId) throw badInput(MAIL_MESSAGES.jobKeyInvalid);
      const need = await requireNeed(needId);
      const flow = await runner.create({
        type: MAIL_JOB_TYPES.need,
        category: FLOW_CATEGORY.mail,
        payload: { needId, senderName: actor.name } satisfies TNeedMailPayload,
        needId,
        needName: need.title,
        createdBy: actor.id,
      });
      await runner.enqueue(flow);
      return { need_mail_job_id: flow.id };
    },

    async readCvMail(actor: TActor, jobId: string) {
      if (!can.readGeneratedMail(actor.role)) throw forbidden();
      return read(jobId, MAIL_JOB_TYPES.cv, MAIL_MESSAGES.notFound);
    },
    async readNeedMail(actor: TActor, jobId: string) {
      if (!can.readGeneratedMail(actor.role)) throw forbidden();
      return read(jobId, MAIL_JOB_TYPES.need, MAIL_MESSAGES.needNotFound);
    },
  };
}

export type TMailService = ReturnType<typeof createMailService>;
