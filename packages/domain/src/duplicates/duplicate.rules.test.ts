import { describe, expect, it } from 'vitest';
import {
  toEmailKey,
  toLinkedinKey,
  toNameKey,
  toPhoneKey,
  toPhonePrefix,
  toPlaceKey,
} from './duplicate-keys.ts';
import {
  canUndoMerge,
  defaultMergeChoices,
  describeDuplicate,
  duplicateReasons,
  duplicateScore,
  type TDuplicateKeys,
} from './duplicate.rules.ts';

describe('toEmailKey', () => {
  it.each([
    ['Karim.Benali@Gmail.com', 'karimbenali@gmail.com'],
    ['k.a.r.i.m+cv@googlemail.com', 'karim@gmail.com'],
    ['karim+jobs@outlook.fr', 'karim@outlook.fr'],
    ['karim+jobs@icloud.com', 'karim@icloud.com'],
    // A company server: the dot and the plus may name another mailbox.
    ['karim.benali+x@softeam.fr', 'karim.benali+x@softeam.fr'],
    ['  KARIM@ACME.COM ', 'karim@acme.com'],
    ['not-an-address', null],
    ['+tag@gmail.com', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => expect(toEmailKey(input)).toBe(expected));
});

describe('toPhoneKey', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033612345678', '+33612345678'],
    ['+44 20 7946 0958', '+442079460958'],
    ['12', null],
    ['', null],
  ])('%s → %s', (input, expected) => expect(toPhoneKey(input)).toBe(expected));

  it('gives the prefix without the last two digits', () => {
    expect(toPhonePrefix('+33612345678')).toBe('+336123456');
    expect(toPhonePrefix(null)).toBeNull();
  });
});

describe('toLinkedinKey', () => {
  it.each([
    ['https://www.linkedin.com/in/Karim-Benali/', 'linkedin.com/in/karim-benali'],
    ['linkedin.com/in/karim-benali?originalSubdomain=fr', 'linkedin.com/in/karim-benali'],
    ['http://fr.linkedin.com/in/karim-benali#about', 'linkedin.com/in/karim-benali'],
    ['https://www.linkedin.com/in/j%C3%A9r%C3%B4me-d', 'linkedin.com/in/jérôme-d'],
    ['https://www.linkedin.com/company/softeam', null],
    ['https://evil-linkedin.com/in/karim', null],
    ['not a url at all', null],
    ['', null],
  ])('%s → %s', (input, expected) => expect(toLinkedinKey(input)).toBe(expected));
});

describe('toNameKey and toPlaceKey', () => {
  it('folds case, accents and punctuation', () => {
    expect(toNameKey('  Jérôme  DUPONT-Martin ')).toBe('jerome dupont martin');
    expect(toPlaceKey('Capgemini SAS')).toBe('capgemini');
    expect(toPlaceKey('  ')).toBeNull();
  });
});

const keys = (over: Partial<TDuplicateKeys> = {}): TDuplicateKeys => ({
  emailKey: null,
  phoneKey: null,
  linkedinKey: null,
  employerKeys: [],
  cityKey: null,
  ...over,
});

describe('duplicateReasons', () => {
  it.each<[string, Partial<TDuplicateKeys>, Partial<TDuplicateKeys>, number, string[]]>([
    ['same e-mail', { emailKey: 'k@x.fr' }, { emailKey: 'k@x.fr' }, 0, ['same_email']],
    ['same phone', { phoneKey: '+33612345678' }, { phoneKey: '+33612345678' }, 0, ['same_phone']],
    [
      'same LinkedIn',
      { linkedinKey: 'linkedin.com/in/k' },
      { linkedinKey: 'linkedin.com/in/k' },
      0.1,
      ['same_linkedin'],
    ],
    [
      'similar name and employer',
      { employerKeys: ['capgemini', 'sopra'] },
      { employerKeys: ['sopra'] },
      0.6,
      ['similar_name_same_employer'],
    ],
    [
      'dissimilar name, same employer',
      { employerKeys: ['sopra'] },
      { employerKeys: ['sopra'] },
      0.3,
      [],
    ],
    [
      'similar name, same city',
      { cityKey: 'paris' },
      { cityKey: 'paris' },
      0.5,
      ['similar_name_same_city'],
    ],
    [
      'similar name, phone off by the last digits',
      { phoneKey: '+33612345678' },
      { phoneKey: '+33612345699' },
      0.9,
      ['similar_name_same_phone_prefix'],
    ],
    ['similar name alone', {}, {}, 1, []],
    [
      'several at once, strongest first',
      { emailKey: 'k@x.fr', phoneKey: '+33612345678', cityKey: 'lyon' },
      { emailKey: 'k@x.fr', phoneKey: '+33612345678', cityKey: 'lyon' },
      0.8,
      ['same_email', 'same_phone', 'similar_name_same_city'],
    ],
  ])('%s', (_label, a, b, similarity, expected) =>
    expect(duplicateReasons(keys(a), keys(b), similarity)).toEqual(expected),
  );

  it('scores the strongest reason plus the others', () => {
    expect(duplicateScore([])).toBe(0);
    expect(duplicateScore(['same_phone'])).toBe(90);
    expect(duplicateScore(['same_email', 'same_phone'])).toBe(100);
    expect(duplicateScore(['similar_name_same_city', 'similar_name_same_employer'])).toBe(75);
  });

  it('describes the match as the warning reads', () => {
    expect(describeDuplicate('Karim Benali', ['same_phone'])).toBe(
      'This may be Karim Benali (same phone)',
    );
  });
});

describe('merge rules', () => {
  it('takes each field from the newest record unless it is empty there', () => {
    const kept = { updatedAt: '2026-01-01T00:00:00Z', name: 'K Benali', phone: '+33612345678' };
    const merged = { updatedAt: '2026-02-01T00:00:00Z', name: 'Karim Benali', phone: null };
    const choices = defaultMergeChoices(kept, merged);
    expect(choices.name).toBe('merged');
    expect(choices.phone).toBe('kept');
    expect(choices.email).toBe('merged');
  });

  it('allows undo for 30 days', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(canUndoMerge(at, new Date('2026-01-31T00:00:00Z'))).toBe(true);
    expect(canUndoMerge(at, new Date('2026-01-31T00:00:01Z'))).toBe(false);
  });
});
