import { describe, expect, it } from 'vitest';
import { readDecimal, readExperienceYears } from './read-number.ts';

describe('readDecimal', () => {
  it.each([
    ['550,5', 550.5],
    [' 600 ', 600],
    ['0.75', 0.75],
    [600, 600],
    ['', null],
    ['  ', null],
    ['abc', null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ] as const)('%j → %j', (input, expected) => {
    expect(readDecimal(input)).toBe(expected);
  });
});

// The need's analysis, the relevance score and the need form read years alike (0 to 50).
describe('readExperienceYears', () => {
  it.each([
    ['7 ans', 7],
    ['8+ years', 8],
    ['2,5 ans', 2.5],
    ['Plus de 10 ans', 10],
    ['3-5 years', 3],
    ['50 years', 50],
    ['60 years', null],
    [60, null],
    [12, 12],
    ['Non spécifié', null],
    ['', null],
    [null, null],
  ] as const)('%j → %j', (input, expected) => {
    expect(readExperienceYears(input)).toBe(expected);
  });
});
