import { describe, expect, it } from 'vitest';
import { decodeViterbi, tagWithModel, type TaggerModel } from './jd-tagger-decode.ts';
import { tokenFeaturesOf } from './jd-tagger-features.ts';

describe('decodeViterbi', () => {
  it('follows the emissions when transitions are neutral', () => {
    // tags O, B, I; three tokens
    const emissions = [5, 0, 0, 0, 5, 0, 0, 0, 5];
    expect(decodeViterbi(emissions, new Array(12).fill(0), 3)).toEqual([0, 1, 2]);
  });

  it('lets a transition overrule a weak emission: no I straight after O', () => {
    const emissions = [5, 0, 0, 0, 1, 2];
    const transitions = new Array(12).fill(0);
    transitions[1 * 3 + 2] = -10; // from O to I
    expect(decodeViterbi(emissions, transitions, 3)).toEqual([0, 1]);
  });

  it('decodes an empty sentence to nothing', () => {
    expect(decodeViterbi([], new Array(12).fill(0), 3)).toEqual([]);
  });
});

describe('tagWithModel', () => {
  const model: TaggerModel = {
    tags: ['O', 'B', 'I'],
    transitions: [0, 0, -5, 0, 0, -5, 0, 0, 1, 0, 0, 1],
    weights: {
      bias: [1, 0, 0],
      'w=spring': [0, 3, 0],
      'w=boot': [0, 0, 3],
      'w-1=spring': [0, 0, 1],
    },
  };

  it('tags the tokens the weights point at, unknown features weighing nothing', () => {
    expect(tagWithModel(model, ['Spring', 'Boot', 'and', 'more'])).toEqual(['B', 'I', 'O', 'O']);
    expect(tagWithModel(model, [])).toEqual([]);
  });

  it('sees the word, its neighbours and the vocabulary entry it belongs to', () => {
    const [spring, boot] = tokenFeaturesOf(['Spring', 'Boot']);
    expect(spring).toEqual(
      expect.arrayContaining(['w=spring', 'w+1=boot', 'cap-first', 'g=B-hard:free']),
    );
    expect(boot).toEqual(expect.arrayContaining(['w-1=spring', 'sh=Xx', 'g=I-hard:free', 'last']));
  });
});
