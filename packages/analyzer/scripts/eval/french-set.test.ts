import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buildFrenchPostings,
  FRENCH_POSTINGS_FILE,
  listFrenchCvFiles,
  readFrenchPostingRows,
} from './french-set.ts';

describe('the French evaluation set', () => {
  it('keeps the generated postings.jsonl in step with the marked sources', () => {
    expect(readFileSync(FRENCH_POSTINGS_FILE, 'utf8')).toBe(buildFrenchPostings());
  });

  it('holds a fifth of the CVs and postings out, and each document in one split only', () => {
    const tuning = listFrenchCvFiles('tuning');
    const heldOut = listFrenchCvFiles('held-out');
    expect(tuning.length + heldOut.length).toBe(24);
    expect(heldOut).toHaveLength(5);
    expect(tuning.filter((file) => heldOut.includes(file))).toEqual([]);
    const postingIds = (split: 'tuning' | 'held-out') =>
      new Set(readFrenchPostingRows(split).map((row) => row.idx));
    expect(postingIds('held-out').size).toBe(5);
    expect(postingIds('tuning').size).toBe(19);
  });

  it('labels every CV with well-formed, closed labels of the English set types', () => {
    const types = new Set([
      'Name',
      'Email Address',
      'Designation',
      'Companies worked at',
      'Location',
      'Years of Experience',
      'Degree',
      'College Name',
      'Graduation Year',
      'Tech Tools',
      'Job Specific Skills',
      'Soft Skills',
    ]);
    for (const file of [...listFrenchCvFiles('tuning'), ...listFrenchCvFiles('held-out')]) {
      const xml = readFileSync(file, 'utf8');
      const opened = [...xml.matchAll(/<label type="([^"]+)">/g)].map((match) => match[1]);
      expect(
        opened.filter((type) => !types.has(type ?? '')),
        file,
      ).toEqual([]);
      expect(xml.split('</label>').length - 1, file).toBe(opened.length);
      expect(xml, file).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    }
  });
});
