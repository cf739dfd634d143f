import {
  can,
  GDPR_MESSAGES,
  GDPR_REGISTER_DAYS,
  GDPR_WARNING_EVENT,
  GDPR_RETENTION_REASON,
  isErasureDue,
  LEGAL_BASES,
  toJsonResume,
  type TErasureResult,
  type TGdprRegister,
  type TGdprWarningNotice,
  type TLegalBasis,
  type TRetentionDurations,
} from '@staffing/domain';
import type { TDb } from '../../db/client.ts';
import type { TActor } from '../../lib/actor.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { candidatesWithoutDeadline, recomputeRetention } from '../steps/candidate-retention.ts';
import { CANDIDATE_API_MESSAGES } from '../steps/candidate-access.ts';
import { removeCandidateData } from '../candidates/remove-candidate.ts';
import type { TFilesService } from '../files/files.service.ts';
import { liveEvent, type TEventBus, type TLiveEvent } from '../realtime/event-bus.ts';
import { createGdprRepository, GDPR_ERASED_ACTION, GDPR_WARNED_ACTION } from './gdpr.repository.ts';

const DAY_MS = 86_400_000;
const REGISTER_UPCOMING_LIMIT = 500;
const REGISTER_ERASURES_LIMIT = 200;

export type TGdprDeps = {
  db: TDb;
  bus: TEventBus;
  files: Pick<TFilesService, 'candidateFiles' | 'releaseCandidateFiles' | 'removeStored'>;
  durations: TRetentionDurations;
  /** The clock (tests fix it). */
  now?: () => Date;
};

/** Who erases: an Admin, or null for the retention job. */
export type TErasureBy = { by: TActor | null; reason: string };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function safeFileName(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '');
  return cleaned.slice(0, 120) || 'file';
}

