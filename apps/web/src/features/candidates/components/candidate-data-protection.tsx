import { useState, type ReactNode } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip, IconRefresh, IconShieldLock, IconTrash } from '@tabler/icons-react';
import { can, type TCandidate, type TRole } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { useExportCandidateData } from '../api/export-candidate-data.ts';
import { useUpdateCandidate } from '../api/update-candidate.ts';
import { CandidateErasureModal } from './candidate-erasure-modal.tsx';
import { showFailureToast } from '../../../shared/ui/failure-toast.ts';

/**
 * The candidate's GDPR status: legal basis, consent, last contact, the retention deadline (and
 * the warning once given); Renew (Admin, Sales) records consent and a contact today; Export data
 * (Admin) downloads everything held about the candidate; Erase (Admin) erases it for good.
 */
export function CandidateDataProtection({
  candidate: c,
  role,
  canMutate,
  onErased,
}: {
  candidate: TCandidate;
  role: TRole | null;
  canMutate: boolean;
  /** Called once the Admin erased the candidate (the detail closes: there is nothing left). */
  onErased?: () => void;
}) {
  const t = useT();
  const [erasing, setErasing] = useState(false);
  const update = useUpdateCandidate();
  const exportData = useExportCandidateData();
  const isAdmin = !!role && can.manageGdpr(role);

  const renew = () => {
    const today = new Date().toISOString();
    update.mutate(
      {
        id: c.id,
        body: { legalBasis: 'consent', consentGivenAt: today, lastContactAt: today },
      },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: translate('candidates.dataProtection.renewed'),
          }),
        onError: (e) => showFailureToast(e, translate('candidates.dataProtection.renewFailed')),
      },
    );
  };
  const download = () =>
    exportData.mutate(c.id, {
      onSuccess: (file) =>
        notifications.show({
          color: 'green',
          message: translate('candidates.dataProtection.exported', { file }),
        }),
      onError: (e) => showFailureToast(e, translate('candidates.dataProtection.exportFailed')),
    });

  return (
    <Stack gap={6}>
      {c.retentionWarnedAt && c.retentionDeadline ? (
        <Alert color="orange" icon={<IconShieldLock size={16} />} role="status" p="xs">
          {t('candidates.dataProtection.warned')}
        </Alert>
      ) : null}
      <Group gap={6}>
        <Badge variant="light" color={c.legalBasis === 'consent' ? 'green' : 'gray'} tt="none">
          {t(`candidates.legalBasis.${c.legalBasis}` as TMessageKey)}
        </Badge>
        {c.consentGivenAt ? (
          <Text size="sm">
            {t('candidates.dataProtection.consentOn', { date: formatDate(c.consentGivenAt) })}
          </Text>
        ) : null}
      </Group>
      <Text size="sm">
        {t('candidates.dataProtection.lastContact', {
          date: c.lastContactAt
            ? formatDate(c.lastContactAt)
            : t('candidates.dataProtection.notRecorded'),
        })}
      </Text>
      <Text size="sm" fw={500} data-testid="retention-deadline">
        {c.retentionDeadline
          ? t('candidates.dataProtection.erasedOn', { date: formatDate(c.retentionDeadline) })
          : t('candidates.dataProtection.noDeadline')}
      </Text>
      {canMutate || isAdmin ? (
        <Group gap="xs">
          {canMutate ? (
            <ProtectionAction Icon={IconRefresh} loading={update.isPending} onClick={renew}>
              {t('candidates.dataProtection.renew')}
            </ProtectionAction>
          ) : null}
          {isAdmin ? (
            <ProtectionAction Icon={IconFileZip} loading={exportData.isPending} onClick={download}>
              {t('candidates.dataProtection.export')}
            </ProtectionAction>
          ) : null}
          {isAdmin ? (
            <ProtectionAction Icon={IconTrash} isDanger onClick={() => setErasing(true)}>
              {t('candidates.erasure.open')}
            </ProtectionAction>
          ) : null}
        </Group>
      ) : null}
      {isAdmin ? (
        <CandidateErasureModal
          candidate={c}
          opened={erasing}
          onClose={() => setErasing(false)}
          onErased={onErased}
        />
      ) : null}
    </Stack>
  );
}

type TProtectionActionProps = {
  Icon: typeof IconTrash;
  /** Erasing stands out in red from the two actions that keep the data. */
  isDanger?: boolean;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
};

function ProtectionAction({ Icon, isDanger, loading, onClick, children }: TProtectionActionProps) {
  return (
    <Button
      size="xs"
      variant={isDanger ? 'light' : 'default'}
      color={isDanger ? 'red' : undefined}
      leftSection={<Icon size={14} />}
      loading={loading}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
