import { describe, expect, it } from 'vitest';
import { dropRunningLines } from './drop-running-lines.ts';

describe('dropRunningLines', () => {
  it('keeps the first running header, drops its repeats and the page numbers', () => {
    const page = (number: number, body: string) => ({
      height: 842,
      lines: [
        { text: 'Jane Doe - CV', x: 40, y: 810 },
        { text: body, x: 40, y: 600 },
        { text: `Page ${number} / 2`, x: 280, y: 20 },
      ],
    });
    const pages = dropRunningLines([page(1, 'Profile'), page(2, 'Experience')]);
    expect(pages.map((lines) => lines.map((line) => line.text))).toEqual([
      ['Jane Doe - CV', 'Profile'],
      ['Experience'],
    ]);
  });
});
