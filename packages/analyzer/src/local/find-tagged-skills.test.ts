import { describe, expect, it } from 'vitest';
import { findTaggedSkills, trainedJdTagger, type TJdTagger } from './find-tagged-skills.ts';

// A tagger that marks the words it is told, so the spans' bounds are checked, not the model.
const marking =
  (knowledge: string[], skill: string[] = []): TJdTagger =>
  (tokens, field) => {
    const wanted = field === 'knowledge' ? knowledge : skill;
    return tokens.map((token, index) =>
      wanted.includes(token) ? (index > 0 && wanted.includes(tokens[index - 1]!) ? 'I' : 'B') : 'O',
    );
  };

describe('findTaggedSkills', () => {
  it('returns each span as the clause writes it, with its place', () => {
    const clause = 'Experience with cloud adoption (AWS, Azure) and teamwork.';
    const spans = findTaggedSkills(clause, marking(['cloud', 'adoption', 'AWS'], ['teamwork']));
    expect(spans).toEqual([
      { field: 'knowledge', text: 'cloud adoption', start: 16, end: 30 },
      { field: 'knowledge', text: 'AWS', start: 32, end: 35 },
      { field: 'skill', text: 'teamwork', start: 48, end: 56 },
    ]);
    for (const span of spans) expect(clause.slice(span.start, span.end)).toBe(span.text);
  });

  it('leaves out placeholders, marks alone and sentences', () => {
    const long = 'a b c d e f g';
    expect(findTaggedSkills('<ORGANIZATION> and ( x', marking(['<ORGANIZATION>', '(']))).toEqual(
      [],
    );
    expect(findTaggedSkills(long, marking(long.split(' ')))).toEqual([]);
  });

  it('finds skills with the trained model', () => {
    const spans = findTaggedSkills(
      'Working experience with cloud infrastructure and Terraform is required.',
      trainedJdTagger,
    );
    expect(spans.map((span) => span.text)).toContain('Terraform');
  });
});
