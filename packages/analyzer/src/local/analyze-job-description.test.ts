import { ZJdAnalysis } from '@staffing/domain';
import { describe, expect, it } from 'vitest';
import { analyzeJobDescription } from './analyze-job-description.ts';
import { detectLanguage } from './detect-language.ts';

const FRENCH_JD = `Développeur Java Senior (H/F)
Entreprise : Banque Populaire
Lieu : Paris (75)
Équipe : Paiements
Projet : Atlas

Vos missions
- Concevoir et développer des microservices Java / Spring Boot
- Participer aux cérémonies Scrum

Profil recherché
Bac+5 en informatique, 5 à 7 ans d'expérience en développement Java.
Compétences requises : Java, Spring Boot, Postgres, Kafka, Docker
Un plus : Kubernetes, Angular
La connaissance d'AWS serait un plus.
Autonome, rigoureux, esprit d'équipe.`;

const ENGLISH_JD = `About Globex
Globex is hiring a backend engineer to join the Payments team.
Location: Berlin

Responsibilities
- Design and build REST APIs in TypeScript
- Own the CI/CD pipelines

Requirements
- 3+ years of experience with Node.js and PostgreSQL
- Bachelor's degree in Computer Science
- Strong communication skills

Nice to have
- Experience with k8s and Terraform`;

describe('analyzeJobDescription', () => {
  it('reads a French job description with its sections', () => {
    const result = analyzeJobDescription(FRENCH_JD);
    expect(ZJdAnalysis.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      seniority: 'Senior',
      team: 'Paiements',
      projectname: 'Atlas',
      location: 'Paris (75)',
      company: 'Banque Populaire',
      education: 'Bac+5 en informatique',
      experienceyears: '5-7',
      responsibilities: [
        'Concevoir et développer des microservices Java / Spring Boot',
        'Participer aux cérémonies Scrum',
      ],
    });
    expect(result.requiredskills).toEqual(
      expect.arrayContaining(['Java', 'Spring Boot', 'PostgreSQL', 'Kafka', 'Docker']),
    );
    expect(result.desiredskills).toEqual(expect.arrayContaining(['Kubernetes', 'Angular', 'AWS']));
    expect(result.requiredskills).not.toContain('Kubernetes');
    expect(result.soft_skills).toEqual(
      expect.arrayContaining(['Autonomie', 'Rigueur', "Esprit d'équipe"]),
    );
  });

  it('reads an English job description', () => {
    const result = analyzeJobDescription(ENGLISH_JD);
    expect(result).toMatchObject({
      company: 'Globex',
      team: 'Payments',
      location: 'Berlin',
      experienceyears: '3',
      seniority: 'Mid-level',
      responsibilities: ['Design and build REST APIs in TypeScript', 'Own the CI/CD pipelines'],
    });
    expect(result.education).toMatch(/Bachelor's degree in Computer Science/);
    expect(result.requiredskills).toEqual(
      expect.arrayContaining(['Node.js', 'PostgreSQL', 'TypeScript', 'REST', 'CI/CD']),
    );
    expect(result.desiredskills).toEqual(expect.arrayContaining(['Kubernetes', 'Terraform']));
    expect(result.soft_skills).toContain('Communication');
  });

  it('detects the language of a document', () => {
    expect(detectLanguage(FRENCH_JD)).toBe('fr');
    expect(detectLanguage(ENGLISH_JD)).toBe('en');
  });

  it('reads company, city and project from a French title and sentences', () => {
    const result =
      analyzeJobDescription(`Développeur Java Senior H/F – Mission chez Airbus, Toulouse
Au sein de l'équipe Plateforme Data, vous participerez au projet Skyline.
Missions :
- Développer des microservices Spring Boot
Compétences requises : Java 17, Spring Boot, Kafka, PostgreSQL
Un plus : Kubernetes, AWS
Profil : Bac+5 en informatique, 5 ans d'expérience minimum.`);
    expect(result).toMatchObject({
      company: 'Airbus',
      location: 'Toulouse',
      projectname: 'Skyline',
      team: 'Plateforme Data',
    });
  });

  it('reads company and project from "pour le compte de" and "client :"', () => {
    expect(
      analyzeJobDescription(
        'Consultant DevOps H/F pour le compte de Thales\nLe projet Orion démarre.',
      ),
    ).toMatchObject({ company: 'Thales', projectname: 'Orion' });
    expect(analyzeJobDescription('Chef de projet Agile H/F\nClient : BNP Paribas')).toMatchObject({
      company: 'BNP Paribas',
      projectname: null,
      location: null,
    });
  });

  it('reads company, city and project from an English posting', () => {
    const result = analyzeJobDescription(`Senior Java Developer at Airbus, Toulouse
You will work on project Skyline with the data platform team.
Requirements
- 5 years of experience with Java and Kafka
Nice to have: Kubernetes`);
    expect(result).toMatchObject({
      company: 'Airbus',
      location: 'Toulouse',
      projectname: 'Skyline',
    });
  });

  it('does not take a role or a common phrase for a company or project', () => {
    const result = analyzeJobDescription(
      'Project Manager - IT\nWe need a project Manager with at least 3 years of experience.\nNice to have: Jira',
    );
    expect(result).toMatchObject({ company: null, projectname: null, location: null });
  });
});

