import { describe, expect, it } from 'vitest';
import { findSkillMentions, type FindSkillOptions } from '../vocabulary/find-skills.ts';
import { analyzeCv } from './analyze-cv.ts';
import { analyzeJobDescription } from './analyze-job-description.ts';
import { extractPersonName } from './extract-person-name.ts';

describe('skills in context', () => {
  it('counts generic fields only inside a list or a skills section', () => {
    const prose = findSkillMentions('We built a database for the marketing team.');
    expect(prose.map((mention) => mention.skill.name)).toEqual([]);
    const listed = findSkillMentions('Databases: Oracle, MySQL');
    expect(listed.map((mention) => mention.skill.name)).toContain('Databases');
    const section = findSkillMentions('programming\nmarketing', undefined, { inSkillsList: true });
    expect(section.map((mention) => mention.skill.name)).toEqual(['Programming', 'Marketing']);
  });

  it('reads a lower-case field in a narrative as a task, unless written as a name or in a list', () => {
    const narrative = { inNarrative: true, strictFields: true };
    const names = (text: string, options: FindSkillOptions = narrative) =>
      findSkillMentions(text, undefined, options).map((mention) => mention.skill.name);
    expect(names('Handled customer service for clients using Java and SQL Server.')).toEqual([
      'Java',
      'SQL Server',
    ]);
    expect(names('Customer Service: first-line tickets.', {})).toContain('Customer service');
    expect(names('Handled customer service for clients.', { strictFields: true })).toContain(
      'Customer service',
    );
    expect(names('Duties: customer service, payroll, monitoring')).toEqual([
      'Customer service',
      'Payroll',
      'Monitoring',
    ]);
  });

  it('reads no skill inside web or e-mail addresses and no ordinary word in prose', () => {
    const mentions = findSkillMentions(
      'Portfolio: https://www.example.com/java, mail java.dev@example.com\nC++ (Less than 1 year), Go',
      undefined,
      { inSkillsList: true },
    );
    expect(mentions.map((mention) => mention.skill.name)).toEqual(['C++', 'Go']);
    expect(findSkillMentions('Career objective: financial freedom, stock exchange')).toEqual([]);
  });

  it('finds the sections of a CV whose line breaks were lost', () => {
    const flat = [
      'Jane Roe',
      'jane.roe@example.com',
      'EDUCATION',
      'B.Tech in Computer Science, Anna University',
      'SKILLS',
      'Go, Python, Access',
      'LANGUAGES',
      'English (fluent), French (intermediate)',
    ].join('    ');
    const result = analyzeCv(`${flat}    ${'Worked on many projects for clients.  '.repeat(10)}`);
    expect(result.hardskills).toEqual(expect.arrayContaining(['Go', 'Python', 'Microsoft Access']));
    expect(result.education).toContain('B.Tech');
    expect(result.languages).toEqual(['English (fluent)', 'French (intermediate)']);
  });

  it('reads spoken languages elsewhere when the Languages heading lists programming languages', () => {
    const result = analyzeCv(
      'Jean Dupont\n\nCompétences\nLangages : Java, Python\n\nLangues\nJava, Python\n\nProfil\nBilingue anglais, espagnol courant.',
    );
    expect(result.languages).toEqual(['Anglais', 'Espagnol (courant)']);
  });

  it('reads no spoken language from a title or a course name', () => {
    expect(
      analyzeCv('Jo Bloggs\nEnglish Teacher\njo@example.com\nTaught Business English to adults.')
        .languages,
    ).toEqual([]);
    expect(analyzeCv('Jo Bloggs\njo@example.com\nFluent in English and Hindi.').languages).toEqual([
      'English',
      'Hindi',
    ]);
    expect(
      analyzeCv('Léa Morel\nlea@example.fr\nProfesseure d’anglais\nAllemand courant, anglais C1')
        .languages,
    ).toEqual(['Allemand (courant)', 'Anglais (C1)']);
  });

  it('keeps unknown tools written in a skills list, not prose or places', () => {
    const result = analyzeCv(
      'Jane Roe\n\nSkills\nTools: ClearQuest, BTEQ, Java, Muti Load\nI worked in Bangalore with friendly people.\nCompétences\nOutils : Xpeditor, Excel, Sapphire Elementary, Avril 2019',
    );
    expect(result.hardskills).toEqual(
      expect.arrayContaining([
        'IBM Rational ClearQuest',
        'BTEQ',
        'Java',
        'Muti Load',
        'Xpeditor',
        'Excel',
      ]),
    );
    expect(result.hardskills).not.toContain('Bangalore');
    expect(result.hardskills).not.toContain('Sapphire Elementary');
    expect(result.hardskills).not.toContain('Avril 2019');
  });

  it('reads no category heading a list and no field inside a title as a skill', () => {
    const english = analyzeCv(
      'Jane Roe\njane@example.com\nOperating Systems: Windows, Linux\nProgramming Languages Java, Python and C++\nTechnical Support Engineer at Microsoft',
    ).hardskills;
    expect(english).toEqual(expect.arrayContaining(['Windows', 'Linux', 'Java', 'Python', 'C++']));
    expect(english).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/operating|programming|support/i)]),
    );
    const french = analyzeCv(
      "Marie Roux\nmarie@example.fr\nLangages de programmation : Java, Python\nSystèmes d'exploitation : Windows, Linux\nIngénieure support technique chez Orange",
    ).hardskills;
    expect(french).toEqual(['Java', 'Python', 'Windows', 'Linux']);
  });

  it('keeps unknown tools of a skills list written outside the skills section', () => {
    expect(
      analyzeCv(
        'Jane Roe\njane@example.com\nSummary\nInternet Technology J2EE, EJB, RMI, Xyzzy Bridge, JAXB',
      ).hardskills,
    ).toEqual(['Java EE', 'EJB', 'RMI', 'JAXB', 'Xyzzy Bridge']);
    expect(
      analyzeCv(
        'Marie Roux\nmarie@example.fr\nProfil\nEnvironnement : Java, Spring, Kafka, Zorglub',
      ).hardskills,
    ).toEqual(['Java', 'Spring', 'Kafka', 'Zorglub']);
  });

  it('reads a list written without commas and no field used as a modifier', () => {
    const names = (text: string) => findSkillMentions(text).map((mention) => mention.skill.name);
    expect(names('Breadth in areas such as J2EE Spring ORM Kafka')).toEqual(
      expect.arrayContaining(['Java EE', 'Spring', 'ORM', 'Kafka']),
    );
    expect(names('Spring 2020 internship, Java')).not.toContain('Spring');
    const jd = analyzeJobDescription(
      'Join our Engineering department as a Full Stack Developer.\nPersonal development budget.\nYou have experience with caching, multithreading and version control.',
    );
    const skills = [...jd.requiredskills, ...jd.desiredskills];
    expect(skills).toEqual(
      expect.arrayContaining(['Caching', 'Multithreading', 'Version control']),
    );
    expect(skills).not.toContain('Engineering');
    expect(skills).not.toContain('Full stack');
    expect(skills).not.toContain('Development');
  });

  it('names the new engineering concepts in French', () => {
    const result = analyzeJobDescription(
      'Compétences requises\nMise en cache, programmation concurrente, gestion de versions, revue de code',
    );
    expect(result.requiredskills).toEqual(
      expect.arrayContaining([
        'Mise en cache',
        'Programmation concurrente',
        'Gestion de versions',
        'Revue de code',
      ]),
    );
  });

  it('reads soft skills from the profile, not from the education or project lines', () => {
    const result = analyzeCv(
      "Marie Martin\n\nProfil\nRigoureuse et autonome.\n\nFormation\nMaster Communication et créativité, Université de Lyon\n\nProjets\nOrganisation d'événements étudiants",
    );
    expect(result.softskills).toEqual(expect.arrayContaining(['Rigueur', 'Autonomie']));
    expect(result.softskills).not.toContain('Communication');
    expect(result.softskills).not.toContain('Créativité');
  });

  it('reads office software and domain skills from an English skills section', () => {
    const result = analyzeCv(
      'John Carter\njohn@example.com\n\nSkills\nMS Word, Excel, PowerPoint, Access\nProject management, Change management, Market research\n\nExperience\nSales Manager at Acme, 2015 - 2020\nLed the sales team and the marketing budget.',
    );
    expect(result.hardskills).toEqual(
      expect.arrayContaining([
        'Microsoft Word',
        'Excel',
        'PowerPoint',
        'Microsoft Access',
        'Project management',
        'Change management',
        'Market research',
      ]),
    );
    expect(result.hardskills).not.toContain('Sales');
  });

  it('names domain and soft skills in French for a French CV', () => {
    const result = analyzeCv(
      "Marie Martin\nmarie.martin@example.fr\n\nCompétences\nGestion de projet, conduite du changement, comptabilité, Pack Office\n\nProfil\nRigoureuse, sérieuse, aisance à l'oral, prise de parole en public.\n\nExpérience professionnelle\nCheffe de projet – Orange, Paris\njanvier 2020 – aujourd'hui",
    );
    expect(result.hardskills).toEqual(
      expect.arrayContaining([
        'Gestion de projet',
        'Conduite du changement',
        'Comptabilité',
        'Microsoft Office',
      ]),
    );
    expect(result.softskills).toEqual(
      expect.arrayContaining(['Rigueur', 'Sérieux', 'Prise de parole en public']),
    );
  });

  it('does not read ordinary French words as skills outside a list', () => {
    const result = analyzeCv(
      'Paul Durand\npaul@example.fr\n\nProfil\nJe recherche un poste dans une banque, avec une équipe en informatique.\n\nExpérience professionnelle\nDéveloppeur – Capgemini\nmars 2016 - décembre 2019',
    );
    expect(result.hardskills).not.toContain('Recherche');
    expect(result.hardskills).not.toContain('Banque');
    expect(result.hardskills).not.toContain('Informatique');
  });

  it('reads generic fields in the requirement lines of a job description', () => {
    const result = analyzeJobDescription(
      'We are a fast growing company with a strong marketing team.\nYou have experience with databases, testing and cloud computing.\nKnowledge of Go is a plus.',
    );
    expect(result.requiredskills).toEqual(
      expect.arrayContaining(['Databases', 'Testing', 'Cloud computing']),
    );
    expect(result.desiredskills).toContain('Go');
    expect([...result.requiredskills, ...result.desiredskills]).not.toContain('Marketing');
  });
});

