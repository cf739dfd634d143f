import { describe, expect, it } from 'vitest';
import { findRefusedField } from './find-refused-field.ts';

const hasStar = (text: string) => text.includes('*');

describe('findRefusedField', () => {
  it('names the path of the first refused string or key', () => {
    expect(findRefusedField(hasStar, { title: 'ok', skills: ['a', 'b*'] })).toBe('skills.1');
    expect(findRefusedField(hasStar, { detail: { comment: '*' } })).toBe('detail.comment');
    expect(findRefusedField(hasStar, { ['bad*key']: 1 })).toBe('bad*key');
    expect(findRefusedField(hasStar, '*')).toBe('value');
  });

  it('looks through every value in turn', () => {
    expect(findRefusedField(hasStar, { id: '1' }, undefined, { name: '*' })).toBe('name');
    expect(findRefusedField(hasStar, { id: '1' }, null, { n: 3, none: null })).toBeNull();
  });

  it('does not look past 64 levels of nesting', () => {
    let deep: unknown = '*';
    for (let i = 0; i < 70; i++) deep = { a: deep };
    expect(findRefusedField(hasStar, deep)).toBeNull();
  });
});
