import { describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '../candidates/candidate-messages.ts';
import { neutraliseCsvCell } from '../needs/need-csv.ts';
import { NEED_MESSAGES } from '../needs/need-messages.ts';
import {
  checkImportMapping,
  cleanAmountText,
  importRowToRequest,
  readImportDate,
  splitImportList,
} from './import-row.rules.ts';
import { IMPORT_MESSAGES, type TImportMapping } from './import.schema.ts';

const CANDIDATE_MAPPING: TImportMapping = [
  'lastName',
  'firstName',
  'email',
  'phone',
  'skills',
  'expectedTjm',
  null,
];

describe('importRowToRequest', () => {
  it('makes the create form body of a candidate row: name joined, skills split, French amounts read', () => {
    const result = importRowToRequest('candidates', CANDIDATE_MAPPING, [
      'Benali',
      'Karim',
      ' karim.benali@gmail.com ',
      '06 12 34 56 78',
      'Java, Spring; Kafka | SQL\nDocker',
      '1 200,50 €',
      'ignored',
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.name).toBe('Karim Benali');
    expect(result.request.email).toBe('karim.benali@gmail.com');
    expect(result.request.phone).toBe('+33612345678');
    expect(result.request.skills).toEqual(['Java', 'Spring', 'Kafka', 'SQL', 'Docker']);
    expect(result.request.expectedTjm).toBe(1200.5);
  });

  it("reads our own export back: the formula guard's quote is taken off", () => {
    const title = '=HYPERLINK("x")';
    const cells = [neutraliseCsvCell(title), 'Acme', '500'];
    expect(cells[0]).toBe(`'${title}`);
    const result = importRowToRequest('needs', ['title', 'client', 'tjm'], cells);
    expect(result.ok && result.request.title).toBe(title);
    // A quote before anything else is the cell's own.
    const own = importRowToRequest(
      'needs',
      ['title', 'client', 'tjm'],
      ["'Java' lead", 'Acme', '1'],
    );
    expect(own.ok && own.request.title).toBe("'Java' lead");
  });

  it("reads order clients, each with the e-mail written after its name ('Name <e-mail>')", () => {
    const result = importRowToRequest(
      'needs',
      ['title', 'client', 'tjm', 'orderClients'],
      ['Data engineer', 'Acme', '600', 'Paul Martin; Julie Moreau <julie@acme.fr>'],
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.orderClients).toEqual(['Paul Martin', 'Julie Moreau']);
    expect(result.request.orderClientsEmail).toEqual(['', 'julie@acme.fr']);
  });

  it("gives an order client e-mails column's addresses to the names of the order clients column", () => {
    const MAPPING = ['title', 'client', 'tjm', 'orderClients', 'orderClientsEmail'] as const;
    const read = (names: string, emails: string) => {
      const result = importRowToRequest(
        'needs',
        [...MAPPING],
        ['Data engineer', 'Acme', '600', names, emails],
      );
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.request.orderClients.map((name, i) => [
        name,
        result.request.orderClientsEmail[i],
      ]);
    };
    // One e-mail for each name: in order.
    expect(read('Paul Martin; Julie Moreau', 'paul@acme.fr; julie@acme.fr')).toEqual([
      ['Paul Martin', 'paul@acme.fr'],
      ['Julie Moreau', 'julie@acme.fr'],
    ]);
    // Our export lists only the e-mails there are: each goes to the name it spells.
    expect(
      read('Paul Martin; Julie Moreau; Anne Roy', 'jmoreau@acme.fr; anne.roy@acme.fr'),
    ).toEqual([
      ['Paul Martin', ''],
      ['Julie Moreau', 'jmoreau@acme.fr'],
      ['Anne Roy', 'anne.roy@acme.fr'],
    ]);
    // A name that carries its e-mail keeps it; an e-mail no name spells is not lost.
    expect(
      read('Paul Martin <pm@acme.fr>; Julie Moreau', 'pm@acme.fr; x@acme.fr; achats@acme.fr'),
    ).toEqual([
      ['Paul Martin', 'pm@acme.fr'],
      ['Julie Moreau', ''],
      ['x@acme.fr', 'x@acme.fr'],
      ['achats@acme.fr', 'achats@acme.fr'],
    ]);
  });

  it("lists every field's error in the form's own words", () => {
    const result = importRowToRequest('candidates', CANDIDATE_MAPPING, [
      '',
      '',
      'not-an-email',
      '12',
      '',
      'six cents',
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { field: 'name', message: CANDIDATE_MESSAGES.nameRequired },
      { field: 'email', message: CANDIDATE_MESSAGES.emailInvalid },
      { field: 'phone', message: CANDIDATE_MESSAGES.phoneInvalid },
      { field: 'expectedTjm', message: CANDIDATE_MESSAGES.tjmInvalid },
    ]);
  });

  it('reads a need row and refuses a missing rate with the form message', () => {
    const mapping: TImportMapping = [
      'title',
      'client',
      'tjm',
      'priority',
      'jdRequiredSkills',
      'jdExperienceYears',
    ];
    const ok = importRowToRequest('needs', mapping, [
      'Dev Java senior',
      'ACME',
      '650 €',
      'p1',
      'Java; AWS',
      '5 ans',
    ]);
    expect(ok.ok).toBe(true);
    if (ok.ok) {
      expect(ok.request).toMatchObject({
        title: 'Dev Java senior',
        client: 'ACME',
        tjm: 650,
        priority: 'P1',
        jdRequiredSkills: ['Java', 'AWS'],
        jdExperienceYears: 5,
      });
    }
    const bad = importRowToRequest('needs', mapping, ['Dev Java senior', 'ACME', '', 'P9', '', '']);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.field)).toEqual(['priority', 'tjm']);
    if (!bad.ok) expect(bad.errors[1]!.message).toBe(NEED_MESSAGES.tjmPositive);
  });

  it('reads French dates and pool words', () => {
    const result = importRowToRequest(
      'candidates',
      ['name', 'email', 'lastContactAt', 'poolKind'],
      ['Ada Lovelace', 'ada@example.com', '15/03/2025', 'Salarié'],
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.request.lastContactAt).toBe('2025-03-15');
      expect(result.request.poolKind).toBe('employee');
    }
  });
});

