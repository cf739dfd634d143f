// The raw baseline of the performance budgets: the strongest server we can write by hand on the
// same machine and database. node:http + pg, answering the bench's URLs with the same data as ours
// (the bench checks both before measuring), with what a careful hand-written server would do:
// prepared statements; list pages and a need by id written as JSON by PostgreSQL itself (json_agg,
// row_to_json: Node passes the text through); each filter's count and each token's signature
// remembered, as ours remembers them (BASELINE_CACHES=off runs it without); the export from one
// server-side cursor with back-pressure. Like ours it verifies the HS256 bearer token (signature,
// algorithm, expiry). What it skips, being a yardstick: validation beyond what the bench sends,
// roles, sessions, audit, jobs, logging. The board's candidates bulk applies the domain's rules
// (latest step, follow-up) in Node, as ours does, from prepared statements.
import crypto from 'node:crypto';
import http from 'node:http';
import { stringify } from 'csv-stringify/sync';
import { getTableColumns } from 'drizzle-orm';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  DEFAULT_FOLLOW_UP_DAYS,
  findNoGoStep,
  followUpOf,
  foldSearchText,
  getStepDetailKey,
  NEED_COLUMNS,
  NEED_LIMITS,
  NEEDS_CSV_COLUMNS,
  columnToStatus,
  neutraliseCsvCell,
  UUID_PATTERN_SOURCE,
  ZCandidate,
  type TFollowUpStep,
  type TLatestStep,
  ZNeed,
} from '@staffing/domain';
import {
  candidateReadColumns,
  needReadColumns,
  steps,
} from '../apps/server/src/db/schema/index.ts';
import { serializeCandidate } from '../apps/server/src/modules/candidates/candidates.serializer.ts';
import { needCsvColumns } from '../apps/server/src/modules/needs/need-record.sql.ts';
import { serializeNeedCsvRow } from '../apps/server/src/modules/needs/needs.serializer.ts';
import { serializeStep } from '../apps/server/src/modules/steps/steps.serializer.ts';
import { jsonSelect } from './lib/json-sql.ts';

type TColumns = Record<string, { name: string }>;
/** `t.col AS "key"` for every column, under the names Drizzle gives the repositories' rows. */
const select = (table: string, columns: TColumns) =>
  Object.entries(columns)
    .map(([key, column]) => `${table}."${column.name}" AS "${key}"`)
    .join(', ');

// The columns our repositories read, from the same Drizzle definitions: the two cannot drift.
const NEED_COLS = needReadColumns;
const CANDIDATE_COLS = candidateReadColumns;
const STEP_COLS = getTableColumns(steps);
const CSV_COLS = needCsvColumns;

/** The need's status, from the domain's columnToStatus for each board column. */
const NEED_STATUS_SQL = `(CASE n."column" ${NEED_COLUMNS.map(
  (c) => `WHEN '${c}' THEN '${columnToStatus(c) ?? 'no-candidate'}'`,
).join(' ')} ELSE 'no-candidate' END)`;
const LINKED_IDS_SQL = `SELECT nc.candidate_id FROM need_candidates nc WHERE nc.need_id = n.id`;
/** A need as the API writes it (ZNeed's keys), written by PostgreSQL. */
const NEED_JSON = jsonSelect('n', Object.keys(ZNeed.shape), NEED_COLS, {
  status: NEED_STATUS_SQL,
  candidates: `coalesce((SELECT json_agg(nc.candidate_id ORDER BY nc.created_at, nc.candidate_id)
    FROM need_candidates nc WHERE nc.need_id = n.id), '[]')`,
  candidateCount: `(SELECT count(*)::int FROM (${LINKED_IDS_SQL}) linked)`,
  consultantUsers: `coalesce((SELECT json_agg(json_build_object('id', u.id, 'name', u.name,
    'email', u.email) ORDER BY c.ord)
    FROM jsonb_array_elements_text(n.consultants) WITH ORDINALITY AS c(value, ord)
    JOIN users u ON u.id = (CASE WHEN c.value ~* '${UUID_PATTERN_SOURCE}' THEN c.value::uuid END)),
    '[]')`,
  manualFields: `coalesce(n.manual_fields, '[]')`,
});
/** A candidate of the candidates page (ZCandidate's keys) with its needs, written by PostgreSQL. */
const CANDIDATE_JSON = jsonSelect('c', Object.keys(ZCandidate.shape), CANDIDATE_COLS, {
  skills: `coalesce(c.skills, '[]')`,
  manualFields: `coalesce(c.manual_fields, '[]')`,
  needId: 'NULL',
  status: 'NULL',
  needs: `coalesce((SELECT json_agg(json_build_object('needId', n.id, 'title', n.title,
    'client', n.client, 'priority', n.priority, 'column', n."column", 'status', l.status)
    ORDER BY l.created_at DESC, n.title ASC)
    FROM need_candidates l JOIN needs n ON n.id = l.need_id WHERE l.candidate_id = c.id), '[]')`,
});
const CSV_FETCH_ROWS = 1000;
const CSV_FETCH = `FETCH ${CSV_FETCH_ROWS} FROM needs_export`;

