import {
  CRM_MISSING_ITEMS,
  getWorkflowRequestMissingNeedData,
  type TNeed,
  type TWorkflowRequestType,
} from '@staffing/domain';
import type { TTranslate } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import type { TNeedCrmRecords } from '../../../shared/ui/crm-link.tsx';
import { knownMessageTranslator } from '../../../shared/utils/known-messages.ts';

/** The process tracker's CRM actions (spec 000 'CRM workflow starts from a need'). */
export const CRM_TRACKER_ACTIONS = [
  { type: 'salesforce_opportunity_create', labelKey: 'workflows.crm.createOpportunity' },
  { type: 'salesforce_product_add', labelKey: 'workflows.crm.addProduct' },
  { type: 'salesforce_mission_create', labelKey: 'workflows.crm.createMission' },
  { type: 'salesforce_proposition_create', labelKey: 'workflows.crm.createProposition' },
] as const satisfies readonly { type: TWorkflowRequestType; labelKey: TMessageKey }[];

export type TCrmTrackerType = (typeof CRM_TRACKER_ACTIONS)[number]['type'];

/** What the tracker reads of a need. */
export type TCrmNeed = Pick<
  TNeed,
  | 'id'
  | 'title'
  | 'client'
  | 'priority'
  | 'tjm'
  | 'consultants'
  | 'orderClients'
  | 'orderClientsEmail'
  | 'column'
>;

/** The completeness message of spec 000, or null when the need may start this action. */
export function getCrmActionBlocker(type: TCrmTrackerType, need: TCrmNeed): string | null {
  return getWorkflowRequestMissingNeedData(type, need).message;
}

const translateMissingItem = knownMessageTranslator([
  [CRM_MISSING_ITEMS.orderClients, 'workflows.missingItem.orderClients'],
  [CRM_MISSING_ITEMS.tjm, 'workflows.missingItem.tjm'],
  [CRM_MISSING_ITEMS.consultant, 'workflows.missingItem.consultant'],
]);

/** The completeness message of `getCrmActionBlocker` in the interface's language. */
export function getCrmActionBlockerText(
  t: TTranslate,
  type: TCrmTrackerType,
  need: TCrmNeed,
): string | null {
  const { missing, message } = getWorkflowRequestMissingNeedData(type, need);
  if (!message) return null;
  const fields = missing.map((item) => translateMissingItem(t, item));
  return t(
    type === 'salesforce_product_add'
      ? 'workflows.crm.missingProduct'
      : 'workflows.crm.missingOpportunity',
    { fields: fields.join(', ') },
  );
}

/** A CRM record's kind ('Opportunity', 'Mission', 'Proposition') in the interface's language. */
export function crmRecordLabel(t: TTranslate, label: TCrmRecordLink['label']): string {
  return t(`workflows.crm.record.${label}` as TMessageKey);
}

/**
 * The create body of a tracker action: the need and a copy of the facts the CRM write uses
 * (needData), who asked, `source: 'tracker'`, headless; an opportunity also adds its product.
 */
export function buildTrackerWorkflowRequest(
  type: TCrmTrackerType,
  need: TCrmNeed,
  triggeredBy: string,
) {
  return {
    type,
    payload: {
      needId: need.id,
      needData: {
        title: need.title,
        client: need.client,
        priority: need.priority,
        tjm: need.tjm,
        consultants: need.consultants,
        orderClients: need.orderClients,
        orderClientsEmail: need.orderClientsEmail,
        column: need.column,
      },
      needTitle: need.title,
      clientName: need.client,
      triggeredBy,
      source: 'tracker',
      headless: true,
      autoCreateProduct: type === 'salesforce_opportunity_create',
      autoCreateMission: false,
    },
  };
}

/** The CRM fields of a need (spec 000 'CRM fields'), as the panel lists its records. */
export type TCrmNeedRecords = Partial<TNeedCrmRecords>;

export type TCrmRecordLink = {
  label: 'Opportunity' | 'Mission' | 'Proposition';
  id: string | null;
  url: string;
  createdAt: string | null;
};

const filled = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** The CRM records the need has a link to, in the order they are made; none without a URL. */
export function getCrmRecordLinks(need: TCrmNeedRecords): TCrmRecordLink[] {
  const records: (Omit<TCrmRecordLink, 'url'> & { url: string | null })[] = [
    {
      label: 'Opportunity', // i18n-ignore: the record's kind, named at render (crmRecordLabel)
      id: filled(need.opportunitySalesforceId),
      url: filled(need.opportunitySalesforceUrl),
      createdAt: need.opportunityCreatedAt ?? null,
    },
    {
      label: 'Mission', // i18n-ignore: the record's kind, named at render
      // The need keeps no mission id: the record id is the URL's (…/r/Mission__c/{id}/view).
      id:
        /\/r\/[^/]+\/([A-Za-z0-9]{15,18})(?:\/|$)/.exec(need.missionSalesforceUrl ?? '')?.[1] ??
        null,
      url: filled(need.missionSalesforceUrl),
      createdAt: need.missionCreatedAt ?? null,
    },
    {
      label: 'Proposition', // i18n-ignore: the record's kind, named at render
      id: filled(need.propositionSalesforceId),
      url: filled(need.propositionSalesforceUrl),
      createdAt: need.propositionCreatedAt ?? null,
    },
  ];
  return records.filter((r): r is TCrmRecordLink => r.url !== null);
}
