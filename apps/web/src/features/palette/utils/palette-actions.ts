import { can, type TRole } from '@staffing/domain';
import type { TMessageKey } from '../../../i18n/keys.ts';

/** What the palette does when an entry is chosen: open a page, or a dialog of the layout. */
export type TPaletteTarget =
  { kind: 'path'; path: string } | { kind: 'createNeed' } | { kind: 'profile' };

export type TPaletteAction = {
  id: string;
  labelKey: TMessageKey;
  target: TPaletteTarget;
  allow: (role: TRole) => boolean;
};

const everyone = () => true;
const page = (path: string) => ({ kind: 'path', path }) as const;

/** Where the board opens its Create Need dialog (the top bar's button does the same). */
export const CREATE_NEED_PATH = '/softeamboard?create=need';

/** The palette's actions, each shown only to the roles that may open it. */
export const PALETTE_ACTIONS: readonly TPaletteAction[] = [
  {
    id: 'create-need',
    labelKey: 'palette.action.createNeed',
    target: { kind: 'createNeed' },
    allow: can.mutateNeeds,
  },
  { id: 'board', labelKey: 'palette.action.board', target: page('/softeamboard'), allow: everyone },
  {
    id: 'needs',
    labelKey: 'palette.action.needsList',
    target: page('/softeamboard/needs'),
    allow: can.openNeedsList,
  },
  {
    id: 'finished',
    labelKey: 'palette.action.finishedNeeds',
    target: page('/softeamboard/finished'),
    allow: can.openNeedsList,
  },
  {
    id: 'candidates',
    labelKey: 'palette.action.candidates',
    target: page('/candidates'),
    allow: can.openCandidatesPage,
  },
  {
    id: 'follow-ups',
    labelKey: 'palette.action.followUps',
    target: page('/follow-ups'),
    allow: can.followUpCandidates,
  },
  {
    id: 'analytics',
    labelKey: 'palette.action.analytics',
    target: page('/analytics'),
    allow: can.viewAnalytics,
  },
  {
    id: 'workflows',
    labelKey: 'palette.action.workflows',
    target: page('/admin/workflows'),
    allow: can.openWorkflows,
  },
  {
    id: 'users',
    labelKey: 'palette.action.users',
    target: page('/admin/users'),
    allow: can.manageUsers,
  },
  {
    id: 'flows',
    labelKey: 'palette.action.flows',
    target: page('/admin/flows'),
    allow: can.administerFlows,
  },
  {
    id: 'api-keys',
    labelKey: 'palette.action.apiKeys',
    target: page('/admin/api-keys'),
    allow: can.manageApiKeys,
  },
  {
    id: 'webhooks',
    labelKey: 'palette.action.webhooks',
    target: page('/admin/webhooks'),
    allow: can.manageWebhooks,
  },
  {
    id: 'gdpr',
    labelKey: 'palette.action.gdpr',
    target: page('/admin/gdpr'),
    allow: can.manageGdpr,
  },
  {
    id: 'crm-health',
    labelKey: 'palette.action.crmHealth',
    target: page('/admin/crm-health'),
    allow: can.administerFlows,
  },
  {
    id: 'profile',
    labelKey: 'palette.action.profile',
    target: { kind: 'profile' },
    allow: everyone,
  },
];

export function actionsFor(role: TRole | null): TPaletteAction[] {
  return role ? PALETTE_ACTIONS.filter((action) => action.allow(role)) : [];
}
