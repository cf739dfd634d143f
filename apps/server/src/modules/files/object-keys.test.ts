import { describe, expect, it } from 'vitest';
import { cleanUploadName } from './object-keys.ts';

describe('cleanUploadName', () => {
  it('drops control characters, which PostgreSQL refuses (NUL) or a screen garbles', () => {
    expect(cleanUploadName('cv\u0000.docx')).toBe('cv.docx');
    expect(cleanUploadName('line\r\nbreak.pdf')).toBe('linebreak.pdf');
  });

  it('replaces lone surrogates and falls back when nothing is left', () => {
    expect(cleanUploadName('\ud800.docx')).toBe('\ufffd.docx');
    expect(cleanUploadName('\u0000\u0001')).toBe('document');
    expect(cleanUploadName('')).toBe('document');
  });

  it('keeps at most 255 characters, extension included', () => {
    const name = cleanUploadName(`${'a'.repeat(5000)}.docx`);
    expect(name).toHaveLength(255);
    expect(name.endsWith('.docx')).toBe(true);
  });

  it('never keeps a slash, and takes a smaller bound and fallback when asked', () => {
    expect(cleanUploadName('a/b\\c.pdf')).toBe('a_b_c.pdf');
    expect(cleanUploadName(`${'b'.repeat(300)}.pdf`, { max: 200 })).toHaveLength(200);
    expect(cleanUploadName('\u0001', { fallback: '' })).toBe('');
  });
});
