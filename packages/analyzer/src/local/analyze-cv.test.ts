import { ZCvAnalysis } from '@staffing/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analyzeCv } from './analyze-cv.ts';

const FRENCH_CV = `DUPONT Jean
Développeur Full Stack Java / Angular
12 rue des Lilas, 69003 Lyon, France
jean.dupont@example.fr | 06 12 34 56 78
Disponible immédiatement

Profil
8 ans d'expérience en développement d'applications web. Autonome, rigoureux, esprit d'équipe.

Compétences techniques
Java, Spring Boot, Angular, TypeScript, Postgres, Docker, k8s, Jenkins, Git, Scrum, Go, C

Expérience professionnelle
Développeur Full Stack – Société Générale, Paris
janvier 2020 – aujourd'hui
• Conception et développement de microservices Spring Boot
• Mise en place de pipelines CI/CD avec GitLab CI

Développeur Java – Capgemini, Lyon
mars 2016 - décembre 2019
• Maintenance évolutive d'une application bancaire

Stagiaire développeur – Orange
févr. 2015 - août 2015
• Développement d'outils internes en Python

Formation
Diplôme d'ingénieur en informatique, INSA Lyon (2015)

Langues
Français : langue maternelle
Anglais : courant (C1)`;

const ENGLISH_CV = `Jane Smith
Senior Software Engineer
London, United Kingdom
jane.smith@example.com  +44 20 7946 0958
Notice period: 1 month

Summary
Software engineer with 6 years of experience building cloud services. Team player, proactive and curious.

Skills
TypeScript, Node.js, React, AWS, Docker, Kubernetes, PostgreSQL, CI/CD

Work Experience
Senior Software Engineer | Acme Ltd | London
Jan 2021 - Present
- Led the migration of the billing platform to AWS Lambda
- Introduced contract testing between services

Software Engineer | Globex
Jun 2018 - Dec 2020
- Built React dashboards for operations teams

Junior Developer | Initech
Sep 2016 - May 2018
- Maintained PHP back-office tools

Education
MSc Computer Science, University of Manchester

Languages
English (native), French (intermediate)`;