describe('extractPersonName', () => {
  it('takes the name before a job title on the same line', () => {
    expect(extractPersonName('Allen Neal King ESB Integration Developer - Cisco Systems')).toBe(
      'Allen Neal King',
    );
  });

  it('stops a name at the address that follows it', () => {
    expect(extractPersonName('Ivan Keeling 87 Some Example Street  Kansas City, MO')).toBe(
      'Ivan Keeling',
    );
  });

  it('skips headings such as Personal Details and a CV prefix', () => {
    expect(extractPersonName('PERSONAL DETAILS\nName: Trevor Keeling')).toBe('Trevor Keeling');
    expect(extractPersonName("CV Terrell O'Keefe\n1. Position: Legal Manager")).toBe(
      "Terrell O'Keefe",
    );
    expect(extractPersonName('Career Highlights\nVern Becker')).toBe('Vern Becker');
  });

  it('keeps French name formats', () => {
    expect(extractPersonName('DUPONT Jean\nDéveloppeur Java')).toBe('Jean Dupont');
    expect(extractPersonName('Curriculum vitae de Marie-Claire Martin')).toBe(
      'Marie-Claire Martin',
    );
  });

  it('reads a one-word name at the top before contact details or a title', () => {
    expect(extractPersonName('Kunze XXXXX\nqrolfson@example.com\nCell: +91 9000000000')).toBe(
      'Kunze',
    );
    expect(extractPersonName('Muthu.V\n4/105, Anna Nagar, Chennai\nMobile: 1232456789')).toBe(
      'Muthu',
    );
    expect(extractPersonName('Bernier Software Engineer\n24 Robinson Road')).toBe('Bernier');
    expect(extractPersonName('Peperfeld 55\nD-30457 Hannover\nTel. : +49 511 26 222 26')).toBe(
      null,
    );
    expect(extractPersonName('DUPONT\nTél. : 06 12 34 56 78\nDéveloppeur Java')).toBe('Dupont');
    expect(extractPersonName('Front End Developer (+972) 555 1234')).toBe(null);
    expect(extractPersonName('Java Developer\nPhone: 555 123 4567')).toBe(null);
    expect(extractPersonName('Full-time\nPhone: 555 123 4567')).toBe(null);
  });

  it('takes no skill line, glued text-box words or heading for a name', () => {
    expect(extractPersonName('C O N T A C T\nT O O L S & T E C H\nPython SQL\nTableau')).toBe(null);
    expect(extractPersonName('Embedded Linux\nBeer Sheva, Israel')).toBe(null);
    expect(extractPersonName('ANALYTICS LEADExperienceCompetitve Analytics Team LeadOZON')).toBe(
      null,
    );
    expect(extractPersonName('NETWORK ENGINEERDESCRIPTION\nNetwork Engineerdescription Work')).toBe(
      null,
    );
    expect(extractPersonName('Contacts Pavel Motovilov\nFrontend Web Developer')).not.toBe(
      'Contacts Pavel Motovilov',
    );
    expect(extractPersonName('Compétences Java Spring\nmarie@example.fr')).toBe(null);
    expect(extractPersonName('Art Editor with 10 years in magazines\nart@example.com')).toBe(null);
    expect(extractPersonName('Bryan VonRueden\nTechnical Support Executive')).toBe(
      'Bryan VonRueden',
    );
  });

  it('does not take a town followed by its postcode for a name', () => {
    expect(extractPersonName('Objective\n11 Cruz Avenue\nClayton VIC 3204\nHome - 8945 6731')).toBe(
      null,
    );
  });

  it('finds the name just before the e-mail when the CV opens with a summary', () => {
    const summary = Array.from({ length: 14 }, (_, i) => `Achieved goal number ${i} this year.`);
    const text = [
      ...summary,
      'Leontine Schmitt',
      '21, Kingston, Georgia',
      'Email: l.s@example.com',
    ];
    expect(extractPersonName(text.join('\n'))).toBe('Leontine Schmitt');
  });
});
