import { describe, expect, it } from 'vitest';
import { CV_HEADINGS } from '../local/cv-headings.ts';
import { JD_HEADINGS } from '../local/jd-headings.ts';
import { numberLines } from './locate.ts';
import { placeInSections, sectionOfEachLine } from './place-in-sections.ts';

describe('sectionOfEachLine', () => {
  it('is the header before the first heading, then the nearest heading above, blanks included', () => {
    const lines = numberLines(
      [
        'Jean Dupont',
        '',
        'EXPÉRIENCES PROFESSIONNELLES',
        'Dev Java – Acme',
        '',
        'Formation',
        'Master',
      ].join('\n'),
    );
    expect(sectionOfEachLine(lines, CV_HEADINGS)).toEqual([
      'header',
      'header',
      'experience',
      'experience',
      'experience',
      'education',
      'education',
    ]);
  });

  it('gives a labelled line its label and leaves the next lines in the open section', () => {
    const lines = numberLines(
      ['Missions :', '- Développer des API', 'Souhaité : Kubernetes', '- Relire le code'].join(
        '\n',
      ),
    );
    expect(sectionOfEachLine(lines, JD_HEADINGS)).toEqual([
      'responsibilities',
      'responsibilities',
      'desired',
      'responsibilities',
    ]);
  });

  it('does not take a sentence starting like a heading for one', () => {
    const lines = numberLines(
      ['Skills', 'Java', 'Experience in building large distributed systems for banks'].join('\n'),
    );
    expect(sectionOfEachLine(lines, CV_HEADINGS)).toEqual(['skills', 'skills', 'skills']);
  });
});

describe('placeInSections', () => {
  it("sets each field's section from its line, and none for a field without a line", () => {
    const lines = numberLines(['Jane Doe', 'Skills', 'Java, SQL'].join('\n'));
    const fields = placeInSections(lines, CV_HEADINGS, [
      { key: 'name', value: 'Jane Doe', source: 'Jane Doe', line: 1, section: null },
      { key: 'hardSkills', value: ['Java', 'SQL'], source: 'Java, SQL', line: 3, section: null },
      { key: 'name', value: 'Jane Doe', source: 'CV_jane_doe.pdf', line: null, section: null },
    ]);
    expect(fields.map((f) => f.section)).toEqual(['header', 'skills', null]);
  });
});