describe('analyzeCv', () => {
  it('reads a French CV', () => {
    const result = analyzeCv(FRENCH_CV);
    expect(ZCvAnalysis.parse(result)).toEqual(result);
    expect(result).toMatchObject({
      name: 'Jean Dupont',
      email: 'jean.dupont@example.fr',
      phone: '06 12 34 56 78',
      role: 'Développeur Full Stack Java / Angular',
      experienceyears: '8 ans',
      trigramme: 'JDU',
      city: 'Lyon',
      postalcode: '69003',
      country: 'France',
      availability: 'Disponible immédiatement',
      education: "Diplôme d'ingénieur en informatique, INSA Lyon (2015)",
      languages: ['Français (langue maternelle)', 'Anglais (courant)'],
    });
    expect(result.hardskills).toEqual(
      expect.arrayContaining([
        'Java',
        'Spring Boot',
        'PostgreSQL',
        'Kubernetes',
        'Go',
        'C',
        'CI/CD',
        'Python',
      ]),
    );
    expect(result.softskills).toEqual(
      expect.arrayContaining(['Autonomie', 'Rigueur', "Esprit d'équipe"]),
    );
    expect(result.keystrengths.length).toBeGreaterThan(0);
    expect(result.experience1).toMatchObject({
      title: 'Développeur Full Stack',
      company: 'Société Générale',
      startDate: 'janvier 2020',
      endDate: "aujourd'hui",
      location: 'Paris',
      responsibilities: [
        'Conception et développement de microservices Spring Boot',
        'Mise en place de pipelines CI/CD avec GitLab CI',
      ],
    });
    expect(result.experience2).toMatchObject({
      title: 'Développeur Java',
      company: 'Capgemini',
      startDate: 'mars 2016',
    });
    expect(result.experience3).toMatchObject({ title: 'Stagiaire développeur', company: 'Orange' });
  });

  it('reads an English CV', () => {
    const result = analyzeCv(ENGLISH_CV);
    expect(result).toMatchObject({
      name: 'Jane Smith',
      email: 'jane.smith@example.com',
      phone: '+44 20 7946 0958',
      role: 'Senior Software Engineer',
      experienceyears: '6 years',
      trigramme: 'JSM',
      city: 'London',
      country: 'United Kingdom',
      availability: 'Notice period: 1 month',
      education: 'MSc Computer Science, University of Manchester',
      languages: ['English (native)', 'French (intermediate)'],
    });
    expect(result.hardskills).toEqual(
      expect.arrayContaining([
        'TypeScript',
        'Node.js',
        'React',
        'AWS',
        'Docker',
        'Kubernetes',
        'PostgreSQL',
        'CI/CD',
      ]),
    );
    expect(result.softskills).toEqual(
      expect.arrayContaining(['Teamwork', 'Proactivity', 'Curiosity']),
    );
    expect(result.experience1).toMatchObject({
      title: 'Senior Software Engineer',
      company: 'Acme Ltd',
      startDate: 'Jan 2021',
      endDate: 'Present',
      responsibilities: [
        'Led the migration of the billing platform to AWS Lambda',
        'Introduced contract testing between services',
      ],
    });
    expect(result.experience2).toMatchObject({
      company: 'Globex',
      startDate: 'Jun 2018',
      endDate: 'Dec 2020',
    });
    expect(result.experience3).toMatchObject({ title: 'Junior Developer', company: 'Initech' });
  });

  it('keeps a stated trigramme and recognises ASAP availability', () => {
    const result = analyzeCv(
      'Marie Curie-Martin\nConsultante Data\nTrigramme : mcm\nDisponibilité : ASAP\nmarie@example.org',
    );
    expect(result.trigramme).toBe('MCM');
    expect(result.availability).toBe('ASAP');
  });

  it('does not take ordinary words for languages named Go, C or Make', () => {
    const result = analyzeCv(
      'Paul Martin\nWe go live in March. Make sure plan C works.\npaul@example.org',
    );
    expect(result.hardskills).not.toEqual(expect.arrayContaining(['Go']));
    expect(result.hardskills).not.toContain('C');
    expect(result.hardskills).not.toContain('Make');
  });

  describe('experience years from dated experiences', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const FRENCH_DATED_CV = `Sophie Martin
Développeuse Full Stack Senior
sophie.martin@gmail.com | 06 12 34 56 78 | 69003 Lyon, France
Disponible immédiatement – TJM 550 €

Compétences
Java, Spring Boot, Angular, TypeScript, PostgreSQL, Docker, Kubernetes, Jenkins, Git

Expérience professionnelle
Lead développeuse – Société Générale, Paris
janvier 2020 – aujourd'hui
- Conception d'une plateforme de paiement en microservices

Développeuse Java – Capgemini, Lyon
mars 2016 – décembre 2019
- Développement d'API REST`;

    const ENGLISH_DATED_CV = `John Smith
Senior Software Engineer
john.smith@example.com

Experience
Lead Engineer – Acme, London
January 2020 – Present
- Built the payments platform on microservices

Developer – Initech
03/2016 – 12/2019
- Built REST APIs for banking clients

Intern – Globex
2017 – 2018
- Maintained internal tools during studies`;

    it('sums French ranges up to today', () => {
      expect(analyzeCv(FRENCH_DATED_CV).experienceyears).toBe('10 ans');
    });

    it('sums English ranges, merging overlaps and reading MM/YYYY and year-only dates', () => {
      expect(analyzeCv(ENGLISH_DATED_CV).experienceyears).toBe('10 years');
    });

    it('prefers a stated figure to the dated ranges', () => {
      expect(
        analyzeCv(
          FRENCH_DATED_CV.replace('Compétences', "8 ans d'expérience en Java.\n\nCompétences"),
        ).experienceyears,
      ).toBe('8 ans');
      expect(
        analyzeCv(
          ENGLISH_DATED_CV.replace('Experience\n', '8 years of experience.\n\nExperience\n'),
        ).experienceyears,
      ).toBe('8 years');
    });
  });
});

describe('role', () => {
  it('reads the title line under the name, without the company after it', () => {
    expect(analyzeCv('Lee Connelly\nSoftware Engineer - Disney\nlee@example.com').role).toBe(
      'Software Engineer',
    );
    expect(analyzeCv('Claire Martin\nCheffe de projet – BNP Paribas\nclaire@example.fr').role).toBe(
      'Cheffe de projet',
    );
  });

  it('reads the title after the name on the same line and before "with" in a sentence', () => {
    expect(analyzeCv('Allen Neal King ESB Integration Developer - Cisco Systems').role).toBe(
      'ESB Integration Developer',
    );
    expect(
      analyzeCv(
        'Laureen Brekke\nBengaluru, Karnataka\nSenior software engineer with more than 9 years of experience in C, C++',
      ).role,
    ).toBe('Senior software engineer');
  });

  it('reads a title written as a phrase, in English and French', () => {
    expect(analyzeCv('Santo Windler\nWorking as Escalation Engineer with Microsoft.').role).toBe(
      'Escalation Engineer',
    );
    expect(
      analyzeCv('Paul Girard\nJe travaille en tant que Développeur Java chez Orange.').role,
    ).toBe('Développeur Java');
    expect(
      analyzeCv('Ivan Renner\nOBJECTIVE: Seeking a position as a Web Developer at AT Tech.').role,
    ).toBe('Web Developer');
    expect(analyzeCv('SERGEI IVANOV am a Software Engineer with 6+ years experience').role).toBe(
      'Software Engineer',
    );
  });

  it('falls back on the title of the latest experience, read above its dates', () => {
    const text = [
      'Justin Hackett',
      'Mumbai, Maharashtra - justin@example.com',
      'WORK EXPERIENCE',
      'L1 network engineer',
      'Cisco -  Mumbai, Maharashtra -',
      'February 2017 to Present',
      '• Monitored the core network',
    ].join('\n');
    const result = analyzeCv(text);
    expect(result.role).toBe('L1 network engineer');
    expect(result.experience1).toMatchObject({
      title: 'L1 network engineer',
      company: 'Cisco',
      startDate: 'February 2017',
      endDate: 'Present',
    });
  });

  it('takes no project role, degree or heading for a title', () => {
    const text = [
      'Chung Dickinson',
      'chung@example.com',
      'Projects',
      'Role: fetching data, analyzing, monitoring, troubleshooting',
      'Education',
      'Bachelor of Science in Physical Education/Teacher Education',
    ].join('\n');
    expect(analyzeCv(text).role).toBe(null);
    expect(analyzeCv('Dana Wiza\nRole: Business Analyst, Testing and Bug Fixing.').role).toBe(
      'Business Analyst',
    );
  });
});

