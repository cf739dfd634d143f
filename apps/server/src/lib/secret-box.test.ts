import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('k'.repeat(48));

  it('seals a secret so the stored text does not contain it, and opens it again', () => {
    const sealed = box.seal('whsec_abc123');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('whsec_abc123');
    expect(box.seal('whsec_abc123')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('whsec_abc123');
  });

  it('reads a value written before encryption as it is', () => {
    expect(box.open('whsec_plain')).toBe('whsec_plain');
  });

  it('refuses a value sealed with another key or altered', () => {
    const sealed = box.seal('whsec_abc123');
    expect(() => createSecretBox('o'.repeat(48)).open(sealed)).toThrow();
    expect(() => box.open(sealed.slice(0, -2) + 'AA')).toThrow();
  });
});
