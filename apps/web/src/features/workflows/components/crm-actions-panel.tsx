import { useState } from 'react';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconFileDescription,
  IconPackage,
  IconTargetArrow,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { can } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../shared/session/index.ts';
import { CrmLink } from '../../../shared/ui/crm-link.tsx';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { MissingDataAlert } from '../../../shared/ui/missing-data-alert.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { useCrmWorkflowStart } from '../hooks/use-crm-workflow-start.ts';
import {
  CRM_TRACKER_ACTIONS,
  crmRecordLabel,
  getCrmActionBlockerText,
  getCrmRecordLinks,
  type TCrmNeed,
  type TCrmNeedRecords,
  type TCrmTrackerType,
} from '../utils/crm-actions.ts';

const ICONS: Record<TCrmTrackerType, ComponentType<IconProps>> = {
  salesforce_opportunity_create: IconTargetArrow,
  salesforce_product_add: IconPackage,
  salesforce_mission_create: IconBriefcase,
  salesforce_proposition_create: IconFileDescription,
};

type TCrmNeedWithLinks = TCrmNeed & TCrmNeedRecords;

type TProps = {
  need: TCrmNeedWithLinks;
  /** Opens the need editor: the 'Add Data' answer to a need that lacks CRM data. */
  onAddData: () => void;
  /** Reloads the need when the trigger helper's busy flag resets. */
  onNeedReload?: () => void;
};

/**
 * The process tracker's CRM integration panel (spec 000 'Need completeness for CRM actions',
 * 'CRM workflow starts from a need'). A need that lacks data shows the spec's message and an
 * 'Add Data' button instead of starting. Not shown to Recruiters (the server refuses them too).
 */
export function CrmActionsPanel({ need, onAddData, onNeedReload }: TProps) {
  const t = useT();
  const { role } = useSession();
  const { start, isBusy } = useCrmWorkflowStart(onNeedReload ? { onNeedReload } : {});
  const [blockedType, setBlockedType] = useState<TCrmTrackerType | null>(null);
  // Read from the need as it is now: once the editor filled the gap, the message goes.
  const blocked = blockedType ? getCrmActionBlockerText(t, blockedType, need) : null;
  if (!role || !can.openWorkflows(role)) return null;

  const records = getCrmRecordLinks(need);

  return (
    <TitledSection title={t('workflows.crm.title')} hint={t('workflows.crm.hint')}>
      <Stack gap="xs">
        {CRM_TRACKER_ACTIONS.map(({ type, labelKey }) => {
          const Icon = ICONS[type];
          const busy = isBusy(need.id, type);
          return (
            <Button
              key={type}
              variant="light"
              color="indigo"
              justify="flex-start"
              leftSection={<Icon size={16} />}
              loading={busy}
              disabled={busy}
              onClick={() => {
                const blocker = getCrmActionBlockerText(t, type, need);
                setBlockedType(blocker ? type : null);
                if (!blocker) void start(type, need);
              }}
            >
              {t(labelKey)}
            </Button>
          );
        })}
        {blocked ? (
          <MissingDataAlert
            message={blocked}
            actionLabel={t('workflows.crm.addData')}
            onAction={onAddData}
          />
        ) : null}
        {records.length ? (
          <Stack gap={6} mt="xs" component="section" aria-label={t('workflows.crm.records')}>
            <Divider label={t('workflows.crm.records')} labelPosition="left" />
            {records.map((r) => (
              <Group key={r.label} gap={6} wrap="wrap" data-testid="crm-record">
                <Text size="sm" fw={600} w={90}>
                  {crmRecordLabel(t, r.label)}
                </Text>
                <CrmLink
                  href={r.url}
                  size="sm"
                  aria-label={
                    r.id
                      ? t('workflows.crm.openRecordId', {
                          record: crmRecordLabel(t, r.label),
                          id: r.id,
                        })
                      : t('workflows.crm.openRecord', { record: crmRecordLabel(t, r.label) })
                  }
                >
                  {r.id ?? t('workflows.crm.openInCrm')}
                </CrmLink>
                {r.createdAt ? (
                  <Text size="xs" c="dimmed">
                    {t('workflows.crm.createdOn', { date: formatDate(r.createdAt) })}
                  </Text>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </TitledSection>
  );
}