export function createGdprService(deps: TGdprDeps) {
  const { db, bus, files, durations } = deps;
  const repo = createGdprRepository(db);
  const clock = () => deps.now?.() ?? new Date();

  function requireAdmin(actor: TActor) {
    if (!can.manageGdpr(actor.role)) throw forbidden(GDPR_MESSAGES.adminRequired);
  }

  async function publish(events: readonly TLiveEvent[]) {
    for (const event of events) await bus.publish(event);
  }

  /**
   * Erases the candidate for good, in one transaction: steps, scores, need links, the flows run
   * for them (analyses, generated e-mails), CRM requests, stored files (from storage once
   * committed), the record; its earlier audit lines lose their data; one anonymous audit line
   * (who, when, why) stays. Publishes candidate_updated DELETED per need, without personal data.
   */
  async function eraseCandidate(candidateId: string, input: TErasureBy): Promise<TErasureResult> {
    const at = clock();
    const result = await db.transaction(async (tx) => {
      const row = await repo.findCandidate(candidateId, tx);
      if (!row) throw notFound(CANDIDATE_API_MESSAGES.candidateNotFound);
      const removed = await removeCandidateData(tx, candidateId, files);
      if (!removed) throw notFound(CANDIDATE_API_MESSAGES.candidateNotFound);
      const { keys, needIds, stepIds } = removed;
      await repo.scrubAudit(candidateId, stepIds, tx);
      await writeAudit(tx, {
        entityType: 'candidate',
        entityId: candidateId,
        action: GDPR_ERASED_ACTION,
        actorId: input.by?.id ?? null,
        changes: {
          reason: input.reason,
          basis: row.legalBasis,
          deadline: iso(row.retentionDeadline),
          files: keys.length,
        },
      });
      return { keys, needIds };
    });
    await files.removeStored(result.keys);
    const candidate = { id: candidateId, needs: result.needIds.map((needId) => ({ needId })) };
    const base = { candidate, action: 'DELETED', gdpr: true };
    await publish(
      result.needIds.length === 0
        ? [liveEvent('candidate_updated', candidateId, base)]
        : result.needIds.map((needId) =>
            liveEvent('candidate_updated', candidateId, { ...base, need_id: needId }),
          ),
    );
    return { id: candidateId, erasedAt: at.toISOString(), filesRemoved: result.keys.length };
  }

  /**
   * Warn stage: deadlines that may have moved without a write (a need finished) are computed
   * again, then each candidate whose deadline falls within the warning window is marked warned
   * (audit `gdpr_warned`) and its owners are told live.
   */
  async function warnDue(now: Date = clock()) {
    for (const id of await candidatesWithoutDeadline(db))
      await db.transaction((tx) => recomputeRetention(tx, id, durations));
    const until = new Date(now.getTime() + durations.warnDays * DAY_MS);
    const due = await repo.dueForWarning(until);
    const warned: string[] = [];
    for (const candidate of due) {
      const owners = await db.transaction(async (tx) => {
        await repo.markWarned(candidate.id, now, tx);
        const ownerIds = await repo.ownersOf(candidate.id, tx);
        await writeAudit(tx, {
          entityType: 'candidate',
          entityId: candidate.id,
          action: GDPR_WARNED_ACTION,
          actorId: null,
          changes: { deadline: iso(candidate.retentionDeadline), owners: ownerIds },
        });
        return ownerIds;
      });
      warned.push(candidate.id);
      await publish([
        {
          ...liveEvent(GDPR_WARNING_EVENT, candidate.id, {
            candidate_id: candidate.id,
            name: candidate.name,
            deadline: iso(candidate.retentionDeadline),
            owner_ids: owners,
          } satisfies TGdprWarningNotice),
          audience: ['Admin', 'Sales'],
        },
        liveEvent('candidate_updated', candidate.id, {
          candidate: { id: candidate.id, needs: [] },
          action: 'GDPR_WARNED',
        }),
      ]);
    }
    return { warned: warned.length, candidateIds: warned };
  }

  /** Erase stage: every candidate whose deadline has passed. */
  async function eraseDue(now: Date = clock()) {
    const due = await repo.dueForErasure(now);
    const ids = due.filter((c) => isErasureDue(c, now, durations.warnDays)).map((c) => c.id);
    let erased = 0;
    for (const id of ids) {
      try {
        await eraseCandidate(id, { by: null, reason: GDPR_RETENTION_REASON });
        erased += 1;
      } catch (err) {
        // Erased meanwhile (by an Admin): nothing left to do for this one.
        if (!(err instanceof AppError && err.status === 404)) throw err;
      }
    }
    return { erased };
  }

  return {
    repo,
    eraseCandidate,
    warnDue,
    eraseDue,

    async erase(actor: TActor, candidateId: string, reason: string) {
      requireAdmin(actor);
      return eraseCandidate(candidateId, { by: actor, reason });
    },

    async register(actor: TActor): Promise<TGdprRegister> {
      requireAdmin(actor);
      const now = clock();
      const [counts, upcoming, erasures] = await Promise.all([
        repo.countsByBasis(),
        repo.upcoming(
          new Date(now.getTime() + GDPR_REGISTER_DAYS * DAY_MS),
          REGISTER_UPCOMING_LIMIT,
        ),
        repo.erasures(REGISTER_ERASURES_LIMIT),
      ]);
      const byBasis = Object.fromEntries(LEGAL_BASES.map((b) => [b, 0])) as Record<
        TLegalBasis,
        number
      >;
      for (const c of counts)
        if ((LEGAL_BASES as readonly string[]).includes(c.basis))
          byBasis[c.basis as TLegalBasis] = Number(c.count);
      return {
        counts: byBasis,
        upcoming: upcoming.map((u) => ({
          candidateId: u.id,
          name: u.name,
          legalBasis: u.legalBasis as TLegalBasis,
          retentionDeadline: u.retentionDeadline!.toISOString(),
          retentionWarnedAt: iso(u.retentionWarnedAt),
        })),
        erasures: erasures.map((e) => {
          const changes = (e.changes ?? {}) as Record<string, unknown>;
          return {
            at: e.at.toISOString(),
            by: e.actorId ? { id: e.actorId, name: e.actorName ?? 'Deleted user' } : null,
            reason: typeof changes.reason === 'string' ? changes.reason : '',
            basis: typeof changes.basis === 'string' ? changes.basis : null,
            deadline: typeof changes.deadline === 'string' ? changes.deadline : null,
          };
        }),
        durations: { ...durations },
      };
    },

    /**
     * Right of access: everything held about the candidate as one zip — profile.json (JSON
     * Resume), steps.json, scores.json, emails.json (generated e-mails), analyses.json (the CV
     * analysis and the analysis flows), audit.json and files/<name>.
     */
    async exportArchive(actor: TActor, candidateId: string) {
      requireAdmin(actor);
      const row = await repo.readCandidate(candidateId);
      if (!row) throw notFound(CANDIDATE_API_MESSAGES.candidateNotFound);
      const [{ stepRows, scoreRows, flowRows, auditRows }, stored] = await Promise.all([
        repo.recordsOf(candidateId),
        files.candidateFiles(candidateId),
      ]);
      // The zip library loads with the first access export rather than at start.
      const { strToU8, zipSync } = await import('fflate');
      const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
      const entries: Record<string, Uint8Array> = {
        'profile.json': json({
          ...toJsonResume(row),
          meta: {
            exportedAt: clock().toISOString(),
            legalBasis: row.legalBasis,
            consentGivenAt: iso(row.consentGivenAt),
            lastContactAt: iso(row.lastContactAt),
            retentionDeadline: iso(row.retentionDeadline),
            createdAt: iso(row.createdAt),
            expectedTjm: row.expectedTjm,
          },
        }),
        'steps.json': json(
          stepRows.map((s) => ({ ...s, date: iso(s.date), createdAt: iso(s.createdAt) })),
        ),
        'scores.json': json([
          ...(row.relevanceScore !== null
            ? [{ needId: null, score: row.relevanceScore, justification: row.scoreJustification }]
            : []),
          ...scoreRows.map((s) => ({ ...s, scoredAt: iso(s.scoredAt) })),
        ]),
        'emails.json': json(
          flowRows
            .filter((f) => f.category === 'mail_processing')
            .map((f) => ({ ...f, createdAt: iso(f.createdAt), completedAt: iso(f.completedAt) })),
        ),
        'analyses.json': json({
          cvAnalysis: row.cvAnalysis ?? null,
          flows: flowRows
            .filter((f) => f.category !== 'mail_processing')
            .map((f) => ({ ...f, createdAt: iso(f.createdAt), completedAt: iso(f.completedAt) })),
        }),
        'audit.json': json(auditRows.map((a) => ({ ...a, createdAt: iso(a.createdAt) }))),
      };
      const used = new Set<string>();
      for (const file of stored) {
        if (!file.bytes) continue;
        let name = safeFileName(file.filename ?? file.key.split('/').at(-1) ?? file.kind);
        for (let i = 2; used.has(name); i++) name = `${i}-${name}`;
        used.add(name);
        entries[`files/${name}`] = new Uint8Array(file.bytes);
      }
      const bytes = Buffer.from(zipSync(entries, { level: 6, mtime: clock() }));
      const filename = `gdpr-export-${safeFileName(row.name).toLowerCase()}-${clock().toISOString().slice(0, 10)}.zip`;
      return { bytes, filename };
    },
  };
}

export type TGdprService = ReturnType<typeof createGdprService>;
