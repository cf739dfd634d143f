import { CRM_MISSING_ITEMS, RPA_MESSAGES, type TRpaLaunchAction } from '@staffing/domain';
import type { TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { knownMessageTranslator } from '../../../shared/utils/known-messages.ts';

/**
 * The domain's RPA messages the web shows (launch form checks, live viewer states), each with its
 * key: the English catalogue has the domain's exact words. A message from elsewhere (a server
 * close reason, a run's own status line) is shown as it came.
 */
export const translateRpaMessage = knownMessageTranslator([
  [RPA_MESSAGES.selectNeed, 'flows.rpaMessages.selectNeed'],
  [RPA_MESSAGES.selectPropositionCandidate, 'flows.rpaMessages.selectPropositionCandidate'],
  [RPA_MESSAGES.validExpectedTjm, 'flows.rpaMessages.validExpectedTjm'],
  [RPA_MESSAGES.selectPresentationCandidate, 'flows.rpaMessages.selectPresentationCandidate'],
  [RPA_MESSAGES.interviewDateTimeRequired, 'flows.rpaMessages.interviewDateTimeRequired'],
  [RPA_MESSAGES.selectRetentionCandidate, 'flows.rpaMessages.selectRetentionCandidate'],
  [RPA_MESSAGES.retentionStartDateRequired, 'flows.rpaMessages.retentionStartDateRequired'],
  [RPA_MESSAGES.invalidProjectedStartDate, 'flows.rpaMessages.invalidProjectedStartDate'],
  [RPA_MESSAGES.projectedStartInPast, 'flows.rpaMessages.projectedStartInPast'],
  [RPA_MESSAGES.invalidInterviewDate, 'flows.rpaMessages.invalidInterviewDate'],
  [RPA_MESSAGES.invalidInterviewTime, 'flows.rpaMessages.invalidInterviewTime'],
  [RPA_MESSAGES.authenticationRequired, 'flows.rpaMessages.authenticationRequired'],
  [RPA_MESSAGES.streamEstablishFailed, 'flows.rpaMessages.streamEstablishFailed'],
  [RPA_MESSAGES.streamConnectFailed, 'flows.rpaMessages.streamConnectFailed'],
  [RPA_MESSAGES.noFrames, 'flows.rpaMessages.noFrames'],
  [RPA_MESSAGES.connectionLost, 'flows.rpaMessages.connectionLost'],
  [RPA_MESSAGES.invalidCode, 'flows.rpaMessages.invalidCode'],
  [RPA_MESSAGES.codeRequired, 'flows.rpaMessages.codeRequired'],
  [RPA_MESSAGES.codeSixDigits, 'flows.rpaMessages.codeSixDigits'],
  [RPA_MESSAGES.streamAdminOnly, 'flows.rpaMessages.streamAdminOnly'],
  [RPA_MESSAGES.streamFlowNotFound, 'flows.rpaMessages.streamFlowNotFound'],
  [RPA_MESSAGES.streamNotRpa, 'flows.rpaMessages.streamNotRpa'],
  [RPA_MESSAGES.streamApiRun, 'flows.rpaMessages.streamApiRun'],
  [RPA_MESSAGES.codeRequested, 'flows.rpaMessages.codeRequested'],
  [RPA_MESSAGES.codeAccepted, 'flows.rpaMessages.codeAccepted'],
  [RPA_MESSAGES.waitingForCode, 'flows.rpaMessages.waitingForCode'],
  [RPA_MESSAGES.noNeedIdForRetry, 'flows.rpaMessages.noNeedIdForRetry'],
]);

const translateMissingItem = knownMessageTranslator([
  [CRM_MISSING_ITEMS.orderClients, 'flows.missingItem.orderClients'],
  [CRM_MISSING_ITEMS.tjm, 'flows.missingItem.tjm'],
  [CRM_MISSING_ITEMS.consultant, 'flows.missingItem.consultant'],
]);

/** 'Cannot create mission. Missing required data: …' (the domain's words) in the interface's language. */
export function rpaMissingDataMessage(
  t: TTranslate,
  action: TRpaLaunchAction,
  missing: readonly string[],
): string | null {
  if (missing.length === 0) return null;
  const fields = missing.map((item) => translateMissingItem(t, item));
  return t(`flows.launch.missingData.${action}` as TMessageKey, { fields: fields.join(', ') });
}
