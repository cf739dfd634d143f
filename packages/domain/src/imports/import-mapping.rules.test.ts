import { describe, expect, it } from 'vitest';
import { NEEDS_CSV_COLUMNS } from '../needs/need-csv.ts';
import { foldHeader, guessImportMapping } from './import-mapping.rules.ts';

describe('guessImportMapping', () => {
  it('reads a BoondManager candidates export (French headers)', () => {
    const headers = [
      'Nom',
      'Prénom',
      'Email',
      'Téléphone 1',
      'Titre',
      'Compétences',
      'TJM',
      'Ville',
      'Date de création',
    ];
    expect(guessImportMapping('candidates', headers)).toEqual([
      'lastName',
      'firstName',
      'email',
      'phone',
      'cvRole',
      'skills',
      'expectedTjm',
      'cvCity',
      null,
    ]);
  });

  it('reads an OpenCATS export', () => {
    const headers = [
      'First Name',
      'Last Name',
      'E-Mail',
      'Cell Phone',
      'Key Skills',
      'Current Employer',
      'City',
      'State',
      'Date Available',
    ];
    expect(guessImportMapping('candidates', headers)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'skills',
      'cv1stExperienceCompany',
      'cvCity',
      null,
      'cvAvailability',
    ]);
  });

  it('reads a Bullhorn export and gives a field to its first column only', () => {
    const headers = [
      'ID',
      'First Name',
      'Last Name',
      'Email',
      'Mobile Phone',
      'Home Phone',
      'Skills',
      'Occupation',
      'Country',
    ];
    expect(guessImportMapping('candidates', headers)).toEqual([
      null,
      'firstName',
      'lastName',
      'email',
      'phone',
      null,
      'skills',
      'cvRole',
      'cvCountry',
    ]);
  });

  it('ignores accents, case and punctuation, and finds an alias inside a longer header', () => {
    expect(
      guessImportMapping('candidates', ['NOM COMPLET', 'ADRESSE E-MAIL PERSO', 'telephone']),
    ).toEqual(['name', 'email', 'phone']);
    expect(foldHeader("  Années d'expérience ")).toBe('anneesdexperience');
  });

  it('prefers first and last names over a full name column when all three are there', () => {
    expect(guessImportMapping('candidates', ['Name', 'First name', 'Last name', 'Email'])).toEqual([
      null,
      'firstName',
      'lastName',
      'email',
    ]);
  });

  it('reads needs headers in French and English', () => {
    expect(
      guessImportMapping('needs', [
        'Titre du poste',
        'Client',
        'TJM',
        'Priorité',
        'Lieu',
        'Compétences requises',
      ]),
    ).toEqual(['title', 'client', 'tjm', 'priority', 'jdLocation', 'jdRequiredSkills']);
    expect(
      guessImportMapping('needs', ['Job Title', 'Company', 'Bill rate', 'Openings', 'Description']),
    ).toEqual(['title', 'client', 'tjm', 'quantity', 'description']);
    expect(guessImportMapping('needs', ['Job Title', 'Client', 'Daily rate'])[2]).toBe('tjm');
  });

  it("reads the product's own needs export back, its order clients included", () => {
    expect(
      guessImportMapping(
        'needs',
        NEEDS_CSV_COLUMNS.map((column) => column.header),
      ),
    ).toEqual([
      null, // id
      'title',
      'client',
      'priority',
      null, // status: an imported need starts in the first column
      null, // consultants
      'quantity',
      'tjm',
      'orderClients',
      'orderClientsEmail',
      null, // analysis status
      'jdRequiredSkills',
      null, // created
      null, // updated
    ]);
  });

  it('leaves unknown and blank headers out', () => {
    expect(guessImportMapping('candidates', ['', 'Shoe size', '???'])).toEqual([null, null, null]);
  });
});
