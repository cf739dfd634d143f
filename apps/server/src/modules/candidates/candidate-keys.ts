import { toEmailKey, toLinkedinKey, toNameKey, toPhoneKey } from '@staffing/domain';
import type { TCandidateInsert } from './candidates.repository.ts';

/**
 * The duplicate keys a write changes, beside the fields it writes: every insert and update of the
 * repository passes through here, so no arrival path (form, CV, API, import, mail) can leave a
 * record that detection cannot find.
 */
export function withDuplicateKeys<T extends Partial<TCandidateInsert>>(values: T): T {
  const out: Partial<TCandidateInsert> = { ...values };
  if ('email' in values) out.emailKey = toEmailKey(values.email);
  if ('phone' in values) out.phoneKey = toPhoneKey(values.phone);
  if ('linkedinUrl' in values) out.linkedinKey = toLinkedinKey(values.linkedinUrl);
  if ('name' in values && typeof values.name === 'string') out.nameKey = toNameKey(values.name);
  return out as T;
}
