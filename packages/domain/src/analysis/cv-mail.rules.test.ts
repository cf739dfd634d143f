import { describe, expect, it } from 'vitest';
import {
  buildCvMailRequest,
  getCvMailEntryErrors,
  hasCvMailErrors,
  toMailTjm,
  validateCvMailForm,
} from './cv-mail.rules.ts';

describe('validateCvMailForm', () => {
  it('needs at least one candidate', () => {
    const errors = validateCvMailForm({ a: { selected: false, tjm: 500, availability: 'ASAP' } });
    expect(errors.form).toBe('Please select at least one candidate');
    expect(hasCvMailErrors(errors)).toBe(true);
  });
  it('needs a TJM above 0 and an availability for each selected candidate only', () => {
    const errors = validateCvMailForm({
      a: { selected: true, tjm: '', availability: ' ' },
      b: { selected: true, tjm: 0, availability: 'ASAP' },
      c: { selected: false, tjm: '', availability: '' },
    });
    expect(errors.form).toBeNull();
    expect(errors.fields).toEqual({
      a: { tjm: 'TJM is required', availability: 'Availability is required' },
      b: { tjm: 'TJM is required' },
    });
  });
  it('builds the request with candidate ids as cv keys and their details', () => {
    const selection = {
      a: { selected: true, tjm: '550,5', availability: ' ASAP ' },
      b: { selected: false, tjm: 1, availability: 'x' },
    };
    expect(hasCvMailErrors(validateCvMailForm(selection))).toBe(false);
    expect(buildCvMailRequest('need-1', selection)).toEqual({
      job_analysis_key: 'need-1',
      cv_analysis_keys: ['a'],
      cv_details: { a: { tjm: 550.5, availability: 'ASAP' } },
    });
  });
  it('reads a TJM the same way for the dialog and the server', () => {
    expect(toMailTjm('550,5')).toBe(550.5);
    expect(toMailTjm(' 600 ')).toBe(600);
    for (const v of ['', ' ', '0', 0, -1, 'abc', null, undefined, {}])
      expect(toMailTjm(v)).toBeNull();
  });
  it('checks the details the server receives with the form messages', () => {
    expect(getCvMailEntryErrors({ tjm: '500', availability: 'ASAP' })).toEqual({});
    expect(getCvMailEntryErrors({ availability: 7 })).toEqual({
      tjm: 'TJM is required',
      availability: 'Availability is required',
    });
  });
});
