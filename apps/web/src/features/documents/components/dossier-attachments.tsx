import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import type { TDossierFile } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { downloadAttachedDossier, useCandidateDossiers } from '../api/get-candidate-dossiers.ts';

export type TAttachedDossier = Pick<TDossierFile, 'candidateId' | 'fileId' | 'filename'>;

/** A selected candidate's generated dossiers, each one a checkbox: attach it to the CV mail. */
export function DossierAttachments({
  candidateId,
  attached,
  onChange,
}: {
  candidateId: string;
  attached: TAttachedDossier[];
  onChange: (next: TAttachedDossier[]) => void;
}) {
  const t = useT();
  const files = useCandidateDossiers(candidateId, true);
  if (!files.data?.length) return null;
  return (
    <Stack gap={4} mt="xs" data-testid="mail-dossiers">
      <Text size="xs" c="dimmed">
        {t('dossiers.mail.attach')}
      </Text>
      {files.data.slice(0, 5).map((f) => (
        <Checkbox
          key={f.fileId}
          size="xs"
          label={`${f.filename} · ${formatDateTime(f.createdAt)}`}
          checked={attached.some((a) => a.fileId === f.fileId)}
          onChange={(e) =>
            onChange(
              e.currentTarget.checked
                ? [...attached, { candidateId, fileId: f.fileId, filename: f.filename }]
                : attached.filter((a) => a.fileId !== f.fileId),
            )
          }
        />
      ))}
    </Stack>
  );
}

/** The dossiers that go with the written mail, to download and attach in the mail client. */
export function AttachedDossierList({ files }: { files: TAttachedDossier[] }) {
  const t = useT();
  return (
    <Stack gap={4} data-testid="mail-attachments">
      <Text size="sm" fw={500}>
        {t('dossiers.mail.attachments')}
      </Text>
      <Group gap="xs">
        {files.map((f) => (
          <Button
            key={f.fileId}
            size="xs"
            variant="light"
            leftSection={<IconPaperclip size={14} />}
            onClick={() =>
              void downloadAttachedDossier(f).catch((e: unknown) =>
                notifications.show({ color: 'red', message: getErrorMessage(e, f.filename) }),
              )
            }
          >
            {f.filename}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
