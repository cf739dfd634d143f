import { describe, expect, it } from 'vitest';
import { readEmailFixture } from '../test-support/make-documents.ts';
import { extractText } from '../extract/extract-text.ts';
import { analyzeJobDescription } from '../local/analyze-job-description.ts';
import { buildDocumentPreview } from '../review/build-document-preview.ts';
import { splitPositions } from './split-positions.ts';

const reviewOf = (text: string) => {
  const analysis = analyzeJobDescription(text);
  const preview = buildDocumentPreview({
    filename: 'ao.pdf',
    expectedKind: 'jd',
    text,
    readBy: 'text',
    analysis,
  });
  const field = (key: string) => preview.fields.find((f) => f.key === key);
  return { analysis, field, value: (key: string) => field(key)?.value };
};

const FRENCH_TENDER = [
  'VILLE DE GRENOBLE',
  'Pouvoir adjudicateur : Ville de Grenoble',
  'Objet de la consultation : assistance technique informatique',
  'Budget global : 80 000 € HT',
  '',
  '1. Contexte',
  'La Ville refond son portail citoyen. Lieu : Grenoble, 1 jour de télétravail par semaine.',
  '2. Allotissement',
  'Le marché comporte 2 lots :',
  'Lot 1 – Développeur PHP .......... 3',
  'Lot 2 – Chef de projet web .......... 4',
  '',
  'Lot 1 – Développeur PHP',
  'Démarrage : 02/02/2027',
  'Durée : 10 mois',
  'Prix plafond : 520 € HT',
  'Compétences requises : PHP, Symfony, MySQL',
  '',
  'Lot 2 – Chef de projet web',
  'Démarrage : 01/03/2027',
  'Durée : 6 mois',
  'Compétences requises : gestion de projet, Scrum',
  '',
  '3. Critères d’attribution',
  'Prix : 40 %, valeur technique : 60 %.',
  'Date limite de remise des offres : 12/01/2027',
].join('\n');

