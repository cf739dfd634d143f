import type { TDuplicateReason } from '@staffing/domain';
import type { TTranslate } from '../../../i18n/i18n.ts';

/** 'same phone, similar name, same city' in the interface's language. */
export function describeReasons(t: TTranslate, reasons: readonly TDuplicateReason[]): string {
  return reasons.map((reason) => t(`duplicates.reason.${reason}`)).join(', ');
}
