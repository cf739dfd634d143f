import type { TImportField } from '@staffing/domain';
import type { TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';

/** Each field under the label its form gives it; only the split name has words of its own. */
const FIELD_LABEL_KEYS = {
  name: 'candidates.form.name',
  firstName: 'imports.field.firstName',
  lastName: 'imports.field.lastName',
  email: 'candidates.form.email',
  phone: 'candidates.form.phone',
  linkedinUrl: 'candidates.form.linkedinUrl',
  skills: 'candidates.form.skills',
  expectedTjm: 'candidates.form.expectedTjm',
  consultantDailyCost: 'candidates.form.dailyCost',
  cvRole: 'candidates.edit.role',
  cvExperienceYears: 'candidates.edit.experienceYears',
  cvCity: 'candidates.edit.city',
  cvCountry: 'candidates.edit.country',
  cvAvailability: 'candidates.edit.availability',
  poolKind: 'candidates.form.poolKind',
  missionEndDate: 'candidates.form.missionEndDate',
  legalBasis: 'candidates.form.legalBasis',
  consentGivenAt: 'candidates.form.consentGivenOn',
  lastContactAt: 'candidates.form.lastContact',
  cv1stExperienceCompany: 'imports.field.currentEmployer',
  title: 'needs.fields.title',
  client: 'needs.fields.client',
  tjm: 'needs.fields.tjm',
  priority: 'needs.fields.priority',
  quantity: 'needs.fields.quantity',
  category: 'needs.fields.category',
  description: 'needs.fields.description',
  jdLocation: 'needs.fields.location',
  jdCompany: 'needs.fields.company',
  jdRequiredSkills: 'needs.fields.requiredSkills',
  jdSeniority: 'needs.fields.seniority',
  jdExperienceYears: 'needs.fields.experienceYears',
  jdStartDate: 'needs.fields.startDate',
  jdDuration: 'needs.fields.duration',
  jdRemoteDays: 'needs.fields.remoteDays',
  orderClients: 'needs.orderClients.name',
  orderClientsEmail: 'needs.orderClients.email',
} as const satisfies Record<TImportField, TMessageKey>;

/**
 * A field's label in the interface's language. Errors and previews name the fields the server
 * saves (a row's `name` made of two columns); one the table does not know is shown as named.
 */
export function fieldLabel(t: TTranslate, field: string): string {
  const key = (FIELD_LABEL_KEYS as Record<string, TMessageKey | undefined>)[field];
  return key ? t(key) : field;
}
