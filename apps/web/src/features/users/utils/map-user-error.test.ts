import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error.ts';
import { mapUserError } from './map-user-error.ts';

const refusal = (detail: string, status = 422) => new ApiError({ status, detail });

describe('mapUserError', () => {
  it('puts a refusal beside its field, in English and in French', () => {
    expect(mapUserError(refusal('Email is required'), 'x').field).toBe('email');
    expect(mapUserError(refusal('L’e-mail est obligatoire'), 'x').field).toBe('email');
    expect(mapUserError(refusal('Le mot de passe est obligatoire'), 'x').field).toBe('password');
    expect(mapUserError(refusal('Le rôle doit être Admin, Sales ou Recruiter'), 'x').field).toBe(
      'role',
    );
    expect(mapUserError(refusal('Le nom doit contenir au moins 2 caractères'), 'x').field).toBe(
      'name',
    );
    expect(mapUserError(refusal('Name is required'), 'x').field).toBe('name');
  });

  it('keeps anything else for the banner, and a 409 for the e-mail', () => {
    expect(mapUserError(refusal('Server busy', 500), 'x')).toEqual({
      field: null,
      message: 'Server busy',
    });
    expect(mapUserError(refusal('Déjà pris', 409), 'x').field).toBe('email');
  });
});
