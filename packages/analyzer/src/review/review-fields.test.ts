import { describe, expect, it } from 'vitest';
import { NEED_REVIEW_FIELDS, CANDIDATE_REVIEW_FIELDS } from '@staffing/domain';
import { analyzeCv } from '../local/analyze-cv.ts';
import { analyzeJobDescription } from '../local/analyze-job-description.ts';
import { buildCandidateReviewFields, personNameFromFilename } from './candidate-review-fields.ts';
import { numberLines } from './locate.ts';
import {
  buildNeedReviewFields,
  findClient,
  findDailyRate,
  findDescription,
  findJobTitle,
} from './need-review-fields.ts';

const lines = (...text: string[]) => numberLines(text.join('\n'));
const needFields = (text: string[]) => {
  const joined = text.join('\n');
  const fields = buildNeedReviewFields(joined, analyzeJobDescription(joined));
  return Object.fromEntries(fields.map((f) => [f.key, f]));
};

describe('daily rate (TJM) with its line', () => {
  it.each([
    ['TJM : 620 euros par jour', 620],
    ['TJM: 550€/j', 550],
    ['Tarif journalier : 600 €', 600],
    ['Budget : 600 € HT/jour', 600],
    ['Taux journalier moyen : 1 200 €', 1200],
    ['Daily rate: 650 EUR', 650],
  ])('reads "%s" as %d', (line, amount) => {
    const found = findDailyRate(lines('Développeur Java', 'Client : Airbus', line));
    expect(found?.value).toBe(amount);
    expect(found?.at).toEqual({ line: 3, text: line });
  });

  it('reads no rate from a document that states none (not a year, not a headcount)', () => {
    expect(findDailyRate(lines('Développeur Java', 'Depuis 2015, 300 collaborateurs'))).toBeNull();
    expect(findDailyRate(lines('TJM selon profil, démarrage 2025'))).toBeNull();
    expect(findDailyRate(lines('TJM max : 700 € HT'))?.value).toBe(700);
    // A range is a budget: its upper bound, as the analysis's dailyrate reads it.
    expect(findDailyRate(lines('Profil', 'Budget : 450-500 €/jour HT'))).toMatchObject({
      value: 500,
      at: { line: 2 },
    });
  });
});

describe('start, duration and remote days with their lines', () => {
  it('reads each term and quotes the line that states it', () => {
    const fields = needFields([
      'Développeur Java Senior',
      'Client : Airbus',
      'Démarrage : 1er mars 2027',
      'Mission de 6 mois renouvelable, 2 jours de télétravail par semaine',
    ]);
    expect(fields.startDate).toMatchObject({ value: '2027-03-01', line: 3 });
    expect(fields.duration).toMatchObject({ value: '6 mois renouvelable', line: 4 });
    expect(fields.remoteDays).toMatchObject({ value: 2, line: 4 });
  });

  it('leaves them empty, with no line, when the posting says nothing of them', () => {
    const fields = needFields(['Data engineer', 'Client : Orange', 'Python, Spark']);
    for (const key of ['startDate', 'duration', 'remoteDays'])
      expect(fields[key]).toMatchObject({ value: null, line: null, source: null });
  });
});

