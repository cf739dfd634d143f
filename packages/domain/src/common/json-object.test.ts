import { describe, expect, it } from 'vitest';
import { isJsonObject, parseJsonObject } from './json-object.ts';

describe('isJsonObject', () => {
  it('takes objects only', () => {
    expect(isJsonObject({ a: 1 })).toBe(true);
    expect(isJsonObject([])).toBe(false);
    expect(isJsonObject(null)).toBe(false);
    expect(isJsonObject('{}')).toBe(false);
  });
});

describe('parseJsonObject', () => {
  it('reads an object, and nothing else', () => {
    expect(parseJsonObject('{"type":"x"}')).toEqual({ type: 'x' });
    expect(parseJsonObject('[1]')).toBeNull();
    expect(parseJsonObject('null')).toBeNull();
    expect(parseJsonObject('"text"')).toBeNull();
    expect(parseJsonObject('{not json')).toBeNull();
  });
});
