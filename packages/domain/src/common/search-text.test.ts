import { describe, expect, it } from 'vitest';
import { SEARCH_FOLD_SQL, foldSearchText, matchesSearchText } from './search-text.ts';

describe('foldSearchText', () => {
  it('lower-cases and strips accents', () => {
    expect(foldSearchText('Société Générale')).toBe('societe generale');
    expect(foldSearchText('DÉVELOPPEUR')).toBe('developpeur');
    expect(foldSearchText('Hélène Dupré-Müller, Ørsted, Łódź, Ærø')).toBe(
      'helene dupre-muller, ørsted, łodz, ærø',
    );
  });

  it('folds text stored decomposed (NFD) like text stored composed', () => {
    expect(foldSearchText('Socie\u0301te\u0301')).toBe('societe');
    expect(foldSearchText('Société'.normalize('NFD'))).toBe(foldSearchText('Société'));
  });

  it('lower-cases Greek and Cyrillic, and leaves other scripts as they are', () => {
    expect(foldSearchText('ΑΘΗΝΑ Москва')).toBe('αθηνα москва');
    expect(foldSearchText('Ἀθῆναι')).toBe('αθηναι');
    expect(foldSearchText('東京 123 !?')).toBe('東京 123 !?');
  });

  it('maps one character to at most one, as SQL translate does', () => {
    expect([...SEARCH_FOLD_SQL.to].length).toBeLessThan([...SEARCH_FOLD_SQL.from].length);
    const translate = (text: string) =>
      [...text]
        .map((c) => {
          const i = [...SEARCH_FOLD_SQL.from].indexOf(c);
          if (i < 0) return c;
          return [...SEARCH_FOLD_SQL.to][i] ?? '';
        })
        .join('');
    for (const sample of [
      'Société Générale',
      'ÀÉÎÕÜ çñ',
      'Ǆemal ẞtraße',
      'Ἀθῆναι',
      'Ἀθῆναι'.normalize('NFD'),
    ])
      expect(translate(sample)).toBe(foldSearchText(sample));
  });
});

describe('matchesSearchText', () => {
  it('finds the query in any field, ignoring case and accents both ways', () => {
    expect(matchesSearchText(['Développeur Java', 'Société Générale'], 'societe')).toBe(true);
    expect(matchesSearchText(['Developpeur Java'], 'DÉVELOPPEUR')).toBe(true);
    expect(matchesSearchText(['Java', null, undefined], 'python')).toBe(false);
  });

  it('matches everything when the query is blank', () => {
    expect(matchesSearchText(['x'], '   ')).toBe(true);
  });
});
