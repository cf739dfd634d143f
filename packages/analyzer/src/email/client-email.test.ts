import { describe, expect, it } from 'vitest';
import { analyzeJobDescription } from '../local/analyze-job-description.ts';
import { clientEmailText } from './client-email-text.ts';
import { readEml } from './read-eml.ts';
import { splitPositions } from './split-positions.ts';

const EML = [
  'From: Claire Dubois <claire.dubois@banque-rhone.fr>',
  'To: sam@esn.example',
  'Subject: =?UTF-8?Q?TR:_Besoin_D=C3=A9veloppeur_Java_senior?=',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=UTF-8',
  'Content-Transfer-Encoding: 8bit',
  '',
  'Bonjour Sam,',
  '',
  'Client : Banque Rhône',
  'Lieu : Lyon (69), 2 jours de télétravail par semaine',
  'TJM : 600 € maximum',
  'Démarrage : 05/01/2027, pour 6 mois',
  'Compétences requises : Java, Spring Boot, Kafka',
  '',
  'Cordialement,',
  'Claire Dubois',
  '',
  'Le lun. 23 nov. 2026 à 10:12, Sam <sam@esn.example> a écrit :',
  '> Avez-vous des besoins en ce moment ?',
].join('\r\n');

describe('a need from a client e-mail', () => {
  it('reads an .eml: subject decoded, greeting, sign-off and quoted history left out', async () => {
    const email = await readEml(EML);
    expect(email.subject).toBe('TR: Besoin Développeur Java senior');
    const { text, senderLine } = clientEmailText(email);
    expect(text.split('\n')[0]).toBe('Développeur Java senior');
    expect(senderLine).toBe('De : Claire Dubois <claire.dubois@banque-rhone.fr>');
    expect(text).toContain('TJM : 600 € maximum');
    expect(text).not.toMatch(/Bonjour|Cordialement|a écrit|Avez-vous/);
  });

  it('gives the documents attached to an .eml: PDF, DOCX and DOC files, with their bytes', async () => {
    const part = (name: string, bytes: string) => [
      '--b1',
      `Content-Type: application/octet-stream; name="${name}"`,
      `Content-Disposition: attachment; filename="${name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from(bytes).toString('base64'),
    ];
    const email = await readEml(
      [
        'From: Claire Dubois <claire@banque-rhone.fr>',
        'Subject: AO',
        'Content-Type: multipart/mixed; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=UTF-8',
        '',
        'Ci-joint.',
        ...part('AO.pdf', '%PDF-1.4 lot 1'),
        ...part('Fiche de poste.DOCX', 'PK docx'),
        ...part('logo.png', 'png'),
        ...part('vide.doc', ''),
        '--b1--',
      ].join('\r\n'),
    );
    expect(email.attachments).toEqual(['AO.pdf', 'Fiche de poste.DOCX', 'logo.png', 'vide.doc']);
    expect(email.documents?.map((d) => [d.fileName, Buffer.from(d.content).toString()])).toEqual([
      ['AO.pdf', '%PDF-1.4 lot 1'],
      ['Fiche de poste.DOCX', 'PK docx'],
    ]);
  });

  it.each([
    ['Besoin urgent - Développeur Python/Django', 'Développeur Python/Django'],
    ['RE: Cloud engineer request', 'Cloud engineer'],
  ])('drops the request words of the subject "%s"', (subject, title) => {
    const { text } = clientEmailText({ subject, from: null, body: 'TJM max : 420 €' });
    expect(text.split('\n')[0]).toBe(title);
  });

  it("reads a pasted e-mail's subject line as its subject", () => {
    const { text } = clientEmailText({
      subject: null,
      from: null,
      body: 'Objet : TR: Besoin Développeur Kafka\nBonjour,\nClient : Banque Horizon',
    });
    expect(text.split('\n')).toEqual(['Développeur Kafka', 'Client : Banque Horizon']);
  });

  it('reads the header block a mail client copies above a pasted message: subject and sender', () => {
    const { text, senderLine } = clientEmailText({
      subject: null,
      from: null,
      body: [
        'De : Julie Moreau <julie.moreau@bnpparibas.com>',
        'Envoyé : lundi 30 novembre 2026 09:12',
        'À : Karim Benali <karim.benali@esn.fr>',
        'Objet : Besoin Développeur Java Senior',
        '',
        'Bonjour Karim,',
        '',
        'TJM max : 550 €. Compétences : Java 17, Spring Boot, Kafka.',
        '',
        'Cordialement,',
        'Julie Moreau',
      ].join('\n'),
    });
    expect(text.split('\n')).toEqual([
      'Développeur Java Senior',
      'TJM max : 550 €. Compétences : Java 17, Spring Boot, Kafka.',
    ]);
    expect(senderLine).toBe('De : Julie Moreau <julie.moreau@bnpparibas.com>');
  });

  it('reads a message forwarded with a word: the forwarded need, its sender the client', () => {
    const forwarded = (separator: string[]) =>
      clientEmailText({
        subject: 'TR: Besoin Développeur Java Senior',
        from: 'Sam Martin <sam@esn.fr>',
        body: [
          'Salut Karim, tu as quelqu’un ?',
          '',
          'Sam',
          ...separator,
          'Bonjour,',
          '',
          'Client : BNP Paribas',
          'TJM max : 550 €. Compétences : Java 17, Spring Boot, Kafka.',
          'Démarrage : 05/01/2027, pour 6 mois, à Paris.',
          '',
          'Cordialement,',
          'Julie Moreau',
        ].join('\n'),
      });
    const outlook = forwarded([
      "-----Message d'origine-----",
      'De : Julie Moreau <julie.moreau@bnpparibas.com>',
      'Envoyé : lundi 30 novembre 2026 09:12',
      'Objet : Besoin Développeur Java Senior',
      '',
    ]);
    expect(outlook.text.split('\n')).toEqual([
      'Développeur Java Senior',
      'Client : BNP Paribas',
      'TJM max : 550 €. Compétences : Java 17, Spring Boot, Kafka.',
      'Démarrage : 05/01/2027, pour 6 mois, à Paris.',
    ]);
    expect(outlook.senderLine).toBe('De : Julie Moreau <julie.moreau@bnpparibas.com>');
    // Gmail's forward: no separator, the header block alone.
    const gmail = forwarded([
      '',
      'De : Julie Moreau <julie.moreau@bnpparibas.com>',
      'Objet : Besoin',
      '',
    ]);
    expect(gmail.text).toContain('TJM max : 550 €');
    expect(gmail.senderLine).toBe('De : Julie Moreau <julie.moreau@bnpparibas.com>');
  });

  it('keeps a reply that says the need itself, not the message it quotes', () => {
    const { text, senderLine } = clientEmailText({
      subject: 'RE: Vos besoins',
      from: 'Julie Moreau <julie.moreau@bnpparibas.com>',
      body: [
        'Oui : un développeur Java senior, TJM 550 €, démarrage en janvier à Paris.',
        '',
        'Le lun. 23 nov. 2026 à 10:12, Sam <sam@esn.fr> a écrit :',
        '> Avez-vous des besoins en ce moment ?',
      ].join('\n'),
    });
    expect(text).toContain('un développeur Java senior');
    expect(text).not.toContain('Avez-vous');
    expect(senderLine).toBe('De : Julie Moreau <julie.moreau@bnpparibas.com>');
  });

  it('reads a message that is only a sender line and its text', () => {
    const { text, senderLine } = clientEmailText({
      subject: null,
      from: null,
      body: 'De : julie.moreau@bnpparibas.com\nDéveloppeur Java senior, TJM 550 €, Paris.',
    });
    expect(text).toBe('Développeur Java senior, TJM 550 €, Paris.');
    expect(senderLine).toBe('De : julie.moreau@bnpparibas.com');
  });

  it("reads a pasted body's signature as its sender: the name under the sign-off, the address", () => {
    const body = (...signature: string[]) =>
      [
        'Bonjour,',
        'Nous cherchons un développeur Java senior pour 6 mois à Lyon, TJM 550 €.',
        '',
        'Cordialement,',
        ...signature,
        '',
        'Le lun. 23 nov. 2026 à 10:12, Sam <sam@esn.example> a écrit :',
        '> Avez-vous des besoins ?',
      ].join('\n');
    const read = (...signature: string[]) =>
      clientEmailText({ subject: null, from: null, body: body(...signature) });
    const signed = read(
      'Julie MOREAU',
      'Acheteuse IT – BNP Paribas',
      'julie.moreau@bnpparibas.com',
    );
    expect(signed.senderLine).toBe('De : Julie MOREAU (BNP Paribas) <julie.moreau@bnpparibas.com>');
    expect(signed.text).not.toMatch(/Cordialement|Acheteuse|MOREAU/);
    expect(read('Jean-Marc de La Tour').senderLine).toBe('De : Jean-Marc de La Tour');
    // A separator under the sign-off ("Bien à vous," then "--") still leads to the name.
    expect(read('--', 'Claire Vasseur', 'claire@acme.fr').senderLine).toBe(
      'De : Claire Vasseur <claire@acme.fr>',
    );
    // A first name alone, then the full one behind a separator.
    expect(
      read('Hélène', '--', 'Hélène Girard | Responsable PMO', 'helene@acme.fr').senderLine,
    ).toBe('De : Hélène Girard <helene@acme.fr>');
    // The name before its role on one line; a first name alone above the full one.
    expect(
      read('Emma', 'Emma Clarke | Head of Engineering | Acme', 'emma@acme.co.uk').senderLine,
    ).toBe('De : Emma Clarke (Acme) <emma@acme.co.uk>');
    // A role or a team is not a person; an address alone still says who wrote.
    expect(read('Service Achats', 'achats@acme.fr').senderLine).toBe('De : achats@acme.fr');
    expect(read('Acheteur IT').senderLine).toBeNull();
    // The company the signature spells as the address's domain does goes after the name.
    expect(
      read(
        'Isabelle Fournier',
        'Direction des Achats',
        'Crédit Agricole Technologies et Services',
        'isabelle@ca-ts.fr',
      ).senderLine,
    ).toBe('De : Isabelle Fournier (Crédit Agricole Technologies et Services) <isabelle@ca-ts.fr>');
    expect(
      read('Julien Garnier', 'Responsable infrastructure - CDiscount', 'julien@cdiscount.com')
        .senderLine,
    ).toBe('De : Julien Garnier (CDiscount) <julien@cdiscount.com>');
    expect(read('Julien Garnier', 'Acme Retail', 'julien@cdiscount.com').senderLine).toBe(
      'De : Julien Garnier <julien@cdiscount.com>',
    );
    // A sender the message gives wins over its signature.
    const headed = clientEmailText({
      subject: null,
      from: 'Claire Dubois <claire@banque-rhone.fr>',
      body: body('Julie Moreau'),
    });
    expect(headed.senderLine).toBe('De : Claire Dubois <claire@banque-rhone.fr>');
  });

  it('takes a lone "De :" line for the message, not for a header block', () => {
    const { text, senderLine } = clientEmailText({
      subject: 'Besoin Data engineer',
      from: null,
      body: 'De : préférence 3 ans en banque\nCompétences : Python, Spark',
    });
    expect(senderLine).toBeNull();
    expect(text).toContain('Compétences : Python, Spark');
  });

  it('reads the need from the e-mail as from a job description', async () => {
    const analysis = analyzeJobDescription(clientEmailText(await readEml(EML)).text);
    expect(analysis.requiredskills).toEqual(
      expect.arrayContaining(['Java', 'Spring Boot', 'Kafka']),
    );
    expect(analysis.dailyrate).toBe(600);
    expect(analysis.location).toMatch(/^Lyon/);
  });

  it('cuts an e-mail asking for several positions into one text each, the shared lines after', () => {
    const text = [
      'Besoin Banque Rhône',
      'Client : Banque Rhône',
      'Lieu : Lyon',
      'Nous recherchons 2 profils :',
      'Poste 1 : Développeur Java senior',
      'Compétences : Java, Spring Boot',
      'Poste 2 : Data engineer',
      'Compétences : Python, Spark',
    ].join('\n');
    const parts = splitPositions(text);
    expect(parts).toHaveLength(2);
    expect(parts[0]!.split('\n')[0]).toBe('Poste 1 : Développeur Java senior');
    expect(parts[0]).toContain('Client : Banque Rhône');
    expect(parts[0]).not.toContain('Python');
    expect(parts[1]).toContain('Python, Spark');
    expect(parts.join('\n')).not.toContain('2 profils');
  });

  it('cuts positions written as one numbered paragraph each, the title first', () => {
    const text = [
      'Nous recherchons pour notre client BNP Paribas deux profils :',
      '',
      '1) Développeur Java Spring Boot senior - démarrage ASAP, mission de 6 mois renouvelable, Paris 9e, 2 jours de télétravail par semaine. TJM max 650 €. Compétences : Java 17, Spring Boot, Kafka.',
      '',
      '2) Data engineer - démarrage 1er février 2027, 12 mois, Montreuil, full remote possible. Budget 700 €/jour. Python, Spark, Airflow, AWS.',
    ].join('\n');
    const parts = splitPositions(text);
    expect(parts).toHaveLength(2);
    const [java, data] = parts.map((part) => analyzeJobDescription(part));
    expect(parts[0]!.split('\n')[0]).toBe('1) Développeur Java Spring Boot senior');
    // The announcement names the client: it stays with every position.
    expect(parts[1]).toContain('notre client BNP Paribas');
    expect(parts[1]!.split('\n')[0]).toBe('2) Data engineer');
    expect(java).toMatchObject({ dailyrate: 650, duration: '6 mois renouvelable', remotedays: 2 });
    expect(java!.requiredskills).not.toContain('Python');
    expect(data).toMatchObject({ dailyrate: 700, startdate: '2027-02-01', remotedays: 5 });
    expect(data!.requiredskills).toEqual(expect.arrayContaining(['Python', 'Spark']));
  });

  it('cuts positions announced by a count and listed one bullet each, the lines after for all', () => {
    const text = [
      'Nous avons deux besoins urgents :',
      "- un développeur Angular confirmé, 5 ans d'expérience minimum, TJM 500 € max",
      '- un ingénieur DevOps Kubernetes / Terraform, TJM 600 € max',
      'Démarrage le 4 janvier 2027 à Nantes, mission de 12 mois, 2 jours de télétravail.',
    ].join('\n');
    const parts = splitPositions(text);
    expect(parts.map((part) => part.split('\n')[0])).toEqual([
      'Développeur Angular confirmé',
      'Ingénieur DevOps Kubernetes / Terraform',
    ]);
    const [angular, devops] = parts.map((part) => analyzeJobDescription(part));
    expect(angular).toMatchObject({ dailyrate: 500, location: 'Nantes', remotedays: 2 });
    expect(devops).toMatchObject({ dailyrate: 600, startdate: '2027-01-04', duration: '12 mois' });
    expect(devops!.requiredskills).not.toContain('Angular');
    // A count of people by their role announces the list too; a bullet's closing brackets are
    // its terms, and an announcement that also says where stays with every position.
    const counted = splitPositions(
      [
        'Nous avons besoin de 3 développeurs Java/Angular pour le projet Horizon à Rennes :',
        '- 2 développeurs fullstack Java / Angular confirmés (TJM 480 €)',
        '- 1 tech lead Java (TJM 620 €)',
        'Durée : 12 mois',
      ].join('\n'),
    );
    expect(counted.map((part) => part.split('\n').slice(0, 2))).toEqual([
      ['Développeurs fullstack Java / Angular confirmés', 'TJM 480 €'],
      ['Tech lead Java', 'TJM 620 €'],
    ]);
    expect(counted.every((part) => part.includes('Rennes') && part.includes('12 mois'))).toBe(true);
    // In English, bullets without an article, a bracket holding commas, the rate after a dash.
    const english = splitPositions(
      [
        'We have 2 openings:',
        '• Senior Frontend Engineer (React/TypeScript) - €650/day',
        '• QA Automation Engineer (Cypress, Playwright) - €500/day',
        'Location: Amsterdam, 3 days in office.',
      ].join('\n'),
    );
    expect(english.map((part) => part.split('\n')[0])).toEqual([
      'Senior Frontend Engineer',
      'QA Automation Engineer',
    ]);
    const [frontend, qa] = english.map((part) => analyzeJobDescription(part));
    expect([frontend!.dailyrate, qa!.dailyrate]).toEqual([650, 500]);
    expect(frontend!.requiredskills).toEqual(['React', 'TypeScript']);
    expect(qa!.requiredskills).toEqual(expect.arrayContaining(['Cypress', 'Playwright']));
    // Numbered one-line positions: the title cut from its terms, the lines after the list for all.
    const numbered = splitPositions(
      [
        'Looking for 2 consultants:',
        '1. SAP ABAP developer - Paris - 600€/j',
        '2. SAP BW/4HANA consultant - Lyon - 650€/j',
        'Start ASAP, 6 months.',
      ].join('\n'),
    );
    expect(numbered.map((part) => part.split('\n')[0])).toEqual([
      '1. SAP ABAP developer',
      '2. SAP BW/4HANA consultant',
    ]);
    expect(numbered.map((part) => analyzeJobDescription(part).startdate)).toEqual(['ASAP', 'ASAP']);
    // A bulleted list of what is required, after a count, is not a list of positions.
    const skills = ['Les deux profils :', '- Java 17', '- Spring Boot', '- Kafka'];
    expect(splitPositions(skills.join('\n'))).toHaveLength(1);
  });

  it('leaves a numbered list of long requirements as one position', () => {
    const text = [
      'Développeur Java',
      '1) Maîtrise de Java et de Spring Boot, avec une expérience significative sur des projets bancaires exigeants en production.',
      '2) Connaissance de Kafka et des architectures orientées événements, idéalement dans un contexte de forte volumétrie.',
    ].join('\n');
    expect(splitPositions(text)).toEqual([text]);
  });

  it('keeps a text naming one position whole', () => {
    const text = 'Poste 1 : Développeur Java\nCompétences : Java';
    expect(splitPositions(text)).toEqual([text]);
  });
});

describe('the lines an e-mail shares between its positions', () => {
  it('keeps a sentence that counts the positions but also says where and when', () => {
    const text = [
      'Pour notre client Banque Rhône, nous avons deux besoins à Lyon, démarrage le 05/01/2027.',
      'Nous recherchons 2 profils :',
      'Poste 1 : Développeur Java senior',
      'Poste 2 : Data engineer',
    ].join('\n');
    const [first] = splitPositions(text);
    expect(first).toContain('deux besoins à Lyon');
    expect(first).not.toContain('2 profils');
    const analysis = analyzeJobDescription(first!);
    expect(analysis.location).toBe('Lyon');
  });
});