describe('required and desired skills', () => {
  it('reads desired skills from a French heading and a sentence cue', () => {
    const result = analyzeJobDescription(`Développeur Python H/F
Compétences indispensables
- Python, Django
Compétences souhaitées
- Docker
La connaissance de Terraform est un plus.
Une expérience sur Kafka serait appréciée.`);
    expect(result.requiredskills).toEqual(expect.arrayContaining(['Python', 'Django']));
    expect(result.desiredskills).toEqual(expect.arrayContaining(['Docker', 'Terraform', 'Kafka']));
    expect(result.requiredskills).not.toContain('Kafka');
  });

  it('keeps a skill required when its clause insists, even in a desired section', () => {
    const result = analyzeJobDescription(`Nice to have
- React is a plus
- TypeScript is mandatory`);
    expect(result.desiredskills).toContain('React');
    expect(result.requiredskills).toContain('TypeScript');
    expect(
      analyzeJobDescription('Maîtrise de Java obligatoire. Angular idéalement.'),
    ).toMatchObject({ requiredskills: ['Java'], desiredskills: ['Angular'] });
  });

  it('reads each clause of a long line on its own', () => {
    const result = analyzeJobDescription(
      'Must have: Go and PostgreSQL. Knowledge of Rust is a plus but not a requirement.',
    );
    expect(result.requiredskills).toEqual(expect.arrayContaining(['Go', 'PostgreSQL']));
    expect(result.desiredskills).toEqual(['Rust']);
  });

  it('takes the fields a requirement sentence names after its cue', () => {
    const english = analyzeJobDescription(
      'Strong knowledge of messaging and asynchronous communication.\nExperience with a similar role.',
    );
    expect(english.requiredskills).toEqual(
      expect.arrayContaining(['Messaging', 'Asynchronous communication']),
    );
    expect(english.requiredskills.join(' ')).not.toMatch(/similar|role/i);
    const french = analyzeJobDescription('Vous avez une expérience en modélisation financière.');
    expect(french.requiredskills).toContain('Modélisation financière');
  });

  it('does not take a task verb or a job title for a skill', () => {
    const result = analyzeJobDescription(
      'Responsibilities\n- Design and build REST APIs\nWe are hiring a Full Stack Developer.',
    );
    expect(result.requiredskills).not.toContain('Design');
    expect(result.requiredskills).not.toContain('Full stack');
    expect(result.requiredskills).toContain('REST');
  });

  it('reads spoken languages only where the text asks for them', () => {
    expect(analyzeJobDescription('You speak and write English fluently.').requiredskills).toEqual([
      'English',
    ]);
    expect(analyzeJobDescription('Anglais courant exigé.').requiredskills).toEqual(['Anglais']);
    const nationality = analyzeJobDescription(
      'We are a leader of the German market.\nPlease send your CV in English.',
    );
    expect(nationality.requiredskills).toEqual([]);
  });

  it('reads no skills from the benefits and the company presentation', () => {
    const result = analyzeJobDescription(`Requirements
- Kotlin
What we offer
- Learning & development programmes, Slack days
Company description
Leader in investment banking.`);
    expect(result.requiredskills).toEqual(['Kotlin']);
  });
});

