import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { TDb } from '../../db/client.ts';
import {
  auditLog,
  candidates,
  flows,
  needCandidates,
  needs,
  steps,
  storedFiles,
} from '../../db/schema/index.ts';
import { createTestContext, useTestContext, type TTestContext } from '../../../test/test-app.ts';
import type { TLiveEvent } from '../realtime/event-bus.ts';
import { ENGLISH_CV, FRENCH_JD, makePdf } from './test-support/documents.ts';
import { recordEvents } from './test-support/events.ts';
import { postAnalyze } from './test-support/uploads.ts';
import { until } from '../../../test/until.ts';

const CV_EMAIL = 'jane.doe@example.com';

async function upload(
  t: Pick<TTestContext, 'app' | 'auth'>,
  user: { token: string },
  type: 'jd' | 'cv',
  needId?: string,
) {
  const bytes = await makePdf(type === 'cv' ? ENGLISH_CV : FRENCH_JD);
  const res = await postAnalyze(t, user, [
    { name: 'files', filename: type === 'cv' ? 'cv.pdf' : 'fiche.pdf', bytes },
    { name: 'file_types', value: type },
    ...(needId ? [{ name: 'api_config_json', value: JSON.stringify({ need_id: needId }) }] : []),
  ]);
  expect(res.statusCode).toBe(200);
  return res.json().results[0] as { entity_id: string; candidate_id?: string; need_id?: string };
}

/** An event's type and the shape of its payload (keys, and the keys of nested records). */
function shapeOf(event: TLiveEvent) {
  const payload = event.payload;
  const nested = Object.fromEntries(
    Object.entries(payload)
      .filter(([, v]) => v && typeof v === 'object' && !Array.isArray(v))
      .map(([k, v]) => [k, Object.keys(v as object).sort()]),
  );
  return { type: event.event_type, keys: Object.keys(payload).sort(), nested };
}

async function auditActions(db: TDb, entityIds: string[]) {
  const rows = await db.select().from(auditLog).orderBy(asc(auditLog.id));
  return rows
    .filter((r) => entityIds.includes(r.entityId))
    .map((r) => `${r.entityType}:${r.action}`)
    .sort();
}

