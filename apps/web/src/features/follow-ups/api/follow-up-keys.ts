export const followUpKeys = {
  all: ['follow-ups'] as const,
  page: (page: number) => [...followUpKeys.all, 'page', page] as const,
};
