import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('t in a production build', () => {
  // Lingui parses messages at run time in development only; in production it takes any string
  // for an uncompiled message and warns on every call (the board's first render paid for it).
  it('returns plain catalogue text as it is, without the uncompiled-message warning', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { t } = await import('./i18n.ts');
    expect(t('auth.email')).toBe('Email');
    expect(t('auth.login.form')).toBe('Sign in');
    expect(warn).not.toHaveBeenCalled();
  });
});
