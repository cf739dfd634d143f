import type { TProcessAction } from '@staffing/domain';
import type { TMessageKey } from '../../../i18n/keys.ts';

/**
 * The catalogue keys of the process actions' words: the domain's PROCESS_ACTION_LABELS,
 * PROCESS_ACTION_SUCCESS and PROCESS_ACTION_FAILURE (which stay for the server) in both languages.
 */
export const PROCESS_ACTION_KEYS = {
  label: {
    sold: 'needs.process.label.sold',
    freeze: 'needs.process.label.freeze',
    unfreeze: 'needs.process.label.unfreeze',
    push: 'needs.process.label.push',
    disablePush: 'needs.process.label.disablePush',
    cancel: 'needs.process.label.cancel',
    delete: 'needs.process.label.delete',
  },
  success: {
    sold: 'needs.process.success.sold',
    freeze: 'needs.process.success.freeze',
    unfreeze: 'needs.process.success.unfreeze',
    push: 'needs.process.success.push',
    disablePush: 'needs.process.success.disablePush',
    cancel: 'needs.process.success.cancel',
    delete: 'needs.process.success.delete',
  },
  failure: {
    sold: 'needs.process.failure.sold',
    freeze: 'needs.process.failure.freeze',
    unfreeze: 'needs.process.failure.freeze',
    push: 'needs.process.failure.push',
    disablePush: 'needs.process.failure.push',
    cancel: 'needs.process.failure.cancel',
    delete: 'needs.process.failure.delete',
  },
} as const satisfies Record<string, Record<TProcessAction, TMessageKey>>;
