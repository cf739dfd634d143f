import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PHONE_COUNTRY,
  formatPhoneForDisplay,
  getDefaultPhoneCountry,
  isValidPhone,
  setDefaultPhoneCountry,
  toE164Phone,
} from './phone.ts';

describe('phone numbers', () => {
  afterEach(() => setDefaultPhoneCountry(DEFAULT_PHONE_COUNTRY));

  it('reads national numbers in the firm country, France by default', () => {
    expect(getDefaultPhoneCountry()).toBe('FR');
    expect(toE164Phone('06 12 34 56 78')).toBe('+33612345678');
    expect(toE164Phone('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(toE164Phone('+1 415 555 2671')).toBe('+14155552671');
    expect(isValidPhone('0abc')).toBe(false);
    expect(isValidPhone('06 12')).toBe(false);
  });

  it('shows a number of the firm country the national way, any other as stored', () => {
    expect(formatPhoneForDisplay('+33612345678')).toBe('06 12 34 56 78');
    expect(formatPhoneForDisplay('+442079460958')).toBe('+442079460958');
    expect(formatPhoneForDisplay('legacy text')).toBe('legacy text');
  });

  it('follows the country the firm set', () => {
    setDefaultPhoneCountry('BE');
    expect(toE164Phone('0470 12 34 56')).toBe('+32470123456');
    expect(formatPhoneForDisplay('+32470123456')).toBe('0470123456');
    expect(() => setDefaultPhoneCountry('XX')).toThrow();
  });
});