describe('stated experience years', () => {
  it('reads figures written in words, abbreviated or with words in between', () => {
    const years = (text: string) => analyzeCv(`Jo Bloggs\n${text}`).experienceyears;
    expect(years('Offering over 22 years of rich national & international experience.')).toBe(
      '22 years',
    );
    expect(years('A Dev-Test Professional with 8+ Yrs of exp looking for SDET roles.')).toBe(
      '8 years',
    );
    expect(years('Having 4yrs. of solid work experience in design.')).toBe('4 years');
    expect(years('Seven years of experience in banking.')).toBe('7 years');
    expect(years("Développeur avec sept années d'expérience en Java et Angular.")).toBe('7 ans');
  });
});

describe('city', () => {
  const cityOf = (text: string) => analyzeCv(text).city;

  it('reads a town and its state, not a street number taken for a French postcode', () => {
    expect(cityOf('Ivan Keeling\n87 Some Street\nKansas City, MO 52364\nivan@example.com')).toBe(
      'Kansas City',
    );
    expect(cityOf('12345 Knox Drive Cell: (123)345-7890\nShelli Kuvalis\nRosharon, TX 77583')).toBe(
      'Rosharon',
    );
  });

  it('reads the town before the country of an address, in English and French', () => {
    expect(
      cityOf('Demarcus Ledner\nAddress: Apt 10-06, Regalia residence, Kuala Lumpur, Malaysia'),
    ).toBe('Kuala Lumpur');
    expect(cityOf('Léa Morel\nAdresse : 4 rue Vaubecour, 69002 Lyon\nlea@example.fr')).toBe('Lyon');
    expect(
      cityOf('Tom Hardy\nAddress: 10 Baker Street, Leeds, United Kingdom\nt@example.com'),
    ).toBe('Leeds');
  });

  it('takes no skill, contact word or name for a town', () => {
    expect(
      cityOf(
        'Lupe Ankunding\nOracle Fusion Middleware -\nSOA, WebLogic and MFT Module.\nl@example.com',
      ),
    ).toBe(null);
    // The name's words are no town; the state after it is the place the CV gives (the annotated
    // CV this line comes from labels "Telangana" its location).
    expect(cityOf('Mei Ruthanne Schuppe, Telangana - m@example.com')).toBe('Telangana');
    expect(cityOf('Mei Ruthanne Schuppe - m@example.com')).toBe(null);
  });

  it('falls back on the town of the latest job', () => {
    const text = [
      'Chung Dickinson',
      'chung@example.com',
      'WORK EXPERIENCE',
      'Business Analyst',
      'Sasken Technologies -  Pune, Maharashtra -',
      'January 2017 to Present',
    ].join('\n');
    expect(cityOf(text)).toBe('Pune');
    expect(
      cityOf(
        'Claire Martin\nclaire@example.fr\nExpérience professionnelle\nCheffe de projet – Orange, Nantes\njanvier 2020 – aujourd’hui',
      ),
    ).toBe('Nantes');
  });
});

describe('experiences whose date ranges lost their dash', () => {
  it('reads "June 2010 Present" and "mars 2016 décembre 2019" as ranges', () => {
    const english = analyzeCv(
      'Gregory Luettgen\ng@example.com\nCareer History\nIT Company - Coventry\nSOFTWARE ENGINEER June 2010 Present\n- Delivered complex solutions',
    );
    expect(english.experience1).toMatchObject({
      title: 'SOFTWARE ENGINEER',
      startDate: 'June 2010',
      endDate: 'Present',
    });
    expect(english.role).toBe('SOFTWARE ENGINEER');
    const french = analyzeCv(
      'Paul Girard\npaul@example.fr\nExpérience professionnelle\nDéveloppeur Java – Capgemini, Lyon\nmars 2016 décembre 2019\n- Maintenance applicative',
    );
    expect(french.experience1).toMatchObject({
      title: 'Développeur Java',
      company: 'Capgemini',
      startDate: 'mars 2016',
      endDate: 'décembre 2019',
    });
  });
});