// Rows of raw pg: their shape is the SELECT list, which the serialisers check field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TRow = Record<string, any>;

export function verifyHs256(token: string, secret: string): { sub: string; expMs: number } | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = crypto.createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg?: string };
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      sub?: unknown;
      exp?: unknown;
    };
    if (head.alg !== 'HS256' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number')
      return null;
    if (claims.exp * 1000 <= Date.now()) return null;
    return { sub: claims.sub, expMs: claims.exp * 1000 };
  } catch {
    return null;
  }
}

const NEED_SORTS: Record<string, string> = {
  title: 'lower(n.title)',
  client: 'lower(n.client)',
  priority: `(CASE n.priority WHEN 'P1' THEN 1 WHEN 'P2' THEN 2 WHEN 'P3' THEN 3 WHEN 'P4' THEN 4 ELSE 99 END)`,
  column: `(CASE n."column" ${NEED_COLUMNS.map((c, i) => `WHEN '${c}' THEN ${i + 1}`).join(' ')} ELSE 99 END)`,
  createdAt: 'n.created_at',
  updatedAt: 'n.updated_at',
};
const ACTIVE = `n."column" NOT IN ('SALE', 'CANCELED', 'DELETED')`;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `caches: false` is the same server without the two caches our server has (each filter's count,
 * each token's verified signature): the figures are printed against both.
 */
export function createBaseline(options: {
  databaseUrl: string;
  jwtSecret: string;
  caches: boolean;
}) {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
  pool.on('error', () => {});
  const q = async (text: string, params: unknown[] = []) =>
    (await pool.query<TRow>(text, params)).rows;

  // A token's signature is checked once, as ours does; its expiry on every request.
  const verified = new Map<string, { sub: string; expMs: number }>();
  function claimsOf(token: string): { sub: string } | null {
    const known = options.caches ? verified.get(token) : undefined;
    if (known) return known.expMs > Date.now() ? known : null;
    const claims = verifyHs256(token, options.jwtSecret);
    if (claims && options.caches && verified.size < 10_000) verified.set(token, claims);
    return claims;
  }

  // Prepared statements: each distinct SQL text gets a name once, and PostgreSQL plans it once
  // per connection.
  const statementNames = new Map<string, string>();
  const prepared = async (text: string, values: unknown[] = []) => {
    let name = statementNames.get(text);
    if (!name) statementNames.set(text, (name = `baseline_${statementNames.size}`));
    return (await pool.query<TRow>({ name, text, values })).rows;
  };

  // Counts are remembered per filter, as our needs list and candidates page remember theirs (a
  // write clears ours; the bench's reads write nothing, so a minute is the only limit here).
  const counts = new Map<string, { n: number; at: number }>();
  async function countOf(text: string, values: unknown[]): Promise<number> {
    const key = `${text}\u0000${JSON.stringify(values)}`;
    const known = options.caches ? counts.get(key) : undefined;
    if (known && Date.now() - known.at < 60_000) return known.n;
    const n = (await prepared(text, values))[0]!['n'] as number;
    if (options.caches) counts.set(key, { n, at: Date.now() });
    return n;
  }

  /** A page as the API writes it, its items being PostgreSQL's own JSON text. */
  const pageJson = (items: string, total: number, page: number, size: number) =>
    `{"items":${items},"total":${total},"page":${page},"size":${size},"pages":${Math.max(1, Math.ceil(total / size))}}`;

  async function needsList(params: URLSearchParams): Promise<string> {
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('size') ?? NEED_LIMITS.defaultPageSize);
    const search = foldSearchText((params.get('search') ?? '').trim());
    const sortBy = params.get('sortBy') ?? 'title';
    const dir = params.get('sortOrder') === 'desc' ? 'DESC' : 'ASC';
    const where = search ? `${ACTIVE} AND n.search_text LIKE $3` : ACTIVE;
    const args: unknown[] = search ? [likePattern(search)] : [];
    const order = `${NEED_SORTS[sortBy] ?? NEED_SORTS['title']} ${dir} NULLS LAST${sortBy === 'title' ? '' : ', lower(n.title) ASC'}, n.id ASC`;
    const [rows, total] = await Promise.all([
      prepared(
        `SELECT coalesce(json_agg(x), '[]')::text AS items FROM (
           SELECT ${NEED_JSON} FROM needs n WHERE ${where} ORDER BY ${order} LIMIT $1 OFFSET $2) x`,
        [size, (page - 1) * size, ...args],
      ),
      countOf(`SELECT count(*)::int AS n FROM needs n WHERE ${where.replace('$3', '$1')}`, args),
    ]);
    return pageJson(rows[0]!['items'] as string, total, page, size);
  }

  async function needById(id: string): Promise<{ json: string; version: number } | null> {
    const rows = await prepared(
      `SELECT row_to_json(x)::text AS json, x.version FROM (
         SELECT ${NEED_JSON} FROM needs n WHERE n.id = $1) x`,
      [id],
    );
    return rows.length ? { json: rows[0]!['json'], version: rows[0]!['version'] } : null;
  }

  async function needLinks(candidateIds: string[]) {
    if (candidateIds.length === 0) return new Map<string, TRow[]>();
    const rows = await prepared(
      `SELECT l.candidate_id AS "candidateId", n.id AS "needId", n.title, n.client, n.priority,
              n."column", l.status
       FROM need_candidates l JOIN needs n ON n.id = l.need_id
       WHERE l.candidate_id = ANY($1::uuid[]) ORDER BY l.created_at DESC, n.title ASC`,
      [candidateIds],
    );
    const map = new Map<string, TRow[]>();
    for (const r of rows) {
      const list = map.get(r['candidateId']);
      if (list) list.push(r);
      else map.set(r['candidateId'], [r]);
    }
    return map;
  }

  type TCandidateInput = Parameters<typeof serializeCandidate>[0];
  type TLinkInput = Parameters<typeof serializeCandidate>[1];

  async function candidatesList(params: URLSearchParams): Promise<string> {
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('size') ?? 20); // the domain's default candidates page
    const [rows, total] = await Promise.all([
      prepared(
        `SELECT coalesce(json_agg(x), '[]')::text AS items FROM (
           SELECT ${CANDIDATE_JSON} FROM candidates c
           ORDER BY c.updated_at DESC, c.id ASC LIMIT $1 OFFSET $2) x`,
        [size, (page - 1) * size],
      ),
      countOf(`SELECT count(*)::int AS n FROM candidates`, []),
    ]);
    return pageJson(rows[0]!['items'] as string, total, page, size);
  }

  const stepOf = (r: Record<string, unknown>) =>
    ({ ...r, seq: Number(r['seq']) }) as unknown as Parameters<typeof serializeStep>[0];
  function latestStep(r: Record<string, unknown> | null): TLatestStep | null {
    if (!r) return null;
    const step = serializeStep(stepOf(r));
    const key = getStepDetailKey(step.type);
    return { ...step, detail: key ? (step[key] as Record<string, unknown> | null) : null };
  }

  async function candidatesBulk(params: URLSearchParams) {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const needIds = [
      ...new Set(
        params
          .getAll('need_ids')
          .flatMap((p) => p.split(','))
          .map((p) => p.trim())
          .filter((p) => uuid.test(p)),
      ),
    ].slice(0, 200);
    const stepSelect = select('s', STEP_COLS);
    const [rows, goNoGo] = await Promise.all([
      prepared(
        `WITH ranked AS (
           SELECT ${stepSelect},
             row_number() over (partition by s.need_id, s.candidate_id order by s.seq desc) AS rn
           FROM steps s WHERE s.need_id = ANY($1::uuid[]))
         SELECT l.need_id AS "forNeed", l.status AS "linkStatus", ${select('c', CANDIDATE_COLS)},
           to_jsonb(r) AS step
         FROM need_candidates l JOIN candidates c ON c.id = l.candidate_id
         LEFT JOIN ranked r ON r."needId" = l.need_id AND r."candidateId" = l.candidate_id AND r.rn = 1
         WHERE l.need_id = ANY($1::uuid[])
         ORDER BY l.need_id ASC, l.created_at ASC, c.name ASC, c.id ASC`,
        [needIds],
      ),
      prepared(
        `SELECT ${stepSelect} FROM steps s WHERE s.need_id = ANY($1::uuid[]) AND s.type = 'GO_NOGO'`,
        [needIds],
      ),
    ]);
    const links = await needLinks([...new Set(rows.map((r) => r['id'] as string))]);
    const noGo = new Map<string, TLatestStep>();
    for (const r of goNoGo) {
      const found = findNoGoStep([latestStep(r)!]);
      if (found) noGo.set(`${r['needId']}:${r['candidateId']}`, found);
    }
    const out: Record<string, unknown[]> = Object.fromEntries(needIds.map((id) => [id, []]));
    const now = new Date();
    for (const r of rows) {
      const raw = r['step'] as Record<string, unknown> | null;
      // to_jsonb gives dates as text: back to Date, as pg gives them for the other rows.
      const step = raw
        ? {
            ...raw,
            date: new Date(raw['date'] as string),
            createdAt: new Date(raw['createdAt'] as string),
            updatedAt: new Date(raw['updatedAt'] as string),
          }
        : null;
      out[r['forNeed']]!.push({
        ...serializeCandidate(
          r as TCandidateInput,
          (links.get(r['id']) ?? []) as unknown as TLinkInput,
          {
            needId: r['forNeed'],
            status: r['linkStatus'],
          },
        ),
        latestStep: latestStep(step),
        noGoStep: noGo.get(`${r['forNeed']}:${r['id']}`) ?? null,
        followUp: followUpOf(
          step ? [step as unknown as TFollowUpStep] : [],
          now,
          DEFAULT_FOLLOW_UP_DAYS,
        ),
      });
    }
    return out;
  }

  /**
   * The strongest export we can write by hand: one read-only transaction, one server-side cursor
   * over only the columns the file prints, 1,000 rows a fetch, and no fetch while the client is
   * not reading (back-pressure), so a paused download costs no CPU.
   */
  async function exportCsv(res: http.ServerResponse) {
    const names = new Map(
      (await q(`SELECT id, name FROM users`)).map((u) => [u['id'] as string, u['name'] as string]),
    );
    const ctx = {
      consultantNames: (ids: readonly string[]) => ids.map((id) => names.get(id) ?? id),
    };
    const toCsv = (records: string[][]) =>
      stringify(records, {
        record_delimiter: '\r\n',
        cast: { string: (value) => neutraliseCsvCell(value) },
      });
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="needs.csv"',
      'cache-control': 'no-store',
    });
    let gone = false;
    res.once('close', () => (gone = true));
    const client = await pool.connect();
    try {
      await client.query('BEGIN READ ONLY');
      await client.query(
        `DECLARE needs_export NO SCROLL CURSOR FOR
         SELECT ${select('n', CSV_COLS)} FROM needs n ORDER BY n.created_at ASC, n.id ASC`,
      );
      let first = true;
      while (!gone) {
        const rows = (await client.query<TRow>(CSV_FETCH)).rows;
        const lines = rows.map((row) => {
          const need = serializeNeedCsvRow(row as Parameters<typeof serializeNeedCsvRow>[0]);
          return NEEDS_CSV_COLUMNS.map((c) => c.value(need, ctx));
        });
        const chunk = first
          ? '\uFEFF' + toCsv([NEEDS_CSV_COLUMNS.map((c) => c.header), ...lines])
          : toCsv(lines);
        first = false;
        if (chunk && !res.write(chunk))
          await new Promise((resolve) => {
            res.once('drain', resolve);
            res.once('close', resolve);
          });
        if (rows.length < CSV_FETCH_ROWS) break;
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
    res.end();
  }

  // Live updates: a PATCH writes and NOTIFYs; one LISTEN connection broadcasts to every socket.
  const sockets = new Set<WebSocket>();
  const listener = new pg.Client({ connectionString: options.databaseUrl });
  const listening = listener.connect().then(() => listener.query('LISTEN baseline_live'));
  listener.on('notification', (msg) => {
    for (const s of sockets) s.send(msg.payload ?? '');
  });

  async function patchNeed(id: string, body: Record<string, unknown>) {
    const rows = await prepared(
      `UPDATE needs SET description = coalesce($2, description), version = version + 1,
         updated_at = now() WHERE id = $1 RETURNING id`,
      [id, body['description'] ?? null],
    );
    const need = rows.length ? await needById(id) : null;
    if (!need) return null;
    const event = { event_type: 'need_updated', entity_id: id, data: { version: need.version } };
    await prepared(`SELECT pg_notify('baseline_live', $1)`, [JSON.stringify(event)]);
    return need;
  }

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    send(res, status, JSON.stringify(body));
  const send = (res: http.ServerResponse, status: number, text: string) => {
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const auth = req.headers.authorization ?? '';
    const claims = auth.startsWith('Bearer ') ? claimsOf(auth.slice(7)) : null;
    if (!claims) return json(res, 401, { error: 'Unauthorized' });
    const path = url.pathname;
    const handle = async () => {
      if (req.method === 'GET' && path === '/api/v1/needs')
        return send(res, 200, await needsList(url.searchParams));
      if (req.method === 'GET' && path === '/api/v1/candidates')
        return send(res, 200, await candidatesList(url.searchParams));
      if (req.method === 'GET' && path === '/api/v1/candidates/bulk')
        return json(res, 200, await candidatesBulk(url.searchParams));
      if (req.method === 'GET' && path === '/api/v1/exports/needs.csv') return exportCsv(res);
      const needId = /^\/api\/v1\/needs\/([0-9a-f-]{36})$/.exec(path)?.[1];
      if (needId && req.method === 'GET') {
        const need = await needById(needId);
        if (!need) return json(res, 404, { error: 'Not found' });
        res.setHeader('etag', `"${need.version}"`);
        return send(res, 200, need.json);
      }
      if (needId && req.method === 'PATCH') {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        const need = await patchNeed(needId, JSON.parse(Buffer.concat(chunks).toString() || '{}'));
        return need ? send(res, 200, need.json) : json(res, 404, { error: 'Not found' });
      }
      return json(res, 404, { error: 'Not found' });
    };
    handle().catch((err: unknown) => {
      if (!res.headersSent) json(res, 500, { error: String(err) });
      else res.destroy();
    });
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const token = url.searchParams.get('token') ?? '';
    if (url.pathname !== '/api/v1/ws' || !claimsOf(token)) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
    });
  });

  return {
    async listen(port: number): Promise<number> {
      await listening;
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return (server.address() as { port: number }).port;
    },
    async close() {
      for (const s of sockets) s.terminate();
      await new Promise((resolve) => server.close(resolve));
      await listener.end();
      await pool.end();
    },
  };
}

// Run as a child process by the bench: DATABASE_URL, JWT_SECRET, PORT.
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  const baseline = createBaseline({
    databaseUrl: process.env.DATABASE_URL ?? '',
    jwtSecret: process.env.JWT_SECRET ?? '',
    caches: process.env.BASELINE_CACHES !== 'off',
  });
  baseline.listen(Number(process.env.PORT ?? 0)).then((port) => {
    console.log(`baseline listening on http://127.0.0.1:${port}`);
  });
}