describe('the cell readers', () => {
  it('reads amounts as exported by French and English tools', () => {
    expect(cleanAmountText('650 €')).toBe('650');
    expect(cleanAmountText('1 200,50')).toBe('1200,50');
    expect(cleanAmountText('1\u202f200,50\u00a0€')).toBe('1200,50');
    expect(cleanAmountText('1.200,50 EUR')).toBe('1200,50');
    expect(cleanAmountText('1,200.50')).toBe('1200.50');
    expect(cleanAmountText('700 €/j HT')).toBe('700');
    expect(cleanAmountText('six cents')).toBe('six cents');
  });

  it('splits lists and reads day-first dates', () => {
    expect(splitImportList(' a ,b;;c|d\r\ne ')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(readImportDate('5/3/2026')).toBe('2026-03-05');
    expect(readImportDate('2026-03-05')).toBe('2026-03-05');
  });
});

describe('checkImportMapping', () => {
  it('wants one entry per column, no field twice, and the fields every row needs', () => {
    expect(checkImportMapping('candidates', ['name', 'email'], 3)).toBe(
      IMPORT_MESSAGES.mappingLength,
    );
    expect(checkImportMapping('candidates', ['name', 'email', 'email'], 3)).toBe(
      IMPORT_MESSAGES.mappingTwice('email'),
    );
    expect(checkImportMapping('candidates', ['name', 'phone'], 2)).toBe(
      IMPORT_MESSAGES.mappingMissing('email'),
    );
    expect(checkImportMapping('candidates', ['lastName', 'email', null], 3)).toBeNull();
    expect(checkImportMapping('candidates', ['title', 'email', 'name'], 3)).toBe(
      IMPORT_MESSAGES.mappingField('title'),
    );
    expect(checkImportMapping('needs', ['title', 'client'], 2)).toBe(
      IMPORT_MESSAGES.mappingMissing('tjm'),
    );
    expect(checkImportMapping('needs', ['title', 'client', 'tjm'], 3)).toBeNull();
  });
});