describe('job title', () => {
  it.each([
    ['Fiche de poste : Développeur Java Senior', 'Développeur Java Senior'],
    ["Offre d'emploi - Chef de projet Data", 'Chef de projet Data'],
    ['Intitulé du poste : Architecte Cloud AWS', 'Architecte Cloud AWS'],
    ['Job description: Senior DevOps Engineer', 'Senior DevOps Engineer'],
  ])('drops the prefix of "%s"', (line, title) => {
    expect(findJobTitle(lines(line, 'Client : Airbus', 'Missions :'))?.value).toBe(title);
  });

  it("drops a position's number in a list", () => {
    expect(findJobTitle(lines('1) Développeur Java senior', 'Client : Airbus'))?.value).toBe(
      'Développeur Java senior',
    );
  });

  it.each([
    [
      'Nous recherchons un développeur Java senior (Spring Boot, Kafka) pour 6 mois à Lyon.',
      'Développeur Java senior',
    ],
    ["Nous avons besoin d'un chef de projet Data pour la DSI.", 'Chef de projet Data'],
    ['Notre client recherche un profil Ingénieur DevOps H/F', 'Ingénieur DevOps'],
    ['We are looking for a senior data engineer to join our team.', 'Senior data engineer'],
    [
      'We have a new requirement for a Senior React developer, 3 days onsite in London.',
      'Senior React developer',
    ],
    ["Quick one - we're after a Python data engineer (Airflow, dbt).", 'Python data engineer'],
    ['Nous recrutons 2 consultants SAP FI pour la DSI.', 'Consultants SAP FI'],
    [
      'Je vous sollicite pour un besoin en tant que administrateur systèmes Linux (Red Hat) sur Bordeaux.',
      'Administrateur systèmes Linux',
    ],
  ])('reads the role a sentence asks for: "%s"', (sentence, title) => {
    const found = findJobTitle(lines(sentence, 'TJM max : 550 €.'));
    expect(found).toMatchObject({ value: title, at: { line: 1 } });
  });

  it('takes no sentence for a role when what it asks for is not one, and a title line first', () => {
    expect(
      findJobTitle(lines('Nous recherchons une solution de paie.', 'Budget 20 k€.')),
    ).toBeNull();
    expect(
      findJobTitle(lines('Développeur Python H/F', 'Nous recherchons un développeur autonome.')),
    ).toMatchObject({ value: 'Développeur Python H/F' });
  });

  it('takes the labelled title over the first line', () => {
    const found = findJobTitle(
      lines('Fiche de poste', 'Client : Thales', 'Poste : Ingénieur DevOps', 'Missions :'),
    );
    expect(found).toEqual({
      value: 'Ingénieur DevOps',
      at: { line: 3, text: 'Poste : Ingénieur DevOps' },
    });
  });

  it('gives no title when the document has none: never the file name "31"', () => {
    const fields = needFields(['Fiche de poste', 'Missions :', '- Développer des API en Java.']);
    expect(fields.title).toEqual({
      key: 'title',
      value: null,
      source: null,
      line: null,
      section: null,
    });
  });
});

describe('client', () => {
  it.each([
    [['Développeur Java', 'Client : Airbus Defence'], 'Airbus Defence', 2],
    [['Développeur Java', 'Société : Acme Banque'], 'Acme Banque', 2],
    [
      ['Développeur Java', 'Notre client, Crédit Agricole, recherche un développeur.'],
      'Crédit Agricole',
      2,
    ],
    [['Développeur Java', 'Mission pour le compte de Thales à Toulouse.'], 'Thales', 2],
  ])('reads %j', (text, value, line) => {
    const found = findClient(lines(...text));
    expect(found?.value).toBe(value);
    expect(found?.at.line).toBe(line);
  });

  it('leaves the client empty, never "Unknown client", when the document names none', () => {
    const fields = needFields(['Développeur Java', 'Vous développerez des API.']);
    expect(fields.client?.value).toBeNull();
    expect(findClient(lines('Notre client, un grand groupe bancaire, recherche'))).toBeNull();
  });

  it("names an e-mail's sender's company from the address's domain when the text names none", () => {
    const sender = (address: string) =>
      findClient(lines('Développeur Java', 'TJM : 550 €', '', `De : Julie Moreau <${address}>`));
    expect(sender('julie.moreau@bnp-paribas.com')).toMatchObject({
      value: 'BNP Paribas',
      at: { line: 4 },
    });
    expect(sender('j.moreau@mail.sncf.fr')?.value).toBe('SNCF');
    expect(sender('julie@acme.co.uk')?.value).toBe('Acme');
    expect(sender('julie@thales-group.com')?.value).toBe('Thales Group');
    // A personal mailbox names no employer; a client the text names wins over the address.
    expect(sender('julie.moreau@gmail.com')).toBeNull();
    expect(sender('julie@orange.fr')).toBeNull();
    const named = lines('Client : Airbus', 'De : Julie <julie@bnp-paribas.com>');
    expect(findClient(named)?.value).toBe('Airbus');
    // A company in brackets after the sender's name is the client, spelled as it writes it.
    const spelled = findClient(
      lines('Développeur Java', 'De : Marc Petit (Société Générale) <marc@societegenerale.com>'),
    );
    expect(spelled?.value).toBe('Société Générale');
    const contact = needFields([
      'Développeur Java',
      'De : Marc Petit (Société Générale) <marc@societegenerale.com>',
    ]);
    expect(contact.orderClientName?.value).toBe('Marc Petit');
    // A text saying the need is a client's it does not name was sent by someone else.
    const broker = lines(
      "Notre client, un grand groupe de l'énergie, recherche un chef de projet.",
      'De : Claire Vasseur <claire.vasseur@talentconseil.fr>',
    );
    expect(findClient(broker)).toBeNull();
    // Only an e-mail's sender line counts, never an address elsewhere in a job description.
    expect(
      findClient(lines('Développeur Java', 'Postuler : jobs@acme.fr', 'TJM : 500 €')),
    ).toBeNull();
  });
});