describe('a call for tender split into its lots', () => {
  it('makes one position per lot, its summary line and section read as one', () => {
    const parts = splitPositions(FRENCH_TENDER);
    expect(parts).toHaveLength(2);
    expect(parts.map((part) => part.split('\n')[0])).toEqual([
      'Lot 1 – Développeur PHP',
      'Lot 2 – Chef de projet web',
    ]);
    expect(parts[0]).toContain('Prix plafond : 520 € HT');
    expect(parts[0]).not.toMatch(/Scrum|\.{5}/);
    expect(parts[1]).not.toContain('Symfony');
    for (const part of parts) {
      expect(part).toContain('Pouvoir adjudicateur : Ville de Grenoble');
      expect(part).toContain('Date limite de remise des offres');
      expect(part).not.toContain('comporte 2 lots');
    }
  });

  it('reads each lot as a need: the issuer as client, its own ceiling as TJM, its own start', () => {
    const [first, second] = splitPositions(FRENCH_TENDER).map(reviewOf);
    expect(first!.value('title')).toBe('Développeur PHP');
    expect(first!.value('client')).toBe('Ville de Grenoble');
    expect(first!.field('client')?.source).toBe('Pouvoir adjudicateur : Ville de Grenoble');
    expect(first!.value('tjm')).toBe(520);
    expect(first!.analysis).toMatchObject({ startdate: '2027-02-02', duration: '10 mois' });
    expect(first!.analysis.remotedays).toBe(1);
    expect(second!.value('title')).toBe('Chef de projet web');
    // The whole contract's budget is no day's rate, and the deadline for offers no start.
    expect(second!.value('tjm')).toBeNull();
    expect(second!.analysis).toMatchObject({ startdate: '2027-03-01', duration: '6 mois' });
  });

  it('makes the profiles of each lot the positions, each with its lot’s lines', () => {
    const parts = splitPositions(
      [
        'Acheteur : Région Occitanie',
        'Lot 1 : Développement',
        'Lieu : Toulouse',
        'Profil 1 : Développeur Java',
        'TJM max : 600 €',
        'Profil 2 : Testeur',
        'TJM max : 450 €',
        'Lot 2 : Pilotage',
        'Lieu : Montpellier',
        'Profil 1 : Chef de projet',
        'TJM max : 750 €',
      ].join('\n'),
    );
    expect(parts).toHaveLength(3);
    expect(parts.map((part) => part.split('\n')[0])).toEqual([
      'Profil 1 : Développeur Java',
      'Profil 2 : Testeur',
      'Profil 1 : Chef de projet',
    ]);
    expect(parts[1]).toContain('Lieu : Toulouse');
    expect(parts[2]).toContain('Lieu : Montpellier');
    expect(parts[2]).not.toContain('Toulouse');
    expect(parts.map((part) => reviewOf(part).value('tjm'))).toEqual([600, 450, 750]);
    expect(parts.map((part) => reviewOf(part).value('client'))).toEqual([
      'Région Occitanie',
      'Région Occitanie',
      'Région Occitanie',
    ]);
  });

  it('takes a public buyer’s letterhead as the client when no line names one', () => {
    const text = [
      'VILLE DE NANTES',
      'Direction des systèmes d’information',
      'Lot 1 – Développeur Java',
      'Démarrage : 01/02/2027',
      'Durée : 12 mois',
      'Compétences requises : Java, Spring Boot',
      'Lot 2 – Testeur',
      'Compétences requises : Selenium, Cypress',
    ].join('\n');
    const parts = splitPositions(text);
    expect(parts.map((part) => reviewOf(part).value('client'))).toEqual([
      'VILLE DE NANTES',
      'VILLE DE NANTES',
    ]);
    expect(reviewOf('CAHIER DES CHARGES\nDéveloppeur Java').value('client')).toBeNull();
    expect(reviewOf('Développeur Java\nLa ville de Lyon recrute').value('client')).toBeNull();
  });

  it('keeps a tender whose numbered parts are sections, not positions, whole', () => {
    const text = [
      '1. Objet de la consultation',
      'Un développeur Java pour la Ville de Nantes.',
      '2. Contexte',
      'Refonte du portail.',
      '3. Modalités de réponse',
      'Offres avant le 10/01/2027.',
    ].join('\n');
    expect(splitPositions(text)).toEqual([text]);
  });

  it('reads an English tender: "Position n:" headings and their maximum daily rate', () => {
    const parts = splitPositions(
      [
        'Contracting authority: City of Dublin',
        'Position 1: Cloud architect',
        'Maximum daily rate: 900 EUR',
        'Position 2: QA engineer',
        'Budget per day: 500 EUR',
        'Evaluation criteria',
        'Price 30%, quality 70%.',
      ].join('\n'),
    );
    expect(parts).toHaveLength(2);
    const [first, second] = parts.map(reviewOf);
    expect([first!.value('title'), second!.value('title')]).toEqual([
      'Cloud architect',
      'QA engineer',
    ]);
    expect([first!.value('tjm'), second!.value('tjm')]).toEqual([900, 500]);
    expect(first!.value('client')).toBe('City of Dublin');
    expect(parts[1]).toContain('Price 30%');
  });
});

describe('a call for tender read from its PDF', () => {
  it('gives one reviewed need per lot, with the issuer, the ceiling and the start of each', async () => {
    const text = await extractText(readEmailFixture('appel-d-offres.pdf'), 'pdf');
    const reviews = splitPositions(text).map(reviewOf);
    expect(reviews.map((review) => review.value('title'))).toEqual([
      'Développeur Java senior',
      'Chef de projet technique',
    ]);
    expect(reviews.map((review) => review.value('tjm'))).toEqual([580, 720]);
    expect(reviews.map((review) => review.value('client'))).toEqual([
      'Métropole de Lyon',
      'Métropole de Lyon',
    ]);
    expect(reviews.map((review) => review.analysis.startdate)).toEqual([
      '2027-03-01',
      '2027-04-01',
    ]);
    expect(reviews[0]!.value('requiredSkills')).toEqual(
      expect.arrayContaining(['Java', 'Spring Boot', 'Kafka']),
    );
    expect(reviews[0]!.analysis.remotedays).toBe(2);
  });

  it('reads the English tender’s DOCX the same way', async () => {
    const text = await extractText(readEmailFixture('call-for-tender.docx'), 'docx');
    const reviews = splitPositions(text).map(reviewOf);
    expect(reviews.map((review) => review.value('title'))).toEqual([
      'Senior data engineer',
      'Front-end developer',
    ]);
    expect(reviews.map((review) => review.value('tjm'))).toEqual([650, 550]);
    expect(reviews[1]!.analysis).toMatchObject({ duration: '6 months', remotedays: 3 });
  });
});
