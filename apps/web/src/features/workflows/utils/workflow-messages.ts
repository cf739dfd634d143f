import { WORKFLOW_MESSAGES, WORKFLOW_PAYLOAD_LOCKED_MESSAGE } from '@staffing/domain';
import type { TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';

/**
 * The domain's workflow messages the web shows itself (the configure checks, the stale-version
 * warning), each with its key: the English catalogue has the domain's exact words. A message from
 * elsewhere (the server's detail) is shown as it came.
 */
const WORKFLOW_MESSAGE_KEYS: ReadonlyMap<string, TMessageKey> = new Map<string, TMessageKey>([
  [WORKFLOW_MESSAGES.needIdRequiredForm, 'workflows.messages.needIdRequiredForm'],
  [WORKFLOW_MESSAGES.candidateNameRequired, 'workflows.messages.candidateNameRequired'],
  [WORKFLOW_MESSAGES.validTjmRequired, 'workflows.messages.validTjmRequired'],
  [WORKFLOW_MESSAGES.candidateSelectionRequired, 'workflows.messages.candidateSelectionRequired'],
  [WORKFLOW_MESSAGES.interviewDateRequired, 'workflows.messages.interviewDateRequired'],
  [WORKFLOW_MESSAGES.projectedStartDateRequired, 'workflows.messages.projectedStartDateRequired'],
  [WORKFLOW_MESSAGES.submitFailed, 'workflows.messages.submitFailed'],
  [WORKFLOW_MESSAGES.stale, 'workflows.messages.stale'],
  [WORKFLOW_PAYLOAD_LOCKED_MESSAGE, 'workflows.messages.payloadLocked'],
]);

/** A domain workflow message in the interface's language; any other text as it came. */
export function translateWorkflowMessage(t: TTranslate, message: string): string;
export function translateWorkflowMessage(t: TTranslate, message: string | null): string | null;
export function translateWorkflowMessage(t: TTranslate, message: string | null): string | null {
  if (message === null) return null;
  const key = WORKFLOW_MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}
