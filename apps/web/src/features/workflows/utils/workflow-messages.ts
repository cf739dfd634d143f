import { WORKFLOW_MESSAGES, WORKFLOW_PAYLOAD_LOCKED_MESSAGE } from '@staffing/domain';
import { knownMessageTranslator } from '../../../shared/utils/known-messages.ts';

/**
 * The domain's workflow messages the web shows itself (the configure checks, the stale-version
 * warning), each with its key: the English catalogue has the domain's exact words. A message from
 * elsewhere (the server's detail) is shown as it came.
 */
export const translateWorkflowMessage = knownMessageTranslator([
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