describe('one write path: a CV-made candidate and a hand-made one', () => {
  const t = useTestContext();

  it('are created, merged, audited and announced identically', async () => {
    const admin = await t.createUser('Admin');
    const db = t.database.db;
    const [needA, needB] = await db
      .insert(needs)
      .values([
        { title: 'Java developer', client: 'Acme' },
        { title: 'Kotlin developer', client: 'Acme' },
      ])
      .returning();
    const recorder = recordEvents(t.app.ctx.bus);

    // By hand: POST /needs/{id}/candidates.
    const hand = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${needA!.id}/candidates`,
      headers: t.auth(admin),
      payload: { name: 'Hand Made', email: 'hand.made@example.com' },
    });
    expect(hand.statusCode).toBe(201);
    const handId = hand.json().id as string;
    const [handStep] = await db.select().from(steps).where(eq(steps.candidateId, handId));
    const handEvents = recorder.events.splice(0);

    // From a CV, for the same need.
    const result = await upload(t, admin, 'cv', needA!.id);
    const cvId = result.candidate_id!;
    await recorder.waitFor(
      (e) => e.event_type === 'candidate_analysis_complete' && e.job_id === result.entity_id,
    );
    const [cvStep] = await db.select().from(steps).where(eq(steps.candidateId, cvId));
    // Entity events only: job progress and the Admin-only flow_updated are not compared.
    const cvEvents = recorder.events
      .splice(0)
      .filter((e) => !e.job_id && e.event_type !== 'flow_updated');

    // The same audit actions (the CV adds only the analysis it wrote afterwards)...
    const handAudit = await auditActions(db, [handId, `${needA!.id}:${handId}`, handStep!.id]);
    const cvAudit = await auditActions(db, [cvId, `${needA!.id}:${cvId}`, cvStep!.id]);
    expect(handAudit).toEqual(['candidate:create', 'need_candidate:link', 'step:create']);
    expect(cvAudit).toEqual([...handAudit, 'candidate:analysis'].sort());
    // ...the same identified step...
    const comparable = (step: typeof cvStep) => ({
      ...step,
      id: '',
      candidateId: '',
      date: null,
      createdAt: null,
      updatedAt: null,
      seq: 0,
    });
    expect(comparable(cvStep)).toEqual(comparable(handStep));
    // ...and the same live events and payload shapes, in the web's shape ({candidate}, {step}).
    expect(cvEvents.slice(0, 2).map(shapeOf)).toEqual(handEvents.map(shapeOf));
    expect(handEvents.map((e) => e.event_type)).toEqual(['candidate_created', 'step_created']);
    const analysed = cvEvents.slice(2);
    expect(analysed.map((e) => [e.event_type, e.payload.action])).toEqual([
      ['candidate_updated', 'ANALYSIS_UPDATED'],
    ]);
    expect(shapeOf(analysed[0]!).nested.candidate).toEqual(
      shapeOf(handEvents[0]!).nested.candidate,
    );

    // Merges: by hand into the hand-made one, from a CV into the CV-made one (same e-mail).
    const handMerge = await t.app.inject({
      method: 'POST',
      url: `/api/v1/needs/${needB!.id}/candidates`,
      headers: t.auth(admin),
      payload: { name: 'Hand Made', email: 'HAND.made@example.com', phone: '+33 1 23 45 67 89' },
    });
    expect(handMerge.statusCode).toBe(200);
    const handMergeEvents = recorder.events.splice(0);
    const again = await upload(t, admin, 'cv', needB!.id);
    await recorder.waitFor(
      (e) => e.event_type === 'candidate_analysis_complete' && e.job_id === again.entity_id,
    );
    const cvMergeEvents = recorder.events.splice(0).filter((e) => !e.job_id);

    const merged = (events: TLiveEvent[]) =>
      events.filter((e) => e.event_type === 'candidate_updated' && e.payload.action === 'MERGED');
    expect(merged(cvMergeEvents).map(shapeOf)).toEqual(merged(handMergeEvents).map(shapeOf));
    expect(merged(cvMergeEvents)[0]!.payload).toMatchObject({
      need_id: needB!.id,
      candidate: { id: cvId, email: CV_EMAIL },
    });
    expect(cvMergeEvents.find((e) => e.event_type === 'candidate_deleted')!.payload).toEqual({
      id: again.candidate_id,
      merged_into: cvId,
      need_id: needB!.id,
    });
    const mergeActions = async (id: string) =>
      (await auditActions(db, [id])).filter((a) => a === 'candidate:merge');
    expect(await mergeActions(cvId)).toEqual(await mergeActions(handId));
    expect(await mergeActions(cvId)).toHaveLength(1);
  });
});

/** Everything an applied CV merge leaves behind, with ids named by role so two runs compare. */
async function cvMergeState(db: TDb, ids: { need: string; known: string; placeholder: string }) {
  const stepIds = new Set((await db.select().from(steps)).map((s) => s.id));
  const name = (id: string) =>
    Object.entries(ids).find(([, v]) => v === id)?.[0] ??
    (stepIds.has(id) ? 'step' : undefined) ??
    id
      .replace(ids.need, 'need')
      .replace(ids.known, 'known')
      .replace(ids.placeholder, 'placeholder');
  const people = await db.select().from(candidates).orderBy(asc(candidates.name));
  const links = await db.select().from(needCandidates);
  const stepRows = await db.select().from(steps);
  const audits = await db.select().from(auditLog).orderBy(asc(auditLog.id));
  const files = await db.select().from(storedFiles);
  const [flow] = await db.select().from(flows);
  return {
    candidates: people.map((c) => ({
      id: name(c.id),
      name: c.name,
      email: c.email,
      version: c.version,
      cvAnalysisStatus: c.cvAnalysisStatus,
      cvFileName: c.cvFileName,
      skills: c.skills,
    })),
    links: links.map((l) => `${name(l.needId)}:${name(l.candidateId)}`).sort(),
    steps: stepRows.map((s) => `${name(s.candidateId)}:${s.type}`).sort(),
    audit: audits
      .filter((a) => a.entityType !== 'user')
      .map((a) => `${a.entityType}:${name(a.entityId)}:${a.action}`)
      .sort(),
    files: files.map((f) => `${f.ownerType}:${name(f.ownerId)}:${f.kind}`).sort(),
    flow: { status: flow!.status, candidateId: name(flow!.candidateId!) },
  };
}

async function seedKnownCandidate(db: TDb) {
  const [need] = await db
    .insert(needs)
    .values({ title: 'Java developer', client: 'Acme' })
    .returning();
  const [known] = await db
    .insert(candidates)
    .values({ name: 'Jane D.', email: 'Jane.Doe@example.com', expectedTjm: 600 })
    .returning();
  return { need: need!, known: known! };
}

describe('the apply stage run twice', () => {
  it('ends a CV merge that crashed half-way, then was retried, in the state of one clean run', async () => {
    // One clean run, for reference.
    const clean = await createTestContext();
    let cleanState: Awaited<ReturnType<typeof cvMergeState>>;
    try {
      const admin = await clean.createUser('Admin');
      const { need, known } = await seedKnownCandidate(clean.database.db);
      const recorder = recordEvents(clean.app.ctx.bus);
      const result = await upload(clean, admin, 'cv', need.id);
      await recorder.waitFor(
        (e) => e.event_type === 'candidate_analysis_complete' && e.job_id === result.entity_id,
      );
      cleanState = await cvMergeState(clean.database.db, {
        need: need.id,
        known: known.id,
        placeholder: result.candidate_id!,
      });
    } finally {
      await clean.close();
    }
    expect(cleanState.candidates).toHaveLength(1);
    expect(cleanState.flow).toEqual({ status: 'completed', candidateId: 'known' });

    const first = await createTestContext({ env: { JOBS_WORKERS: 'false' } });
    let second: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      const db = first.database.db;
      const admin = await first.createUser('Admin');
      const { need, known } = await seedKnownCandidate(db);
      const result = await upload(first, admin, 'cv', need.id);
      const documents = first.app.ctx.documents!;
      const def = documents.analysisJobs.cv;
      const apply = def.stages.find((s) => s.name === 'apply')!;

      // A worker ran extract and analyse and kept their outputs, as the runner does.
      const flow = (await documents.runner.flows.findById(result.entity_id))!;
      const outputs: Record<string, unknown> = {};
      for (const stage of def.stages.filter((s) => s !== apply))
        outputs[stage.name] = await stage.run(flow, outputs);
      await documents.runner.flows.update(flow.id, {
        status: 'processing',
        stage: 'apply',
        result: { stages: outputs },
      });

      // Attempt 1 dies half-way through apply: the links and the CV file have moved when the
      // placeholder's deletion fails.
      await db.execute(
        sql.raw(
          `CREATE FUNCTION crash_now() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$`,
        ),
      );
      await db.execute(
        sql.raw(
          `CREATE TRIGGER crash_on_delete BEFORE DELETE ON candidates FOR EACH ROW EXECUTE FUNCTION crash_now()`,
        ),
      );
      await expect(apply.run(flow, { ...outputs })).rejects.toThrow();
      await db.execute(sql.raw('DROP TRIGGER crash_on_delete ON candidates'));
      await db.execute(sql.raw('DROP FUNCTION crash_now()'));

      // Attempt 2 commits apply, then its process dies before the runner saw the result: the
      // next attempt still holds the outputs without apply, and runs it again.
      const applied = await apply.run(flow, { ...outputs });
      expect(applied).toEqual({ candidateId: known.id, mergedFrom: result.candidate_id });
      expect(await apply.run(flow, { ...outputs })).toEqual(applied);
      await first.app.close();

      // A new process takes the job and finishes the flow from its kept outputs.
      second = await buildApp({
        config: { ...first.config, JOBS_WORKERS: true },
        database: first.database,
      });
      await second.ready();
      await until(
        async () =>
          (await db.select().from(flows).where(eq(flows.id, result.entity_id)))[0]!.status ===
          'completed',
        { timeout: 60_000 },
      );
      const state = await cvMergeState(db, {
        need: need.id,
        known: known.id,
        placeholder: result.candidate_id!,
      });
      expect(state).toEqual(cleanState);
    } finally {
      await second?.close();
      await first.close();
    }
  });

  it('writes a job description analysis once when apply runs again', async () => {
    const t = await createTestContext({ env: { JOBS_WORKERS: 'false' } });
    try {
      const db = t.database.db;
      const sales = await t.createUser('Sales');
      const result = await upload(t, sales, 'jd');
      const documents = t.app.ctx.documents!;
      const def = documents.analysisJobs.jd;
      const flow = (await documents.runner.flows.findById(result.entity_id))!;
      const outputs: Record<string, unknown> = {};
      for (const stage of def.stages) {
        const output = await stage.run(flow, { ...outputs });
        // The same apply again, as a retry that never saw the first one's result.
        if (stage.name === 'apply') expect(await stage.run(flow, { ...outputs })).toEqual(output);
        outputs[stage.name] = output;
      }
      const [need] = await db.select().from(needs).where(eq(needs.id, result.need_id!));
      expect(need).toMatchObject({ jdAnalysisStatus: 'READY', version: 2 });
      const audits = (await db.select().from(auditLog)).filter((a) => a.entityId === need!.id);
      expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update_analysis']);
      const files = await db.select().from(storedFiles).where(eq(storedFiles.ownerId, need!.id));
      expect(files.map((f) => f.kind).sort()).toEqual(['jd', 'jd_analysis']);
    } finally {
      await t.close();
    }
  });
});
