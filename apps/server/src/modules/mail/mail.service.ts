import { type MailWriter, type TMailCandidate } from '@staffing/analyzer';
import {
  can,
  FOLLOW_UP_MESSAGES,
  FOLLOW_UP_STEP_TYPE,
  type TFollowUpMail,
  type TFollowUpMailRequest,
  isUuid,
} from '@staffing/domain';
import { eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { candidates, needs } from '../../db/schema/index.ts';
import type { TActor } from '../../lib/actor.ts';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { createFollowUpsRepository } from '../follow-ups/follow-ups.repository.ts';
import { clientEmailOf } from '../follow-ups/follow-ups.service.ts';
import { defineJob, PermanentJobError, type TOutputsOf } from '../jobs/job-definition.ts';
import type { TJobs } from '../jobs/jobs.ts';
import { FLOW_CATEGORY, type TFlowRow } from '../jobs/flows.repository.ts';
import { publishJobEvent } from '../jobs/job-events.ts';
import { createStoredFilesRepository } from '../files/stored-files.repository.ts';
import type { TEventBus } from '../realtime/event-bus.ts';
import {
  CV_MAIL_OUTPUTS,
  NEED_MAIL_OUTPUTS,
  ZCvMailPayload,
  ZMailResult,
  ZNeedMailPayload,
  type TCvMailPayload,
  type TNeedMailPayload,
  type TWrittenMail,
} from './mail-job-schemas.ts';
import {
  MAIL_JOB_TYPES,
  MAIL_MESSAGES,
  KEY_KINDS,
  checkCvMailInput,
  mailNeed,
  splitMail,
  needLanguage,
  type TCvMailInput,
} from './mail-input.ts';

export { MAIL_MESSAGES } from './mail-input.ts';

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

  const events = (prefix: 'mail_generation' | 'need_description_mail', idKey: string) => ({
    onProgress: async (flow: TFlowRow, stage: string, progress: number) =>
      publishJobEvent(bus, `${prefix}_progress`, flow.needId ?? flow.id, flow.id, {
        progress,
        stage,
        need_id: flow.needId,
        [idKey]: flow.id,
      }),
    onComplete: async (
      flow: TFlowRow,
      outputs: Pick<TOutputsOf<typeof CV_MAIL_OUTPUTS>, 'apply'>,
    ) =>
      publishJobEvent(bus, `${prefix}_complete`, flow.needId ?? flow.id, flow.id, {
        progress: 100,
        need_id: flow.needId,
        [idKey]: flow.id,
        email_content: outputs.apply.email_content,
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
    completionMessage: (outputs: Pick<TOutputsOf<typeof CV_MAIL_OUTPUTS>, 'compose'>) =>
      outputs.compose.message,
  } as const;

  // The written mail is the job's result as it is: the apply stage changes no record, the mail
  // is read back from the flow's output (ZMailResult) and the user sends it.
  const applyWrittenMail = {
    name: 'apply',
    role: 'apply',
    progress: 90,
    run: async ({ output }: { output: (stage: 'compose') => TWrittenMail }) => output('compose'),
  } as const;

  const cvMail = defineJob({
    type: MAIL_JOB_TYPES.cv,
    queue: 'cv-mail',
    ...run,
    payload: ZCvMailPayload,
    outputs: CV_MAIL_OUTPUTS,
    stages: [
      {
        name: 'collect',
        role: 'poll',
        progress: 10,
        async run({ payload }) {
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
        async run({ payload, output }) {
          const { need, candidates: people } = output('collect');
          return writer.writeCandidatesMail({
            language: needLanguage(need),
            need,
            candidates: people,
            senderName: payload.senderName,
          });
        },
      },
      applyWrittenMail,
    ],
    ...events('mail_generation', 'mail_job_id'),
  });

  const needMail = defineJob({
    type: MAIL_JOB_TYPES.need,
    queue: 'need-mail',
    ...run,
    payload: ZNeedMailPayload,
    outputs: NEED_MAIL_OUTPUTS,
    stages: [
      {
        name: 'collect',
        role: 'poll',
        progress: 10,
        run: async ({ payload }) => ({ need: await loadNeed(payload.needId) }),
      },
      {
        name: 'compose',
        role: 'classify',
        progress: 50,
        async run({ payload, output }) {
          const { need } = output('collect');
          return writer.writeNeedMail({
            language: needLanguage(need),
            need,
            senderName: payload.senderName,
          });
        },
      },
      applyWrittenMail,
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

  /**
   * The dossiers to attach, each found among the selected candidates' own stored files (never
   * through an id alone), so a draft can only carry what was made for the people it presents.
   */
  async function resolveAttachments(fileIds: string[], candidateIds: string[]) {
    const wanted = [...new Set(fileIds.map((f) => f.trim().toLowerCase()))];
    if (wanted.length === 0) return [];
    const owned = (
      await Promise.all(
        candidateIds.map((id) => stored.listOwned({ ownerType: 'candidate', ownerId: id })),
      )
    )
      .flat()
      .filter((f) => f.kind === 'dossier');
    return wanted.map((fileId) => {
      const file = owned.find(
        (f) => f.key.endsWith(`/${fileId}.docx`) || f.key.endsWith(`/${fileId}.pdf`),
      );
      if (!file || !isUuid(fileId)) throw badInput(MAIL_MESSAGES.attachmentInvalid);
      return { candidateId: file.ownerId, fileId, filename: file.filename ?? `${fileId}.docx` };
    });
  }

  async function read(jobId: string, type: string, message: string) {
    const flow = await runner.flows.findById(jobId);
    if (!flow || flow.type !== type) throw notFound(message);
    const kept = ZMailResult.safeParse(flow.result?.stages ?? {});
    const stages = kept.success ? kept.data : {};
    const payload = ZCvMailPayload.safeParse(flow.payload);
    const attachments =
      type === MAIL_JOB_TYPES.cv && payload.success
        ? payload.data.attachments.map((a) => ({
            ...a,
            url: `/api/v1/candidates/${a.candidateId}/dossiers/${a.fileId}`,
          }))
        : undefined;
    return {
      ...(attachments ? { attachments } : {}),
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
      const attachments = await resolveAttachments(
        input.attachments ?? [],
        checked.candidates.map((c) => c.id),
      );
      const flow = await runner.create({
        type: MAIL_JOB_TYPES.cv,
        category: FLOW_CATEGORY.mail,
        payload: { ...checked, attachments, senderName: actor.name } satisfies TCvMailPayload,
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
