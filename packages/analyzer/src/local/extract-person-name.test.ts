import { describe, expect, it } from 'vitest';
import { extractPersonName } from './extract-person-name.ts';
import { isNameStopWord } from './name-stop-words.ts';

// Each kind of line the real DOCX CVs offered as a name, once a DOCX keeps its paragraphs as lines.
describe('extractPersonName rejects what only looks like a name', () => {
  it('takes no sentence opening with a self-description or a verb', () => {
    expect(
      extractPersonName('Front End Developer\nExperienced Front End Developer with 2 years'),
    ).toBeNull();
    expect(extractPersonName('PROFILE\nSkilled Java and Web Developer with 10 years')).toBeNull();
    expect(
      extractPersonName('Java Developer\nHave Java developer background with proven experience'),
    ).toBeNull();
    expect(
      extractPersonName('Dependable Game Developer with more than 11 years of experience.'),
    ).toBeNull();
    expect(
      extractPersonName('Développeur Java\nExpérimenté Développeur Java depuis 8 ans'),
    ).toBeNull();
    expect(extractPersonName('Consultante\nPassionnée Consultante Data, rigoureuse')).toBeNull();
  });

  it('takes no heading, field of work or skill list', () => {
    expect(extractPersonName('NETWORK ENGINEER\nDESCRIPTION WORK EXPIRIENCE')).toBeNull();
    expect(extractPersonName('Location: TelAviv\nWeb Dev Positions')).toBeNull();
    expect(
      extractPersonName('ANALYTICS LEAD\nExperience\nCompetitve Analytics Team Lead'),
    ).toBeNull();
    expect(extractPersonName('SKILLS\nFrameworks Databases DevOps')).toBeNull();
    expect(
      extractPersonName('Technologies: Spring Boot\nStarter Mail, Spring Validation)'),
    ).toBeNull();
    expect(extractPersonName('COMPÉTENCES\nOutils Langages Projets')).toBeNull();
  });

  it('takes no letter-spaced heading for initials', () => {
    expect(extractPersonName(',\nC O N T A C T  M E  A T\nT O O L S  &  T E C H')).toBeNull();
  });

  it('takes no town or country heading the contact details', () => {
    expect(extractPersonName('Haifa, Israel\n(+972) 555 1234\nC/C++ Developer')).toBeNull();
    expect(extractPersonName('Israel, Tel-Aviv\nGame Developer')).toBeNull();
    expect(extractPersonName('Lyon\n06 12 34 56 78\nDéveloppeur Java')).toBeNull();
    expect(extractPersonName('Le Mans\njean@exemple.fr')).toBeNull();
  });
});

describe('extractPersonName still finds names', () => {
  it('reads a name on the first line, alone or before a title, in English and French', () => {
    expect(extractPersonName('Pavel Barannikov\nWeb Developer')).toBe('Pavel Barannikov');
    expect(extractPersonName('Allen Neal King ESB Integration Developer')).toBe('Allen Neal King');
    expect(extractPersonName('DUPONT Jean\nDéveloppeur Java\nParis')).toBe('Jean Dupont');
    expect(extractPersonName('Nancy Martin\nnancy@example.com')).toBe('Nancy Martin');
    expect(extractPersonName('Dev Patel\nData Analyst')).toBe('Dev Patel');
  });

  it('keeps names that are also ordinary words', () => {
    expect(isNameStopWord('Young')).toBe(false);
    expect(isNameStopWord('Strong')).toBe(false);
    expect(isNameStopWord('Experienced')).toBe(true);
    expect(isNameStopWord('Compétences')).toBe(true);
  });
});
