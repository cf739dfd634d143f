import type { ReactNode } from 'react';
import { Anchor, Badge, Group, type AnchorProps } from '@mantine/core';
import { isSandboxCrmUrl, type TNeed } from '@staffing/domain';
import { useT } from '../../i18n/i18n.ts';

/** A need's CRM records (spec 000 'CRM fields'): opportunity, mission and proposition links. */
export type TNeedCrmRecords = Pick<
  TNeed,
  | 'opportunitySalesforceUrl'
  | 'opportunitySalesforceId'
  | 'opportunityCreatedAt'
  | 'missionSalesforceUrl'
  | 'missionCreatedAt'
  | 'propositionSalesforceId'
  | 'propositionSalesforceUrl'
  | 'propositionCreatedAt'
>;

/** Beside a link into the embedded sandbox CRM, so nobody takes its record for production. */
export function SandboxCrmBadge({ url }: { url: string | null | undefined }) {
  const t = useT();
  if (!isSandboxCrmUrl(url)) return null;
  return (
    <Badge
      component="span"
      size="xs"
      variant="light"
      color="grape"
      radius="sm"
      style={{ flexShrink: 0 }}
    >
      {t('app.crm.sandbox')}
    </Badge>
  );
}

type TCrmLinkProps = AnchorProps & {
  href: string;
  children: ReactNode;
  /** Spoken name of the link when its text alone is not enough. */
  'aria-label'?: string;
};

/** A link to a CRM record, opened in a new tab, labelled 'Sandbox CRM' when it is one. */
export function CrmLink({ href, children, ...anchor }: TCrmLinkProps) {
  return (
    <Group gap={6} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
      <Anchor href={href} target="_blank" rel="noopener noreferrer" {...anchor}>
        {children}
      </Anchor>
      <SandboxCrmBadge url={href} />
    </Group>
  );
}
