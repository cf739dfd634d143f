import { describe, expect, it } from 'vitest';
import {
  BOARD_COLUMNS,
  SIMPLIFIED_BOARD_COLUMNS,
  getAnalysisStatusLabel,
  getColumnTitle,
  getJdAnalysisBadge,
  getPriorityColor,
  getProgressColor,
  getScoreColor,
  getVisibleChips,
  truncateChip,
  truncateText,
} from './need-display.rules.ts';

describe('board columns', () => {
  it('hold the titles and colours of the spec', () => {
    expect(BOARD_COLUMNS.map((c) => [c.id, c.title, c.color])).toEqual([
      ['no-candidate', 'No Candidate', 'gray'],
      ['candidate-identified', 'Candidate Identified', 'blue'],
      ['candidate-sent', 'Candidate Sent', 'yellow'],
      ['candidate-interview', 'Candidate Interview', 'purple'],
      ['go-nogo', 'GO/NOGO', 'green'],
    ]);
    expect(SIMPLIFIED_BOARD_COLUMNS.map((c) => c.column)).toEqual(['FROZEN', 'PUSH']);
    expect(getColumnTitle('SALE')).toBe('Sold');
  });
});

describe('colours', () => {
  it.each([
    [81, 'green'],
    [80, 'blue'],
    [51, 'blue'],
    [50, 'yellow'],
    [26, 'yellow'],
    [25, 'red'],
    [0, 'red'],
  ] as const)('progress %d → %s', (pct, colour) => {
    expect(getProgressColor(pct)).toBe(colour);
  });
  it('priority colours', () => {
    expect(['P1', 'P2', 'P3', 'P4', 'P9'].map(getPriorityColor)).toEqual([
      'red',
      'orange',
      'yellow',
      'green',
      'gray',
    ]);
  });
  it('relevance score colours: green from 70, yellow from 40 (candidate cards and AI Rate alike)', () => {
    expect([100, 70, 69.9, 40, 39, 0].map(getScoreColor)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'red',
      'red',
    ]);
  });
});

describe('truncation and chips', () => {
  it('truncates at 50 characters: 47 plus ellipsis', () => {
    expect(truncateText('a'.repeat(50))).toBe('a'.repeat(50));
    const t = truncateText('a'.repeat(51));
    expect(t).toBe('a'.repeat(47) + '...');
    expect(t).toHaveLength(50);
  });
  it('truncates chips at 12 characters', () => {
    expect(truncateChip('Short name')).toBe('Short name');
    expect(truncateChip('Very long client name')).toBe('Very long...');
  });
  it('shows 2 chips then +N', () => {
    expect(getVisibleChips(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
    expect(getVisibleChips(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('analysis labels', () => {
  it('reads the analysis status', () => {
    expect(
      getAnalysisStatusLabel({ jdAnalysisStatus: 'READY', jdRequiredSkills: ['a', 'b'] }),
    ).toEqual({ label: 'Analyzed', count: 2 });
    expect(getAnalysisStatusLabel({ jdAnalysisStatus: 'PENDING' }).label).toBe('Analyzing...');
    expect(getAnalysisStatusLabel({ jdAnalysisStatus: null }).label).toBe('No analysis');
    expect(getJdAnalysisBadge('COMPLETED')).toBe('JD Analysis Complete');
    expect(getJdAnalysisBadge('ERROR')).toBe('JD Analysis Failed');
    expect(getJdAnalysisBadge('PENDING')).toBe('JD Analysis Pending');
  });
});