describe('description', () => {
  it('is the context paragraph, capped, not the whole document', () => {
    const context =
      'Dans le cadre de la refonte de son système de paiement, notre client renforce son équipe de développement.';
    const text = [
      'Fiche de poste : Développeur Java',
      'Client : Acme',
      'Contexte :',
      context,
      '',
      'Missions :',
      '- Développer des microservices',
      'Compétences requises :',
      '- Java, Spring Boot',
    ];
    const fields = needFields(text);
    expect(fields.description).toMatchObject({ value: context, line: 4 });
  });

  it('cuts a long paragraph at 600 characters on a word', () => {
    const long = Array.from({ length: 200 }, (_, i) => `mot${i}`).join(' ');
    const found = findDescription(lines('Titre', 'Contexte :', long));
    expect(found!.value.length).toBeLessThanOrEqual(600);
    expect(found!.value.endsWith('…')).toBe(true);
  });
});

describe('need review fields', () => {
  const text = [
    'Fiche de poste : Développeur Java Senior',
    'Client : Banque Populaire',
    'Lieu : Lyon',
    'TJM : 620 euros par jour',
    'Expérience : 5 ans minimum',
    'Contexte : Dans le cadre de la modernisation de ses applications, notre client renforce son équipe.',
    'Compétences requises :',
    '- Java, Spring Boot, PostgreSQL',
    'Missions :',
    '- Concevoir et développer des microservices',
  ];

  it('lists every field of NEED_REVIEW_FIELDS, in order, each with its line or null', () => {
    const joined = text.join('\n');
    const fields = buildNeedReviewFields(joined, analyzeJobDescription(joined));
    expect(fields.map((f) => f.key)).toEqual([...NEED_REVIEW_FIELDS]);
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey.title).toMatchObject({ value: 'Développeur Java Senior', line: 1 });
    expect(byKey.client).toMatchObject({ value: 'Banque Populaire', line: 2 });
    expect(byKey.location).toMatchObject({ value: 'Lyon', line: 3, source: 'Lieu : Lyon' });
    expect(byKey.tjm).toMatchObject({ value: 620, line: 4, source: 'TJM : 620 euros par jour' });
    expect(byKey.experienceYears).toMatchObject({ value: 5, line: 5 });
    expect(byKey.requiredSkills).toMatchObject({ line: 8 });
    expect(byKey.requiredSkills?.value).toEqual(expect.arrayContaining(['Java', 'Spring Boot']));
    expect(byKey.responsibilities).toMatchObject({ line: 10 });
    expect(byKey.team?.value ?? null).toBeNull();
    for (const f of fields)
      if (f.value === null) expect(f).toMatchObject({ source: null, line: null, section: null });
  });

  it('names the section of each line the evidence comes from', () => {
    const joined = text.join('\n');
    const fields = buildNeedReviewFields(joined, analyzeJobDescription(joined));
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey.title?.section).toBe('header');
    expect(byKey.tjm?.section).toBe('header');
    expect(byKey.requiredSkills).toMatchObject({ line: 8, section: 'required' });
    expect(byKey.responsibilities).toMatchObject({ line: 10, section: 'responsibilities' });
  });

  it('never takes a word fragment for a place ("database architecture" once gave "rchitecture")', () => {
    const fields = needFields(['Architecte Data', 'Expertise en database architecture requise.']);
    expect(fields.location?.value).toBeNull();
    const cv = analyzeCv(
      [
        'John Smith',
        'Data engineer specialised in database architecture and design',
        'john@example.com',
      ].join('\n'),
    );
    expect(cv.city).toBeNull();
  });
});

