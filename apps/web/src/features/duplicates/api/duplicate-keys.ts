export const duplicateKeys = {
  all: ['duplicates'] as const,
  pairs: (page: number) => [...duplicateKeys.all, 'pairs', page] as const,
  of: (candidateId: string) => [...duplicateKeys.all, 'of', candidateId] as const,
};
