import { describe, expect, it } from 'vitest';
import {
  EMPTY_CREATE_FORM,
  getDuplicateForm,
  parseCreateForm,
  validateCreateForm,
} from './create-need-form.ts';
import { makeNeed } from './need-fixture.ts';

describe('create need form', () => {
  it('starts with priority P2 and quantity 1, and cannot be sent empty', () => {
    expect(EMPTY_CREATE_FORM).toMatchObject({ priority: 'P2', quantity: 1 });
    expect(parseCreateForm(EMPTY_CREATE_FORM)).toBeNull();
    expect(validateCreateForm(EMPTY_CREATE_FORM)).toMatchObject({
      title: 'Title is required',
      client: 'Client is required',
      tjm: 'TJM must be a positive number',
    });
  });

  it('shows the spec messages field by field', () => {
    const errors = validateCreateForm({
      ...EMPTY_CREATE_FORM,
      title: ' ab ',
      client: 'A',
      tjm: 0,
      quantity: 0,
      jdExperienceYears: 51,
    });
    expect(errors).toEqual({
      title: 'Title must be at least 3 characters',
      client: 'Client must be at least 2 characters',
      tjm: 'TJM must be a positive number',
      quantity: 'Quantity must be at least 1',
      jdExperienceYears: 'Experience years must be between 0 and 50',
    });
  });

  it('builds the POST body: blanks to null, lists cleaned, order clients de-duplicated, new needs start empty', () => {
    const request = parseCreateForm({
      ...EMPTY_CREATE_FORM,
      title: '  Kotlin dev ',
      client: 'Acme',
      tjm: '650.5',
      description: '   ',
      orderClients: [
        { name: 'Jean', email: 'jean@acme.test' },
        { name: 'Jean', email: 'other@acme.test' },
        { name: 'Marie', email: '' },
      ],
      jdRequiredSkills: ['Kotlin', ' Kotlin ', ''],
    });
    expect(request).toMatchObject({
      title: 'Kotlin dev',
      client: 'Acme',
      priority: 'P2',
      tjm: 650.5,
      quantity: 1,
      description: null,
      category: null,
      column: 'NO_CANDIDATE',
      progressPct: 0,
      orderClients: ['Jean', 'Marie'],
      orderClientsEmail: ['jean@acme.test', ''],
      jdRequiredSkills: ['Kotlin'],
    });
  });

  it('prefills the Duplicate tab and carries the job description and CRM fields', () => {
    const source = makeNeed({
      title: 'Data engineer',
      orderClients: ['Jean'],
      orderClientsEmail: ['jean@acme.test'],
      jdRequiredSkills: ['Spark'],
      jdS3Url: 'jd/file.pdf',
      opportunitySalesforceUrl: 'https://x.lightning.force.com/o/1',
    });
    const { values, extras } = getDuplicateForm(source);
    expect(values).toMatchObject({
      title: 'Data engineer',
      orderClients: [{ name: 'Jean', email: 'jean@acme.test' }],
      tjm: 500,
    });
    expect(parseCreateForm(values, extras)).toMatchObject({
      jdS3Url: 'jd/file.pdf',
      opportunitySalesforceUrl: 'https://x.lightning.force.com/o/1',
      jdRequiredSkills: ['Spark'],
    });
  });
});