describe('candidate review fields', () => {
  const cv = [
    'Marie Curie',
    'Développeuse Full Stack',
    'marie.curie@example.fr | 06 12 34 56 78',
    '12 rue des Lilas, 69003 Lyon',
    "5 ans d'expérience",
    'Compétences',
    'Java, Spring Boot, Angular',
    'Langues',
    'Anglais courant',
  ].join('\n');

  it('lists every field of CANDIDATE_REVIEW_FIELDS with its line', () => {
    const fields = buildCandidateReviewFields(cv, analyzeCv(cv), '31.docx');
    expect(fields.map((f) => f.key)).toEqual([...CANDIDATE_REVIEW_FIELDS]);
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey.name).toMatchObject({ value: 'Marie Curie', line: 1 });
    expect(byKey.email).toMatchObject({ value: 'marie.curie@example.fr', line: 3 });
    // Written the French national way, proposed in the form the candidate rule accepts.
    expect(byKey.phone).toMatchObject({ value: '+33 6 12 34 56 78', line: 3 });
    expect(byKey.city).toMatchObject({ value: 'Lyon', line: 4 });
    expect(byKey.postalCode).toMatchObject({ value: '69003', line: 4 });
    expect(byKey.experienceYears).toMatchObject({ value: '5 ans', line: 5 });
    expect(byKey.hardSkills).toMatchObject({ line: 7 });
    expect(byKey.languages).toMatchObject({ line: 9 });
  });

  it('names the section of each line: the header, then the nearest heading above', () => {
    const byKey = Object.fromEntries(
      buildCandidateReviewFields(cv, analyzeCv(cv), '31.docx').map((f) => [f.key, f]),
    );
    expect(byKey.name?.section).toBe('header');
    expect(byKey.email?.section).toBe('header');
    expect(byKey.hardSkills?.section).toBe('skills');
    expect(byKey.languages?.section).toBe('languages');
  });

  it('never names a candidate after a numbered file ("31.docx")', () => {
    const text = 'Full-Stack Developer with 3+ years of experience. Skills: Java, React.';
    const fields = buildCandidateReviewFields(text, analyzeCv(text), '31.docx');
    expect(fields.find((f) => f.key === 'name')).toEqual({
      key: 'name',
      value: null,
      source: null,
      line: null,
      section: null,
    });
    expect(personNameFromFilename('33.docx')).toBeNull();
    expect(personNameFromFilename('CV_2024_v2.pdf')).toBeNull();
    expect(personNameFromFilename('CV_jean_dupont.pdf')).toBe('Jean Dupont');
  });
});

describe('the review shows what the analysis saves', () => {
  it('shows « Lieu : Rennes (35) » as the location the need gets, with its line', () => {
    const text = ['Développeur Python (H/F)', '« Lieu : Rennes (35) »', 'TJM : 500 €'];
    const analysis = analyzeJobDescription(text.join('\n'));
    const fields = needFields(text);
    expect(fields.location).toMatchObject({ value: analysis.location, line: 2 });
    expect(fields.location?.value).toBe('Rennes (35)');
    expect(fields.seniority?.value ?? null).toBe(analysis.seniority);
  });
});

describe('the order client the document names', () => {
  it('offers the contact of a "Contact :" line, with the e-mail on it or below', () => {
    const fields = needFields([
      'Chef de projet Data (H/F)',
      'Client : Acme',
      'Contact : Marie Dupont - marie.dupont@acme.fr',
    ]);
    expect(fields.orderClientName).toMatchObject({ value: 'Marie Dupont', line: 3 });
    expect(fields.orderClientEmail).toMatchObject({ value: 'marie.dupont@acme.fr', line: 3 });
    const below = needFields(['Data Engineer', 'Interlocuteur : Paul Martin', 'paul@acme.fr']);
    expect(below.orderClientName?.value).toBe('Paul Martin');
    expect(below.orderClientEmail).toMatchObject({ value: 'paul@acme.fr', line: 3 });
    expect(needFields(['Data Engineer', 'Lieu : Lyon']).orderClientName?.value).toBeNull();
  });

  it("offers an e-mail's sender, the line its text ends with, unless a contact is named", () => {
    const sender = 'De : Julie Moreau <julie.moreau@bnpparibas.com>';
    const fields = needFields(['Développeur Java', 'TJM : 550 €', '', sender]);
    expect(fields.orderClientName).toMatchObject({ value: 'Julie Moreau', line: 4 });
    expect(fields.orderClientEmail).toMatchObject({ value: 'julie.moreau@bnpparibas.com' });
    const named = needFields(['Développeur Java', 'Contact : Paul Martin', sender]);
    expect(named.orderClientName?.value).toBe('Paul Martin');
    // Only the last line is a sender's: "De :" elsewhere in a document is not a person.
    const inside = needFields(['Développeur Java', 'De : 3 à 5 ans', 'TJM : 550 €']);
    expect(inside.orderClientName?.value).toBeNull();
  });
});
