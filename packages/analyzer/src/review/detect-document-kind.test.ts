import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractText } from '../extract/extract-text.ts';
import { detectDocumentKind } from './detect-document-kind.ts';

const dataRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../shared/data',
);

describe('detectDocumentKind on French documents', () => {
  it('reads a French job description as one', () => {
    const text = [
      'Fiche de poste : Développeur Java Senior H/F',
      'Client : Banque Populaire',
      'Lieu : Lyon',
      'TJM : 620 euros par jour',
      'Missions :',
      '- Concevoir et développer des microservices',
      'Profil recherché :',
      'Vous avez 5 ans d’expérience en Java et Spring Boot.',
    ].join('\n');
    expect(detectDocumentKind(text)).toBe('jd');
  });

  it('reads a French CV as one', () => {
    const text = [
      'Marie Curie',
      'Développeuse Full Stack',
      'marie.curie@example.fr | 06 12 34 56 78',
      '12 rue des Lilas, 69003 Lyon',
      'Expériences professionnelles',
      "janvier 2020 - aujourd'hui : Développeuse Java, Société Générale, Paris",
      '2016 - 2019 : Développeuse PHP, Orange, Lyon',
      'Formation',
      'Master Informatique, Université Lyon 1, 2016',
      'Compétences',
      'Java, Spring Boot, Angular',
      'Langues',
      'Anglais courant',
    ].join('\n');
    expect(detectDocumentKind(text)).toBe('cv');
  });

  it('says unknown for a text too short or without the marks of either kind', () => {
    expect(detectDocumentKind('Hello')).toBe('unknown');
    expect(
      detectDocumentKind(
        'The quarterly meeting takes place on the third floor. Please bring the figures of the last month.',
      ),
    ).toBe('unknown');
  });
});

// The real documents of ../shared/data (CVs with their labels, job postings): every CV reads as
// a CV and every posting as a job description.
describe.skipIf(!existsSync(dataRoot))('detectDocumentKind on the shared real documents', () => {
  it('reads all 310 annotated CVs as CVs', () => {
    const folder = path.join(dataRoot, 'cv-annotations/train');
    const wrong = readdirSync(folder).filter((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8')
        .replace(/^<\?xml[^\n]*\n/, '')
        .replace(/<[^>]+>/g, '');
      return detectDocumentKind(text) !== 'cv';
    });
    expect(wrong).toEqual([]);
  });

  it('reads all 35 DOCX CVs as CVs', async () => {
    const folder = path.join(dataRoot, 'cv-docx/CV');
    const wrong: string[] = [];
    for (const file of readdirSync(folder)) {
      const text = await extractText(readFileSync(path.join(folder, file)), 'docx');
      if (detectDocumentKind(text) !== 'cv') wrong.push(file);
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('reads all SkillSpan job postings and the five vacancies as job descriptions', () => {
    const postings = new Map<string, string[]>();
    for (const file of ['train.json', 'dev.json']) {
      const lines = readFileSync(path.join(dataRoot, 'jd-skills', file), 'utf8').split('\n');
      for (const line of lines.filter(Boolean)) {
        const { idx, tokens } = JSON.parse(line) as { idx: number; tokens: string[] };
        const key = `${file}#${idx}`;
        postings.set(key, [...(postings.get(key) ?? []), tokens.join(' ')]);
      }
    }
    const csv = readFileSync(path.join(dataRoot, 'cv-docx/5_vacancies.csv'), 'utf8');
    const vacancies = csv.split(/\n(?=\d+,)/).slice(1);
    expect(postings.size).toBeGreaterThan(150);
    expect(vacancies).toHaveLength(5);
    const wrong = [
      ...[...postings].filter(([, lines]) => detectDocumentKind(lines.join('\n')) !== 'jd'),
      ...vacancies
        .map((v, i) => [`vacancy ${i}`, v] as const)
        .filter(([, v]) => detectDocumentKind(v) !== 'jd'),
    ].map(([key]) => key);
    expect(wrong).toEqual([]);
  });
});
