import { describe, expect, it } from 'vitest';
import { findGutter, readPageLines, type PdfTextItem } from './read-page-lines.ts';

const item = (text: string, x: number, y: number, fontSize = 10): PdfTextItem => ({
  text,
  x,
  y,
  width: text.length * fontSize * 0.5,
  fontSize,
});

describe('readPageLines', () => {
  it('rebuilds lines from positions and keeps a wide gap as two spaces', () => {
    const lines = readPageLines([
      item('Acme', 40, 700),
      item('Jane Doe', 40, 720),
      item('2019 - 2021', 400, 700.5),
      item('Developer', 66, 700),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['Jane Doe', 'Acme Developer  2019 - 2021']);
  });

  it('reads the left column before the right one', () => {
    const left = ['Contact', 'jane@example.com', 'Skills', 'Java, SQL'].map((text, index) =>
      item(text, 30, 800 - index * 12.5, 9),
    );
    const right = ['Profile', 'Engineer for ten years', 'Experience', 'Acme, 2019'].map(
      (text, index) => item(text, 230, 800 - index * 14.5),
    );
    const lines = readPageLines([...right, ...left]);
    expect(lines.map((line) => line.text)).toEqual([
      'Contact',
      'jane@example.com',
      'Skills',
      'Java, SQL',
      'Profile',
      'Engineer for ten years',
      'Experience',
      'Acme, 2019',
    ]);
    expect(lines[0]?.column).toBe('left');
  });

  it('keeps a table whose columns share baselines as rows', () => {
    const rows = ['Acme', 'Globex', 'Initech', 'Umbrella'].flatMap((company, index) => [
      item(company, 40, 700 - index * 14),
      item(`${2015 + index}`, 400, 700 - index * 14),
    ]);
    expect(findGutter(rows)).toBeNull();
  });

  it('reads a paragraph wrapped over full lines as one line, and not the lines around it', () => {
    // 5 pt a letter at 10 pt: the 90-letter lines fill a 450 pt column.
    const full = 'x'.repeat(40) + ' ' + 'y'.repeat(49);
    const lines = readPageLines([
      item('EXPERIENCE', 40, 800),
      item(full, 40, 780),
      item('continued here.', 40, 768),
      item(full, 40, 750),
      item('Next paragraph after spacing', 40, 730),
      item('• A bullet', 40, 718),
    ]);
    expect(lines.map((line) => line.text)).toEqual([
      'EXPERIENCE',
      `${full} continued here.`,
      full,
      'Next paragraph after spacing',
      '• A bullet',
    ]);
  });
});
