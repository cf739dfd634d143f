import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { downloadDossier } from '../api/download-dossier.ts';
import { useDossierFiles } from '../api/get-dossier-files.ts';

/** The dossiers already stored with the candidate, each one to download again. */
export function DossierFiles({
  candidateId,
  onError,
}: {
  candidateId: string;
  onError: (e: unknown) => void;
}) {
  const t = useT();
  const files = useDossierFiles(candidateId);
  if (!files.data?.length) return null;
  return (
    <Stack gap={2} data-testid="dossier-files">
      <Text size="sm" fw={500}>
        {t('dossiers.stored')}
      </Text>
      {files.data.slice(0, 10).map((f) => (
        <Group key={f.fileId} gap="xs" wrap="nowrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void downloadDossier(candidateId, f.fileId, f.filename).catch(onError)}
          >
            {f.filename}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatDateTime(f.createdAt)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
