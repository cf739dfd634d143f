import { describe, expect, it } from 'vitest';
import { parseMarkedPosting } from './marked-posting.ts';

describe('parseMarkedPosting', () => {
  it('tags knowledge and skill spans in BIO, one row per line, punctuation apart', () => {
    const rows = parseMarkedPosting(
      'Titre du poste\n\nMaîtrise de [[Spring Boot]] ([[Java 17]]), {{travailler en équipe}}.',
      7,
    );
    expect(rows).toHaveLength(2);
    const [, body] = rows;
    expect(body?.idx).toBe(7);
    expect(body?.tokens).toEqual([
      'Maîtrise',
      'de',
      'Spring',
      'Boot',
      '(',
      'Java',
      '17',
      ')',
      ',',
      'travailler',
      'en',
      'équipe',
      '.',
    ]);
    expect(body?.tags_knowledge).toEqual([
      ...['O', 'O', 'B', 'I', 'O', 'B', 'I', 'O', 'O'],
      ...['O', 'O', 'O', 'O'],
    ]);
    expect(body?.tags_skill).toEqual([
      ...['O', 'O', 'O', 'O', 'O', 'O', 'O', 'O', 'O'],
      ...['B', 'I', 'I', 'O'],
    ]);
  });

  it('keeps adjacent spans apart and words with inner punctuation whole', () => {
    const [row] = parseMarkedPosting("[[SAP FI]]/[[CO]] et [[Node.js]] pour l'équipe", 1);
    expect(row?.tokens).toEqual(['SAP', 'FI', '/', 'CO', 'et', 'Node.js', 'pour', "l'équipe"]);
    expect(row?.tags_knowledge).toEqual(['B', 'I', 'O', 'B', 'O', 'B', 'O', 'O']);
  });

  it('refuses an unclosed marker', () => {
    expect(() => parseMarkedPosting('[[Java et {{rigueur}}', 3)).toThrow(/unbalanced/);
  });
});
