import { describe, expect, it } from 'vitest';
import { tagJobPostingSkills } from './jd-skill-tagger.ts';

describe('tagJobPostingSkills', () => {
  it('tags with the model it is given', () => {
    const model = {
      tags: ['O', 'B', 'I'],
      transitions: new Array<number>(12).fill(0),
      weights: { bias: [1, 0, 0], 'w=teamwork': [0, 2, 0] },
    };
    expect(tagJobPostingSkills(['Teamwork', 'matters'], 'skill', model)).toEqual(['B', 'O']);
  });

  it('finds hard skills with the trained weights', () => {
    const tags = tagJobPostingSkills(
      ['Experience', 'with', 'Java', ',', 'Python', 'and', 'SQL', 'is', 'required', '.'],
      'knowledge',
    );
    expect(tags[2]).toBe('B');
    expect(tags[4]).toBe('B');
    expect(tags[6]).toBe('B');
    expect(tags[0]).toBe('O');
  });
});
