/**
 * What a run measures and for how long, from BENCH_* variables. BENCH_QUICK=1 seeds small and runs
 * 2 s per figure: to check the bench works, not to quote its figures.
 */
const env = process.env;
const quick = env.BENCH_QUICK === '1';
const num = (name: string, fallback: number) => {
  const value = env[name];
  return value === undefined || value === '' ? fallback : Number(value);
};

export const settings = {
  quick,
  /** Server used to create and drop the bench's own databases. */
  adminUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  needs: num('BENCH_NEEDS', quick ? 2000 : 50_000),
  candidates: num('BENCH_CANDIDATES', quick ? 6000 : 150_000),
  /** Seconds of one wrk run, runs per server (interleaved ours, raw, ours, raw…). */
  seconds: num('BENCH_SECONDS', quick ? 2 : 10),
  runs: num('BENCH_RUNS', quick ? 1 : 3),
  connections: num('BENCH_CONNECTIONS', 32),
  /** Growth: needs of the small and the large database. */
  growthSmall: num('BENCH_GROWTH_SMALL', 1000),
  growthLarge: num('BENCH_GROWTH_LARGE', quick ? 10_000 : 100_000),
  /** PGlite against PostgreSQL: needs of both databases (three candidates a need). */
  engineNeeds: num('BENCH_ENGINE_NEEDS', quick ? 1000 : 10_000),
  liveRounds: num('BENCH_LIVE_ROUNDS', quick ? 20 : 400),
  idleSeconds: num('BENCH_IDLE_SECONDS', quick ? 3 : 30),
  /** Starts timed per database kind (each on a fresh database, then once more on it). */
  startRuns: num('BENCH_START_RUNS', quick ? 2 : 5),
  boardNeeds: num('BENCH_BOARD_NEEDS', quick ? 300 : 2000),
  boardCandidates: num('BENCH_BOARD_CANDIDATES', quick ? 900 : 6000),
  /** Comma-separated figure groups to run: start,reads,export,live,memory,engines,growth,board,analytics,hostile (default all). */
  only: (env.BENCH_ONLY ?? '').split(',').filter(Boolean),
  jwtSecret: 'bench-secret-bench-secret-bench-secret-0123456789',
};

export const wants = (group: string) => settings.only.length === 0 || settings.only.includes(group);
