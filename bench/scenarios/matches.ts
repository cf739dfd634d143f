import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { candidateSkillKeys } from '../../apps/server/src/modules/candidates/candidate-skill-keys.ts';
import type { TServer } from '../lib/processes.ts';
import type { TFigure } from '../lib/report.ts';
import { percentile } from '../lib/stats.ts';

/** What the matches are asked for: needs of realistic shape over the seed's skills. */
const NEED_SKILLS: { required: string[]; desired: string[] }[] = [
  { required: ['Java', 'Spring', 'PostgreSQL'], desired: ['Kafka', 'Docker'] },
  { required: ['React', 'TypeScript'], desired: ['Node.js', 'AWS'] },
  { required: ['Python', 'Spark', 'SQL'], desired: ['Azure'] },
  { required: ['Kubernetes', 'Terraform', 'AWS'], desired: ['Linux', 'Docker'] },
  { required: ['C#'], desired: ['Azure', 'SQL'] },
];

/**
 * The seed writes candidates in bulk SQL, without the skill keys the app keeps on each write
 * (candidate_skill_keys): they are computed here (the app's own function, once per distinct skill list) and written in
 * one statement. A tenth of the pool becomes the firm's consultants (half with a mission ending
 * within 120 days), and the first needs get an analysis to match against.
 */
export async function preparePool(url: string, needs: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const lists = await client.query<{ skills: string[] }>(
      `SELECT DISTINCT skills FROM candidates`,
    );
    const keys = lists.rows.map((r) => ({
      skills: JSON.stringify(r.skills),
      keys: candidateSkillKeys({ skills: r.skills, cvHardSkillsJson: null }),
    }));
    await client.query(
      `INSERT INTO candidate_skill_keys (candidate_id, skill_keys)
       SELECT c.id, ARRAY(SELECT jsonb_array_elements_text(m.keys))
       FROM candidates c JOIN jsonb_to_recordset($1::jsonb) AS m(skills jsonb, keys jsonb)
         ON c.skills = m.skills
       ON CONFLICT (candidate_id) DO NOTHING`,
      [JSON.stringify(keys.map((k) => ({ skills: JSON.parse(k.skills), keys: k.keys })))],
    );
    await client.query(`
      UPDATE candidates SET
        pool_kind = CASE WHEN abs(hashtext(id::text)) % 20 = 0 THEN 'employee' ELSE 'freelance' END,
        mission_end_date = CASE WHEN abs(hashtext(id::text)) % 2 = 0
          THEN current_date + (abs(hashtext(id::text || 'm')) % 120) END,
        consultant_daily_cost = 300 + abs(hashtext(id::text)) % 400
      WHERE abs(hashtext(id::text)) % 10 = 0`);
    const ids = await client.query<{ id: string }>(`SELECT id FROM needs ORDER BY id LIMIT $1`, [
      Math.min(needs, NEED_SKILLS.length * 4),
    ]);
    for (const [i, { id }] of ids.rows.entries()) {
      const shape = NEED_SKILLS[i % NEED_SKILLS.length]!;
      await client.query(
        `UPDATE needs SET jd_required_skills = $2, jd_desired_skills = $3, jd_seniority = 'Senior',
           jd_location = 'Paris', jd_analysis = jsonb_build_object('startdate', $4::text)
         WHERE id = $1`,
        [
          id,
          JSON.stringify(shape.required),
          JSON.stringify(shape.desired),
          new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        ],
      );
    }
    await client.query('ANALYZE candidates');
    await client.query('ANALYZE candidate_skill_keys');
    return ids.rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/**
 * GET /api/v1/needs/{id}/matches?limit=20 over the whole pool, one request at a time across the
 * prepared needs after one warm-up each: p95 (budget ≤ 300 ms) and median.
 */
export async function measureMatches(
  server: TServer,
  token: string,
  needIds: readonly string[],
  candidates: number,
  rounds: number,
): Promise<TFigure> {
  const once = async (id: string) => {
    const start = performance.now();
    const res = await fetch(`${server.url}/api/v1/needs/${id}/matches?limit=20`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`matches ${id} → ${res.status} ${body.slice(0, 200)}`);
    const parsed = JSON.parse(body) as { items: unknown[]; considered: number };
    if (parsed.items.length !== 20) throw new Error(`matches ${id}: ${parsed.items.length} items`);
    return { ms: performance.now() - start, bytes: Buffer.byteLength(body) };
  };
  for (const id of needIds) await once(id);
  const times: number[] = [];
  let bytes = 0;
  for (let r = 0; r < rounds; r++)
    for (const id of needIds) {
      const res = await once(id);
      times.push(res.ms);
      bytes = res.bytes;
    }
  const p95 = percentile(times, 95);
  const p50 = percentile(times, 50);
  const n = candidates.toLocaleString('en-US');
  console.log(
    `  GET /api/v1/needs/{id}/matches?limit=20 (${n} candidates, ${times.length} requests): p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
  );
  return {
    figure: `GET /api/v1/needs/{id}/matches?limit=20, ${n} candidates, p95`,
    ours: p95,
    raw: null,
    unit: 'ms',
    ratio: null,
    budget: '≤ 300 ms',
    pass: p95 <= 300,
    bytes,
    note: `p50 ${p50.toFixed(0)} ms over ${times.length} sequential requests`,
  };
}
