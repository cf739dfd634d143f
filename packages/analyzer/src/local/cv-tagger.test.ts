import { describe, expect, it } from 'vitest';
import { analyzeCv } from './analyze-cv.ts';
import { CV_TAGS, cvTaggerOf, spansOf } from './cv-tagger.ts';
import type { TaggerModel } from './jd-tagger-decode.ts';
import { taggerTokensOf } from './tagger-tokens.ts';

describe('spansOf', () => {
  it('joins a B- tag with the I- tags of its field that follow, and keeps the text as written', () => {
    const line = 'Senior  Java Developer at Infosys, Pune';
    const tags = ['B-role', 'I-role', 'I-role', 'O', 'B-company', 'I-city'];
    expect(spansOf(line, taggerTokensOf(line), tags)).toEqual([
      { field: 'role', text: 'Senior  Java Developer' },
      { field: 'company', text: 'Infosys' },
      // An I- tag of another field opens a span of its own.
      { field: 'city', text: 'Pune' },
    ]);
  });
});

describe('cvTaggerOf', () => {
  it('tags with the model it is given', () => {
    // A model that marks only the word "engineer" as a title.
    const row = (tag: string) => CV_TAGS.map((name) => (name === tag ? 10 : 0));
    const model: TaggerModel = {
      tags: CV_TAGS,
      transitions: new Array((CV_TAGS.length + 1) * CV_TAGS.length).fill(0),
      weights: { bias: row('O'), 'w=engineer': row('B-role').map((score) => score * 2) },
    };
    expect(cvTaggerOf(model)(['Kim Doe', 'Support engineer, Lyon'])).toEqual([
      { field: 'role', text: 'engineer', line: 1 },
    ]);
  });
});

describe('the trained tagger in the analysis', () => {
  // Title and town in a dated line and the employer's line below it: the rules read neither.
  const cv = [
    'Kim Doe',
    'kim@example.com',
    'Professional Experience',
    'Software Engineer, 1/09 to Present',
    'ABC COMPANY, Sometown, CA',
    'Provide object-oriented software design for a project platform.',
  ].join('\n');

  it('reads the title and the town the rules leave empty', () => {
    expect(analyzeCv(cv, { tagger: null })).toMatchObject({ role: null, city: null });
    expect(analyzeCv(cv)).toMatchObject({ role: 'Software Engineer', city: 'Sometown' });
  });

  it('names the employer of an experience from the marked words of its own lines', () => {
    const text = [
      'Priya Sharma',
      'priya@example.com',
      'Work Experience',
      'Senior Java Developer, Payments team, Infosys Limited, Jan 2018 - Present',
      '- Built payment services',
    ].join('\n');
    expect(analyzeCv(text, { tagger: null }).experience1?.company).toBe('Payments team');
    expect(analyzeCv(text).experience1).toMatchObject({
      title: 'Senior Java Developer',
      company: 'Infosys Limited',
    });
  });

  it('keeps the town the rules read when the tagger marks more of the address', () => {
    const text = 'Ivan Keeling\n87 Some Street\nKansas City, MO 52364\nivan@example.com';
    expect(analyzeCv(text).city).toBe('Kansas City');
  });

  it('leaves a French CV to its rules first', () => {
    const text =
      'Claire Martin\nclaire@example.fr\nExpérience professionnelle\nCheffe de projet – Orange, Nantes\njanvier 2020 – aujourd’hui';
    expect(analyzeCv(text)).toMatchObject({ role: 'Cheffe de projet', city: 'Nantes' });
  });
});
