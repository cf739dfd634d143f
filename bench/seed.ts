// `npm run seed -- --needs 50000 --candidates 150000`: fills a database with realistic data.
// This is a data generator, not an application write path: it writes with bulk SQL
// (INSERT ... SELECT FROM generate_series) on purpose, so that 50,000 needs, 150,000 candidates and
// their pipelines take seconds rather than the hours one request per row would. No audit rows.
// The pipelines are still ones the app could make: each link's steps follow the domain's Add New
// Step order (STEP_CREATION_ORDER, checked by getAllowedStepTypes in seed.test.ts).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { getStepDefaults, STEP_CREATION_ORDER } from '@staffing/domain';
import { migrateDatabase, openDatabase, type TDatabase } from '../apps/server/src/db/client.ts';
import { lockDataDir } from '../apps/server/src/db/data-dir-lock.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';

export type TSeedOptions = {
  needs: number;
  candidates: number;
  /** Share of needs in SALE or CANCELED (the rest is active, spread over the board). */
  finishedShare: number;
};

export type TSeedSummary = {
  users: number;
  needs: number;
  activeNeeds: number;
  candidates: number;
  links: number;
  steps: number;
  ms: number;
};

/** The account the bench signs in with (an Admin, so every route answers). */
export const SEED_ADMIN = { email: 'bench-admin@example.com', password: 'bench-password-123' };

const USAGE =
  'usage: npm run seed -- --needs <n> --candidates <n> [--finished-share 0..1]\n' +
  '  database: DATABASE_URL (PostgreSQL) or the embedded one under DATA_DIR (default ./data)';

