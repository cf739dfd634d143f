import { describe, expect, it } from 'vitest';
import { getEditChanges, getEditFormValues, validateEditForm } from './edit-need-form.ts';
import { makeNeed } from './need-fixture.ts';

describe('edit need form', () => {
  const need = makeNeed({ orderClients: ['Jean'], orderClientsEmail: [''], description: 'Old' });

  it('sends nothing when nothing changed', () => {
    expect(getEditChanges(need, getEditFormValues(need))).toEqual({});
  });

  it('sends only the changed fields, cleaned, with both order client lists together', () => {
    const values = {
      ...getEditFormValues(need),
      title: ' New title ',
      description: '',
      orderClients: [{ name: 'Jean', email: 'jean@acme.test' }],
      jdRequiredSkills: ['Go', 'Go '],
    };
    expect(getEditChanges(need, values)).toEqual({
      title: 'New title',
      description: null,
      orderClients: ['Jean'],
      orderClientsEmail: ['jean@acme.test'],
      jdRequiredSkills: ['Go'],
    });
  });

  it('checks with the edit dialog messages', () => {
    const errors = validateEditForm({
      ...getEditFormValues(need),
      title: '',
      client: '',
      tjm: -1,
      progressPct: 120,
      quantity: 0,
      priority: 'P4',
    });
    expect(errors).toMatchObject({
      title: 'Title is required and must be between 1-200 characters',
      client: 'Client is required and must be between 1-100 characters',
      tjm: 'TJM must be greater than or equal to 0',
      progressPct: 'Progress must be between 0-100',
      quantity: 'Quantity must be at least 1',
      priority: 'Priority must be P1, P2, or P3',
    });
    expect(getEditChanges(need, { ...getEditFormValues(need), title: '' })).toBeNull();
    expect(validateEditForm({ ...getEditFormValues(need), description: 'x'.repeat(2001) })).toEqual(
      {
        description: 'Description must be less than 2000 characters',
      },
    );
  });
});

describe('reload after a conflict', () => {
  it("keeps the user's edits and takes everything else from the latest need", async () => {
    const { rebaseEditForm } = await import('./edit-need-form.ts');
    const before = makeNeed({ title: 'Old', description: 'A', version: 1 });
    const latest = makeNeed({ title: 'Old', description: 'B (someone else)', version: 2 });
    const values = { ...getEditFormValues(before), title: 'Mine' };
    const rebased = rebaseEditForm(before, latest, values);
    expect(rebased).toMatchObject({ title: 'Mine', description: 'B (someone else)' });
    expect(getEditChanges(latest, rebased)).toEqual({ title: 'Mine' });
  });
});