describe('terms of the mission', () => {
  const terms = (text: string) => {
    const { dailyrate, salary, startdate, duration, remotedays, remotepolicy } =
      analyzeJobDescription(text);
    return { dailyrate, salary, startdate, duration, remotedays, remotepolicy };
  };

  it('reads a French mission posting', () => {
    expect(
      terms(`Consultant Data H/F
TJM 550 €
Démarrage : 1er mars 2027
Durée : 6 mois renouvelable
2 jours de télétravail par semaine`),
    ).toEqual({
      dailyrate: 550,
      salary: null,
      startdate: '2027-03-01',
      duration: '6 mois renouvelable',
      remotedays: 2,
      remotepolicy: 'hybrid',
    });
  });

  it('reads an English posting with a salary', () => {
    expect(
      terms(`Backend engineer
Salary: 55k€ annual
Start date: as soon as possible
Contract for 12 months, full remote`),
    ).toEqual({
      dailyrate: null,
      salary: '55k€ annual',
      startdate: 'ASAP',
      duration: '12 months',
      remotedays: 5,
      remotepolicy: 'remote',
    });
  });

  it('takes the upper bound of a daily-rate range, the budget', () => {
    expect(terms('Budget : 450-500 €/jour HT').dailyrate).toBe(500);
    expect(terms('TJM entre 600 et 650 euros').dailyrate).toBe(650);
  });

  it('reads a year-long mission as its duration, and never an amount as a skill', () => {
    expect(terms('Mission de 1 an, démarrage en mars 2027.').duration).toBe('1 an');
    expect(terms('In Munich, from 01.02.2027 for 9 months.').startdate).toBe('2027-02-01');
    const posting = analyzeJobDescription('Senior Frontend Engineer\nReact/TypeScript\n€650/day');
    expect(posting.requiredskills).toEqual(['React', 'TypeScript']);
  });

  it('reads a daily rate written with the currency first', () => {
    expect(terms('Rate: €600/day').dailyrate).toBe(600);
    expect(terms('Budget €550 - €650 per day').dailyrate).toBe(650);
    expect(terms('EUR 620 par jour').dailyrate).toBe(620);
    // "eur" ending a word is no currency: "Ingénieur 10 jours" is no rate.
    expect(terms('Ingénieur 10 jours de formation, Auditeur 20 jours').dailyrate).toBeNull();
  });

  it('reads a start given as soon as possible, by month or by date', () => {
    expect(terms('Démarrage dès que possible').startdate).toBe('ASAP');
    expect(terms('Début de mission : mars 2027').startdate).toBe('mars 2027');
    expect(terms('Start date: March 1, 2027').startdate).toBe('2027-03-01');
    expect(terms('Démarrage le 15/04/2027').startdate).toBe('2027-04-15');
  });

  it('reads remote days from days on site, and fully on-site postings', () => {
    expect(terms('Hybrid: 3 days on site per week')).toMatchObject({
      remotedays: 2,
      remotepolicy: 'hybrid',
    });
    expect(terms('Présentiel obligatoire, pas de télétravail')).toMatchObject({
      remotedays: 0,
      remotepolicy: 'onsite',
    });
    expect(terms('Télétravail partiel possible')).toMatchObject({
      remotedays: null,
      remotepolicy: 'hybrid',
    });
  });

  it('does not take years of experience for a duration, nor says anything unstated', () => {
    expect(terms("5 ans d'expérience en Java")).toEqual({
      dailyrate: null,
      salary: null,
      startdate: null,
      duration: null,
      remotedays: null,
      remotepolicy: null,
    });
  });
});

describe('soft skills written as phrases', () => {
  it('reads French phrases', () => {
    const soft = analyzeJobDescription(`Savoir-être
- Travailler en équipe et collaborer étroitement avec les équipes métier
- Être force de proposition et autonome
Vous saurez partager vos connaissances et accompagner les développeurs juniors.`).soft_skills;
    expect(soft).toEqual(
      expect.arrayContaining([
        // A phrase the vocabulary knows takes its name.
        "Esprit d'équipe",
        'Collaborer étroitement avec les équipes métier',
        'Force de proposition',
        'Autonomie',
        'Partager vos connaissances',
        'Accompagner les développeurs juniors',
      ]),
    );
  });

  it('reads English phrases and leaves technical ones to the hard skills', () => {
    const result = analyzeJobDescription(`You will work closely with the business.
You work independently and communicate clearly with stakeholders.
Experience working with Docker.`);
    expect(result.soft_skills).toEqual(
      expect.arrayContaining([
        'Work closely with the business',
        'Autonomy',
        'Communicate clearly with stakeholders',
      ]),
    );
    expect(result.soft_skills.join(' ')).not.toMatch(/Docker/);
  });

  it('reads problem solving and organisation written as tasks', () => {
    expect(
      analyzeJobDescription('You troubleshoot issues, set priorities and meet tight deadlines.')
        .soft_skills,
    ).toEqual(['Troubleshoot issues', 'Set priorities', 'Meet tight deadlines']);
  });

  it('reads the qualities of a sentence describing the person', () => {
    expect(analyzeJobDescription('You are independent, driven and positive.').soft_skills).toEqual(
      expect.arrayContaining(['Autonomy', 'Motivation', 'Positive attitude']),
    );
    expect(analyzeJobDescription('Our independent teams ship weekly.').soft_skills).toEqual([]);
  });

  it('does not read a benefit or a thing as a soft skill', () => {
    const result = analyzeJobDescription(
      'Requirements\n- Flexible working hours and creative solutions for <ORGANIZATION>',
    );
    expect(result.soft_skills).toEqual([]);
  });
});

