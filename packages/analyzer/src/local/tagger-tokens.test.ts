import { describe, expect, it } from 'vitest';
import { taggerTokensOf } from './tagger-tokens.ts';

const texts = (line: string) => taggerTokensOf(line).map((token) => token.text);

describe('taggerTokensOf', () => {
  it('cuts a line as SkillSpan does', () => {
    expect(texts('Cloud (AWS, Azure) and Node.js, CI/CD or C++.')).toEqual([
      'Cloud',
      '(',
      'AWS',
      'Azure',
      ')',
      'and',
      'Node.js',
      'CI/CD',
      'or',
      'C++',
      '.',
    ]);
  });

  it('keeps the full stop of an abbreviation', () => {
    expect(texts('tools, e.g. Terraform etc.')).toEqual(['tools', 'e.g.', 'Terraform', 'etc.']);
  });

  it('maps each token back to the line', () => {
    const line = 'Java (Spring)';
    for (const token of taggerTokensOf(line))
      expect(line.slice(token.start, token.end)).toBe(token.text);
  });
});
