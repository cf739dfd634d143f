import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileZip, IconRefresh, IconShieldLock } from '@tabler/icons-react';
import { can, LEGAL_BASIS_LABELS, type TCandidate, type TRole } from '@staffing/domain';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { useExportCandidateData } from '../api/export-candidate-data.ts';
import { useUpdateCandidate } from '../api/update-candidate.ts';

export const DATA_PROTECTION_TEXTS = {
  title: 'Data protection',
  noDeadline: 'No erasure planned while a process is open',
  erasedOn: (date: string) => `Erased on ${date} unless renewed`,
  warned: 'The owner was warned: this profile will be erased soon unless renewed.',
  renew: 'Renew',
  renewed: 'Consent and contact recorded today: the retention deadline was computed again',
  renewFailed: 'The candidate could not be renewed',
  export: 'Export data (GDPR)',
  exported: (file: string) => `${file} downloaded`,
  exportFailed: 'The export failed',
} as const;

/**
 * The candidate's GDPR status: legal basis, consent, last contact, the retention deadline (and
 * the warning once given); Renew (Admin, Sales) records consent and a contact today; Export data
 * (Admin) downloads everything held about the candidate.
 */
export function CandidateDataProtection({
  candidate: c,
  role,
  canMutate,
}: {
  candidate: TCandidate;
  role: TRole | null;
  canMutate: boolean;
}) {
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
          notifications.show({ color: 'green', message: DATA_PROTECTION_TEXTS.renewed }),
        onError: (e) =>
          notifications.show({
            color: 'red',
            message: getErrorMessage(e, DATA_PROTECTION_TEXTS.renewFailed),
          }),
      },
    );
  };
  const download = () =>
    exportData.mutate(c.id, {
      onSuccess: (file) =>
        notifications.show({ color: 'green', message: DATA_PROTECTION_TEXTS.exported(file) }),
      onError: (e) =>
        notifications.show({
          color: 'red',
          message: getErrorMessage(e, DATA_PROTECTION_TEXTS.exportFailed),
        }),
    });

  return (
    <Stack gap={6}>
      {c.retentionWarnedAt && c.retentionDeadline ? (
        <Alert color="orange" icon={<IconShieldLock size={16} />} role="status" p="xs">
          {DATA_PROTECTION_TEXTS.warned}
        </Alert>
      ) : null}
      <Group gap={6}>
        <Badge variant="light" color={c.legalBasis === 'consent' ? 'green' : 'gray'} tt="none">
          {LEGAL_BASIS_LABELS[c.legalBasis]}
        </Badge>
        {c.consentGivenAt ? (
          <Text size="sm">Consent given on {formatDate(c.consentGivenAt)}</Text>
        ) : null}
      </Group>
      <Text size="sm">
        Last contact: {c.lastContactAt ? formatDate(c.lastContactAt) : 'Not recorded'}
      </Text>
      <Text size="sm" fw={500} data-testid="retention-deadline">
        {c.retentionDeadline
          ? DATA_PROTECTION_TEXTS.erasedOn(formatDate(c.retentionDeadline))
          : DATA_PROTECTION_TEXTS.noDeadline}
      </Text>
      {canMutate || isAdmin ? (
        <Group gap="xs">
          {canMutate ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              loading={update.isPending}
              onClick={renew}
            >
              {DATA_PROTECTION_TEXTS.renew}
            </Button>
          ) : null}
          {isAdmin ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFileZip size={14} />}
              loading={exportData.isPending}
              onClick={download}
            >
              {DATA_PROTECTION_TEXTS.export}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