export function parseSeedArgs(argv: readonly string[]): TSeedOptions {
  const options: TSeedOptions = { needs: 1000, candidates: 3000, finishedShare: 0.25 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    const value = inline ?? argv[++i];
    const number = Number(value);
    if (flag === '--needs' || flag === '--candidates') {
      if (!Number.isInteger(number) || number < 0)
        throw new Error(`${flag}: a whole number\n${USAGE}`);
      options[flag === '--needs' ? 'needs' : 'candidates'] = number;
    } else if (flag === '--finished-share') {
      if (!(number >= 0 && number <= 1)) throw new Error(`${flag}: between 0 and 1\n${USAGE}`);
      options.finishedShare = number;
    } else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  if (options.needs > 0 && options.candidates < 5)
    throw new Error(`--candidates: at least 5 when there are needs\n${USAGE}`);
  return options;
}

const TITLES = [
  'Développeur Java Spring Boot',
  'Senior Java Developer',
  'Data Engineer Spark',
  'Ingénieur DevOps Kubernetes',
  'Product Owner Paiements',
  'Testeur QA automatisation',
  'Architecte Cloud AWS',
  'React Front-end Developer',
  'Développeur Full Stack Node.js',
  'Chef de projet SI',
  'Business Analyst Finance',
  'Site Reliability Engineer',
  'Data Scientist Python',
  'Développeur .NET Core',
  'Scrum Master',
  'Ingénieur Sécurité SOC',
  'Mobile Developer Kotlin',
  'Consultant SAP FI/CO',
];
const CLIENTS = [
  'Société Générale',
  'BNP Paribas',
  'Airbus',
  'Orange',
  'Thales',
  'Crédit Agricole',
  'EDF',
  'SNCF',
  'Renault',
  'AXA',
  'Decathlon',
  'L’Oréal',
  'Barclays',
  'HSBC',
  'Siemens',
  'Vodafone',
];
const STACKS = [
  'Java 17, Spring Boot, Kafka, PostgreSQL',
  'Python, Spark, Airflow, Snowflake',
  'Kubernetes, Terraform, GitLab CI, AWS',
  'React, TypeScript, GraphQL',
  'C#, .NET 8, Azure, SQL Server',
  'Node.js, NestJS, MongoDB',
  'Kotlin, Android, Jetpack Compose',
  'SAP S/4HANA, ABAP',
];
const CONTEXTS = [
  'Au sein de l’équipe paiements, vous participez à la refonte du cœur de plateforme.',
  'Within the risk department you will modernise the reporting chain and its data pipelines.',
  'Renfort d’une squad agile sur un produit B2C à fort trafic, en télétravail partiel.',
  'Greenfield project for a regulated client: migration of legacy services to the cloud.',
  'Mission longue durée, démarrage ASAP, équipe de 8 personnes à La Défense.',
];
const SKILLS = [
  'Java',
  'Spring',
  'SQL',
  'PostgreSQL',
  'Kafka',
  'Python',
  'Spark',
  'AWS',
  'Azure',
  'Kubernetes',
  'Docker',
  'Terraform',
  'React',
  'TypeScript',
  'Node.js',
  'C#',
  'Kotlin',
  'Scrum',
  'SAP',
  'Linux',
];
const FIRST_NAMES = [
  'Camille',
  'Lucas',
  'Léa',
  'Hugo',
  'Chloé',
  'Nathan',
  'Manon',
  'Thomas',
  'Emma',
  'Jules',
  'Sarah',
  'Louis',
  'Inès',
  'Olivier',
  'James',
  'Emily',
  'Oliver',
  'Sophie',
  'Mohamed',
  'Yasmine',
  'Antoine',
  'Élodie',
  'Pierre',
  'Julie',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Lefèvre',
  'Garnier',
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Wilson',
  'Benali',
  'Nguyen',
  'Rousseau',
  'Fontaine',
  'Chevalier',
  'Girard',
  'Lambert',
  'Faure',
  'Mercier',
];
const SALES = [
  'Claire Dupont',
  'Marc Lefebvre',
  'Sophie Laurent',
  'Julien Roux',
  'Anne Morel',
  'David Fournier',
  'Laura Girard',
  'Nicolas Bonnet',
  'Emma Clarke',
  'Paul Henderson',
];

/**
 * The board's columns by share (twentieths): mostly active; then, for each column, how far the
 * pipeline of the need's first candidate goes and that of the others (steps in
 * STEP_CREATION_ORDER without PUSH), and an extra step type of the first candidate.
 */
const ACTIVE_MIX: [column: string, share: number, lead: number, rest: number, extra?: string][] = [
  ['NO_CANDIDATE', 3, 0, 0],
  ['CANDIDATE_IDENTIFIED', 5, 1, 1],
  ['CANDIDATE_SENT', 4, 2, 1],
  ['CANDIDATE_INTERVIEW', 3, 3, 2],
  ['GO_NOGO', 2, 4, 1],
  ['FROZEN', 1, 2, 1, 'FROZEN'],
  ['PUSH', 2, 1, 1, 'PUSH'],
];
const FINISHED_MIX: [column: string, share: number, lead: number, rest: number, extra?: string][] =
  [
    ['SALE', 3, 5, 2],
    ['CANCELED', 2, 2, 1, 'CANCELED'],
  ];

/** The step types in the order a pipeline of `depth` steps was made (the app's own order). */
export const PIPELINE = STEP_CREATION_ORDER.filter((t) => t !== 'PUSH');

/** The types of one link's steps, in creation order. */
export function pipelineTypes(depth: number, extra?: string): string[] {
  const types: string[] = PIPELINE.slice(0, depth);
  return extra && depth > 0 ? [...types, extra] : types;
}

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (list: readonly string[]) => `ARRAY[${list.map(sqlText).join(',')}]::text[]`;

/** Which column the need numbered g (1-based) is in: a CASE over g % total shares. */
function columnPlan(finishedShare: number) {
  const active = ACTIVE_MIX.reduce((s, m) => s + m[1], 0);
  const finished = FINISHED_MIX.reduce((s, m) => s + m[1], 0);
  // Scale the finished shares so that they make up finishedShare of all needs.
  const scale =
    finishedShare <= 0 ? 0 : (finishedShare * active) / ((1 - finishedShare) * finished);
  const mix = [
    ...ACTIVE_MIX.map((m) => ({ m, weight: m[1] * 100 })),
    ...FINISHED_MIX.map((m) => ({ m, weight: Math.round(m[1] * 100 * scale) })),
  ].filter((x) => x.weight > 0);
  const total = mix.reduce((s, x) => s + x.weight, 0);
  let upTo = 0;
  const whens = mix.map(({ m, weight }) => {
    upTo += weight;
    return { column: m[0], lead: m[2], rest: m[3], extra: m[4], below: upTo };
  });
  return { whens, total };
}

/**
 * Runs `insert(lo, hi)` over 1..total in as many ranges as there are connections to use: on
 * PostgreSQL the ranges run at once (the generated search columns' accent folding costs about a
 * millisecond a row, so one statement would keep a single core busy for a minute); PGlite runs
 * them one after the other.
 */
async function inRanges(
  total: number,
  parts: number,
  insert: (lo: number, hi: number) => Promise<unknown>,
) {
  const size = Math.ceil(total / parts);
  const ranges = Array.from(
    { length: parts },
    (_, i) => [i * size + 1, Math.min(total, (i + 1) * size)] as const,
  );
  await Promise.all(ranges.filter(([lo, hi]) => lo <= hi).map(([lo, hi]) => insert(lo, hi)));
}

async function exec<T = Record<string, unknown>>(
  database: TDatabase,
  text: string,
  params: unknown[] = [],
) {
  return database.query<T>(text, params);
}

/** Seeds an empty, migrated database (either driver). */
export async function seedDatabase(
  database: TDatabase,
  options: TSeedOptions,
  log: (line: string) => void = () => {},
): Promise<TSeedSummary> {
  const started = performance.now();
  const { needs: N, candidates: C } = options;
  const passwordHash = await hashPassword(SEED_ADMIN.password);
  await exec(
    database,
    `INSERT INTO users (name, email, password_hash, role) VALUES ('Bench Admin', $1, $2, 'Admin')`,
    [SEED_ADMIN.email, passwordHash],
  );
  const sales = await exec<{ id: string }>(
    database,
    `INSERT INTO users (name, email, password_hash, role)
     SELECT name, lower(replace(name, ' ', '.')) || '@example.com', $2, 'Sales'
     FROM unnest($1::text[]) AS name RETURNING id`,
    [SALES, passwordHash],
  );
  const salesIds = sales.rows.map((r) => r.id);

  // Ordinals → ids in work tables (plain tables, not TEMP: a pool may use several connections).
  await exec(database, `DROP TABLE IF EXISTS seed_need_plan, seed_candidate_ids`);
  const plan = columnPlan(options.finishedShare);
  const columnCase = (field: 'column' | 'lead' | 'rest' | 'extra') =>
    `CASE ${plan.whens
      .map((w) => {
        const v = w[field];
        const value = v === undefined ? 'NULL' : typeof v === 'number' ? String(v) : sqlText(v);
        return `WHEN (g * 7919) % ${plan.total} < ${w.below} THEN ${value}`;
      })
      .join(' ')} END`;
  await exec(
    database,
    `CREATE TABLE seed_need_plan AS
     SELECT g, gen_random_uuid() AS id, ${columnCase('column')} AS col, ${columnCase('lead')} AS lead,
            ${columnCase('rest')} AS rest, ${columnCase('extra')}::text AS extra,
            now() - ((g % 540) * interval '1 day') - ((g * 37) % 86400) * interval '1 second' AS created
     FROM generate_series(1, $1::int) AS g`,
    [N],
  );
  await exec(
    database,
    `CREATE TABLE seed_candidate_ids AS SELECT g, gen_random_uuid() AS id FROM generate_series(1, $1::int) AS g`,
    [C],
  );
  await exec(database, `ALTER TABLE seed_candidate_ids ADD PRIMARY KEY (g)`);
  await exec(database, `ALTER TABLE seed_need_plan ADD PRIMARY KEY (id)`);

  // Indexes (trigram and GIN among them) are dropped during the bulk load and built again after
  // it: building one index over all rows is several times faster than growing it row by row.
  // Building a unique index again checks the loaded rows all the same; primary keys stay.
  const dropped = await exec<{ name: string; def: string }>(
    database,
    `SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
     JOIN pg_class c ON c.relname = i.indexname JOIN pg_index x ON x.indexrelid = c.oid
     WHERE i.schemaname = 'public' AND i.tablename IN ('needs', 'candidates', 'need_candidates', 'steps')
       AND NOT x.indisprimary`,
  );
  for (const index of dropped.rows) await exec(database, `DROP INDEX "${index.name}"`);

  const parts = database.kind === 'postgres' ? 4 : 1;
  let t = performance.now();
  await inRanges(N, parts, (lo, hi) =>
    exec(
      database,
      `INSERT INTO needs (id, title, client, priority, description, category, quantity, consultants,
       order_clients, order_clients_email, "column", previous_column, progress_pct, tjm, created_at,
       updated_at)
     SELECT p.id,
       (${sqlArray(TITLES)})[1 + g % ${TITLES.length}] || CASE WHEN g % 3 = 0 THEN ' – ' || (${sqlArray(['Paris', 'Lyon', 'London', 'Nantes', 'Toulouse'])})[1 + g % 5] ELSE '' END,
       (${sqlArray(CLIENTS)})[1 + (g * 7) % ${CLIENTS.length}],
       (ARRAY['P1','P2','P2','P3'])[1 + (g * 3) % 4],
       (${sqlArray(CONTEXTS)})[1 + g % ${CONTEXTS.length}] || ' Stack : ' || (${sqlArray(STACKS)})[1 + (g * 5) % ${STACKS.length}] || '.',
       (ARRAY['developer','test','devops','IT','others'])[1 + g % 5],
       1 + (g % 7 = 0)::int,
       CASE WHEN g % 4 = 0 THEN jsonb_build_array(($1::text[])[1 + g % $2::int], ($1::text[])[1 + (g + 1) % $2::int])
            ELSE jsonb_build_array(($1::text[])[1 + g % $2::int]) END,
       jsonb_build_array((ARRAY['Marie Durand','John Carter','Isabelle Petit','Kevin Moore'])[1 + g % 4]),
       jsonb_build_array((ARRAY['marie.durand','john.carter','isabelle.petit','kevin.moore'])[1 + g % 4] || '@client.example'),
       p.col,
       CASE WHEN p.col IN ('FROZEN','PUSH') THEN 'CANDIDATE_IDENTIFIED' END,
       (ARRAY[0,10,25,50,75,100])[1 + LEAST(p.lead, 5)],
       CASE WHEN g % 10 = 0 THEN NULL ELSE 400 + (g * 13) % 500 END,
       p.created, p.created + ((g % 20) * interval '1 hour')
     FROM seed_need_plan p WHERE g BETWEEN $3 AND $4`,
      [salesIds, salesIds.length, lo, hi],
    ),
  );
  log(`  needs: ${N} in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  t = performance.now();
  await inRanges(C, parts, (lo, hi) =>
    exec(
      database,
      `INSERT INTO candidates (id, name, email, phone, skills, expected_tjm, cv_role, cv_city,
       cv_availability, created_at, updated_at)
     SELECT c.id,
       f.first || ' ' || l.last,
       -- Unique whatever the case: the ordinal is part of the address.
       lower(translate(f.first || '.' || l.last, 'éèÉÈëçï', 'eeEEeci')) || '.' || g || '@example.com',
       '+33 6 ' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
       (SELECT jsonb_agg(s) FROM (SELECT (${sqlArray(SKILLS)})[1 + (g * k * 7) % ${SKILLS.length}] AS s
          FROM generate_series(1, 2 + g % 4) AS k GROUP BY 1) AS u),
       CASE WHEN g % 5 = 0 THEN NULL ELSE 350 + (g * 17) % 600 END,
       (${sqlArray(TITLES)})[1 + (g * 3) % ${TITLES.length}],
       (ARRAY['Paris','Lyon','London','Nantes','Lille','Bordeaux'])[1 + g % 6],
       (ARRAY['ASAP','1 month','3 months','Not specified'])[1 + g % 4],
       now() - ((g % 700) * interval '1 day'), now() - ((g % 300) * interval '1 day')
     FROM seed_candidate_ids c
     CROSS JOIN LATERAL (SELECT (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] AS first) AS f
     CROSS JOIN LATERAL (SELECT (${sqlArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS last) AS l
     WHERE g BETWEEN $1 AND $2`,
      [lo, hi],
    ),
  );
  log(`  candidates: ${C} in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // Links: a need with a pipeline has 1 to 5 candidates, its j-th is candidate (3(g-1) + j) mod C.
  t = performance.now();
  const links = await exec<{ n: number }>(
    database,
    `WITH ins AS (
       INSERT INTO need_candidates (need_id, candidate_id, status, created_at)
       SELECT p.id, c.id, 'ACTIVE', p.created + (j * interval '1 hour')
       FROM seed_need_plan p
       CROSS JOIN LATERAL generate_series(0, CASE WHEN p.lead = 0 THEN -1 ELSE p.g % 5 END) AS j
       JOIN seed_candidate_ids c ON c.g = 1 + ((p.g - 1) * 3 + j) % $1::int
       RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [C],
  );

  // Steps: the lead candidate's pipeline goes `lead` steps deep (plus its extra step), the others
  // `rest`; inserted in creation order so that seq orders them as the app would.
  const details = Object.fromEntries(
    PIPELINE.map((type) => {
      const d = getStepDefaults(type, new Date()) as Record<string, unknown>;
      const detail = Object.entries(d).find(([k]) => k.startsWith('detail'))?.[1] as
        Record<string, unknown> | undefined;
      if (type === 'CANDIDATE_SENT')
        return [
          type,
          { ...detail, clientName: 'Marie Durand', clientEmail: 'marie.durand@client.example' },
        ];
      if (type === 'CANDIDATE_INTERVIEW')
        return [type, { ...detail, interviewLocation: 'Paris, La Défense' }];
      if (type === 'SALE') return [type, { ...detail, tjm: 650 }];
      if (type === 'GO_NOGO') return [type, { ...detail, tjm: 650 }];
      return [type, detail ?? null];
    }),
  );
  const stepRows = await exec<{ n: number }>(
    database,
    `WITH ins AS (
       INSERT INTO steps (need_id, candidate_id, type, status, date, comment, detail, source)
       SELECT l.need_id, l.candidate_id, t.type, 'COMPLETED', l.created_at + (k * interval '1 day'),
              CASE WHEN k = 1 THEN 'Candidate created and identified for this need' END,
              ($1::jsonb) -> t.type, 'seed'
       FROM need_candidates l
       JOIN seed_need_plan p ON p.id = l.need_id
       CROSS JOIN LATERAL (SELECT l.candidate_id = (SELECT c.id FROM seed_candidate_ids c
                             WHERE c.g = 1 + ((p.g - 1) * 3) % $3::int) AS is_lead) AS lead
       CROSS JOIN LATERAL generate_series(1, CASE WHEN lead.is_lead THEN p.lead + (p.extra IS NOT NULL)::int ELSE p.rest END) AS k
       CROSS JOIN LATERAL (SELECT CASE WHEN k <= array_length($2::text[], 1) AND (k <= p.lead OR NOT lead.is_lead)
                                       THEN ($2::text[])[k] ELSE p.extra END AS type) AS t
       ORDER BY l.need_id, l.candidate_id, k
       RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [JSON.stringify(details), PIPELINE, C],
  );
  log(
    `  links and steps: ${links.rows[0]!.n} and ${stepRows.rows[0]!.n} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  t = performance.now();
  for (const index of dropped.rows) await exec(database, index.def);
  log(`  ${dropped.rows.length} indexes built in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const active = await exec<{ n: number }>(
    database,
    `SELECT count(*)::int AS n FROM seed_need_plan WHERE col NOT IN ('SALE','CANCELED','DELETED')`,
  );
  await exec(database, `DROP TABLE seed_need_plan, seed_candidate_ids`);
  await exec(database, `ANALYZE`);
  return {
    users: 1 + salesIds.length,
    needs: N,
    activeNeeds: active.rows[0]!.n,
    candidates: C,
    links: links.rows[0]!.n,
    steps: stepRows.rows[0]!.n,
    ms: performance.now() - started,
  };
}

export function describeSeed(s: TSeedSummary, where: string): string {
  return (
    `Seeded ${where}: ${s.users} users (1 Admin ${SEED_ADMIN.email}, ${s.users - 1} Sales), ` +
    `${s.needs} needs (${s.activeNeeds} active), ${s.candidates} candidates, ${s.links} links, ` +
    `${s.steps} steps in ${(s.ms / 1000).toFixed(1)} s`
  );
}

async function main() {
  const options = parseSeedArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL;
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  // The server's own lock: seeding the embedded database while a server has it open would corrupt it.
  const unlock = url ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    await migrateDatabase(database);
    const { rows } = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM needs`);
    if (rows[0]!.n > 0) throw new Error('the database already has needs: seed an empty one');
    const summary = await seedDatabase(database, options, (line) => console.log(line));
    console.log(describeSeed(summary, url ? 'PostgreSQL' : `PGlite at ${dataDir}`));
  } finally {
    await database.close();
    unlock();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
