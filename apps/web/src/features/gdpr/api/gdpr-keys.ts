export const gdprKeys = {
  all: ['gdpr'] as const,
  register: () => [...gdprKeys.all, 'register'] as const,
};
