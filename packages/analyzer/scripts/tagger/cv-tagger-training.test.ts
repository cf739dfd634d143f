import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cvTaggerOf } from '../../src/local/cv-tagger.ts';
import { readAnnotatedCv } from '../eval/datasets.ts';
import { encodeCv, readLabelledCv, trainCvTagger, trainingLinesOf } from './cv-tagger-training.ts';
import { createFeatureIndex } from './feature-index.ts';

// Long enough to have lost its line breaks (the annotated CVs are one line each).
const filler = 'Delivered services for clients in banking and retail. '.repeat(8);
const cvXml = (name: string, title: string, company: string, town: string) =>
  `<?xml version="1.0"?>\n<cv>\n"  <label type="Name">${name}</label>  someone@example.com    Professional Experience    <label type="Designation">${title}</label>, <label type="Years of Experience">Jan 2019  Present</label>    <label type="Companies worked at">${company}</label>, <label type="Location">${town}</label>    ${filler}"\n</cv>\n`;

function writeCv(xml = cvXml('Jane &amp; Doe', 'Data Engineer', 'Acme', 'Leeds')): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'cv-tagger-')), '1.xml');
  writeFileSync(file, xml);
  return file;
}

describe('readLabelledCv', () => {
  it('reads the text readAnnotatedCv reads, with where each label stands in it', () => {
    const file = writeCv();
    const cv = readLabelledCv(file, '1.xml');
    expect(cv.text).toBe(readAnnotatedCv(file).text);
    expect(cv.spans.map((span) => [span.type, cv.text.slice(span.start, span.end)])).toEqual([
      ['Name', 'Jane & Doe'],
      ['Designation', 'Data Engineer'],
      ['Years of Experience', 'Jan 2019  Present'],
      ['Companies worked at', 'Acme'],
      ['Location', 'Leeds'],
    ]);
  });
});

describe('trainingLinesOf', () => {
  it('carries the labels onto the lines the analysis reads, as BIO tags', () => {
    const { lines, tags } = trainingLinesOf(readLabelledCv(writeCv(), '1.xml'));
    expect(lines.slice(0, 5)).toEqual([
      '"',
      'Jane & Doe',
      'someone@example.com',
      'Professional Experience',
      'Data Engineer, Jan 2019 – Present',
    ]);
    expect(tags[1]).toEqual(['B-name', 'I-name', 'I-name']);
    expect(tags[4]).toEqual(['B-role', 'I-role', 'O', 'O', 'O', 'O']);
    expect(tags[5]).toEqual(['B-company', 'B-city']);
  });
});

describe('trainCvTagger', () => {
  it('learns from the CVs it is trained on', () => {
    const cvs = [
      cvXml('Jane &amp; Doe', 'Data Engineer', 'Acme', 'Leeds'),
      cvXml('Omar Haddad', 'Web Developer', 'Bluewave', 'Austin'),
      cvXml('Lena Fischer', 'QA Tester', 'Siemens', 'Munich'),
      cvXml('Kim Park', 'Project Manager', 'Globex', 'Seoul'),
    ].map((xml, at) => readLabelledCv(writeCv(xml), `${at}.xml`));
    const index = createFeatureIndex();
    const model = trainCvTagger(
      cvs.flatMap((cv) => encodeCv(cv, index)),
      index,
      0.1,
    );
    const { lines } = trainingLinesOf(cvs[0]!);
    // Four CVs teach a perceptron the name and the title; the rest needs the real set.
    expect(cvTaggerOf(model)(lines).map(({ field, text }) => [field, text])).toEqual([
      ['name', 'Jane & Doe'],
      ['role', 'Data Engineer'],
    ]);
  });
});
