import { describe, expect, it } from 'vitest';
import { excerptAround, field, MAX_SOURCE_CHARS, numberLines } from './locate.ts';

// A DOCX whose paragraphs come out as one line (tables, text boxes): the review quotes the part
// that shows the value, not the whole document.
const FLAT =
  'Full-Stack Developer with 3+ years of experience looking for a full time position80% - backend Java development, 20% - frontend React developmentPhone: Birth year: 1991E-mail: Residence: Rehovot.Linkedin: Nikita Doroshenko Languages: English, Hebrew, Russian.TECHNICAL SKILLSProgramming languages: Java, JavaScript, TypeScript.';

describe('excerptAround', () => {
  it('keeps a short line whole', () => {
    expect(excerptAround('TJM : 620 euros par jour', 620)).toBe('TJM : 620 euros par jour');
  });

  it('quotes about MAX_SOURCE_CHARS around the value in a long line, marking the cuts', () => {
    const quote = excerptAround(FLAT, 'Rehovot');
    expect(quote).toContain('Rehovot');
    expect(quote.startsWith('… ')).toBe(true);
    expect(quote.endsWith(' …')).toBe(true);
    expect(quote.length).toBeLessThanOrEqual(MAX_SOURCE_CHARS + 4);
  });

  it('starts at the line when the value is near its beginning or not found', () => {
    expect(excerptAround(FLAT, 'Full-Stack Developer').startsWith('Full-Stack')).toBe(true);
    expect(excerptAround(FLAT, 'absent value').startsWith('Full-Stack')).toBe(true);
  });

  it('finds a list by its first item', () => {
    expect(excerptAround(FLAT, ['Hebrew', 'Russian'])).toContain('Hebrew');
  });
});

describe('field', () => {
  it('quotes an excerpt of a long line and keeps its number', () => {
    const lines = numberLines(`Title\n${FLAT}`);
    const read = field('city', 'Rehovot', lines[1]!);
    expect(read.line).toBe(2);
    expect(read.source).toContain('Rehovot');
    expect(read.source!.length).toBeLessThanOrEqual(MAX_SOURCE_CHARS + 4);
  });
});