describe('business domain', () => {
  it('reads the domains named after an industry label, French and English', () => {
    expect(
      analyzeJobDescription('Développeur Java H/F\nSecteur : Banque / Assurance').requiredskills,
    ).toEqual(expect.arrayContaining(['Banque', 'Assurance']));
    expect(
      analyzeJobDescription('Java Developer\nIndustry:\nEntertainment Gaming\nCompany size: 1k')
        .requiredskills,
    ).toEqual(expect.arrayContaining(['Entertainment', 'Gaming']));
  });
});

describe('seniority and location read about the role, the way they are saved', () => {
  it('never reads a level from the company describing itself', () => {
    const result = analyzeJobDescription(`About us
We are the leading service company in Europe and our experts lead the digital transformation of our clients.

Java Developer
We are looking for a Java developer to join the Payments team.`);
    expect(result.seniority).toBeNull();
  });

  it('reads a level next to the role or on its own labelled line', () => {
    expect(analyzeJobDescription('Tech Lead Java (H/F)\nMission longue').seniority).toBe('Lead');
    const french =
      'Ingénieur DevOps confirmé (H/F)\nVous rejoindrez une équipe de la région de Nantes.';
    expect(analyzeJobDescription(french).seniority).toBe('Confirmé');
    expect(analyzeJobDescription('Data Engineer\nSeniority: Junior').seniority).toBe('Junior');
  });

  it('reads « Lieu : Rennes (35) » without its quotes', () => {
    const text = 'Développeur Python (H/F)\n« Lieu : Rennes (35) »\nTJM : 500 €';
    expect(analyzeJobDescription(text).location).toBe('Rennes (35)');
  });
});

describe('the learnt skill tagger in the analysis', () => {
  const POSTING = `Platform Engineer
Requirements
- Experience with cloud adoption in a regulated environment
- Strong knowledge of Kubernetes
- Terraform is a strong plus`;
  // Marks the words it is given, so the test checks how the analysis uses spans, not the model.
  const marking = (words: string[]) => (tokens: readonly string[]) =>
    tokens.map((token, index) =>
      words.includes(token) ? (words.includes(tokens[index - 1] ?? '') ? 'I' : 'B') : 'O',
    );

  it('adds the hard skills it marks where the rules named nothing, as written', () => {
    const rules = analyzeJobDescription(POSTING, { tagger: null });
    const tagged = analyzeJobDescription(POSTING, {
      tagger: marking(['regulated', 'environment']),
    });
    expect(rules.requiredskills).not.toContain('Regulated environment');
    expect(tagged.requiredskills.toSorted()).toEqual(
      [...rules.requiredskills, 'Regulated environment'].toSorted(),
    );
  });

  it("keeps the rules' names where they read the same words", () => {
    const tagged = analyzeJobDescription(POSTING, {
      tagger: marking(['Strong', 'knowledge', 'of', 'Kubernetes']),
    });
    expect(tagged.requiredskills).toContain('Kubernetes');
    expect(tagged.requiredskills).not.toContain('Strong knowledge of Kubernetes');
  });

  it('reads "a strong plus" as desired', () => {
    expect(analyzeJobDescription(POSTING, { tagger: null }).desiredskills).toEqual(['Terraform']);
  });

  it('leaves French postings to the rules (it learnt on English ones)', () => {
    const everything = (tokens: readonly string[]) => tokens.map(() => 'B');
    expect(analyzeJobDescription(FRENCH_JD, { tagger: everything })).toEqual(
      analyzeJobDescription(FRENCH_JD, { tagger: null }),
    );
  });
});
