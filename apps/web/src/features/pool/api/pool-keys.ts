export const poolKeys = {
  all: ['pool'] as const,
  matches: (needId: string, hidden: boolean) => ['pool', 'matches', needId, hidden] as const,
  bench: ['pool', 'bench'] as const,
};
