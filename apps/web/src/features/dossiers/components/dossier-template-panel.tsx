import { useState } from 'react';
import { Alert, Badge, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconRestore, IconUpload } from '@tabler/icons-react';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useDossierCapabilities } from '../api/get-dossier-capabilities.ts';
import {
  downloadDossierTemplate,
  useResetDossierTemplate,
  useUploadDossierTemplate,
} from '../api/dossier-template.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';

/**
 * The firm's Word template of the dossier de compétences, for the Admin where dossiers are made
 * (the editor loads on demand, so the board and the sign-in page carry none of it).
 */
export function DossierTemplatePanel() {
  const t = useT();
  const capabilities = useDossierCapabilities();
  const upload = useUploadDossierTemplate();
  const reset = useResetDossierTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const fail = (e: unknown) =>
    setError(translateDomainMessage(getErrorMessage(e, t('dossiers.template.failed'))));
  const custom = capabilities.data?.customTemplate ?? false;

  return (
    <Stack gap="sm" data-testid="dossier-template">
      <Text size="sm" c="dimmed">
        {t('dossiers.template.description')}
      </Text>
      <Group gap="xs">
        <Text fw={500}>{t('dossiers.template.current')}</Text>
        <Badge variant="light" color={custom ? 'blue' : 'gray'}>
          {custom
            ? (capabilities.data?.templateFilename ?? t('dossiers.template.firm'))
            : t('dossiers.template.default')}
        </Badge>
        {capabilities.data && !capabilities.data.pdf ? (
          <Badge variant="light" color="orange">
            {t('dossiers.template.noPdf')}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t('dossiers.template.tagsHint')}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() => void downloadDossierTemplate().catch(fail)}
        >
          {t('dossiers.template.download')}
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconRestore size={16} />}
          disabled={!custom}
          loading={reset.isPending}
          onClick={() =>
            reset.mutate(undefined, {
              onSuccess: () => setDone(t('dossiers.template.resetDone')),
              onError: fail,
            })
          }
        >
          {t('dossiers.template.reset')}
        </Button>
      </Group>
      <Group align="flex-end" gap="xs">
        <FileInput
          style={{ flex: 1 }}
          label={t('dossiers.template.file')}
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          value={file}
          onChange={(f) => {
            setFile(f);
            setError(null);
            setDone(null);
          }}
          clearable
        />
        <Button
          leftSection={<IconUpload size={16} />}
          disabled={!file}
          loading={upload.isPending}
          onClick={() =>
            file &&
            upload.mutate(file, {
              onSuccess: () => {
                setFile(null);
                setDone(t('dossiers.template.uploaded'));
              },
              onError: fail,
            })
          }
        >
          {t('dossiers.template.upload')}
        </Button>
      </Group>
      <ErrorAlert message={error} />
      {done ? (
        <Alert color="green" role="status">
          {done}
        </Alert>
      ) : null}
    </Stack>
  );
}
