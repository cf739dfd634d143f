import { Alert, Button, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconRefresh } from '@tabler/icons-react';
import type { useMailGeneration } from '../hooks/use-mail-generation.ts';
import { MAIL_MESSAGES } from '../hooks/use-mail-generation.ts';
import { saveBlob } from '../../../shared/utils/save-blob.ts';
import { useT } from '../../../i18n/i18n.ts';
import { CopyTextButton } from '../../../shared/ui/copy-text-button.tsx';
import { AttachedDossierList, type TAttachedDossier } from './dossier-attachments.tsx';

type TMail = ReturnType<typeof useMailGeneration>;

/** The generating, completed and error states shared by both tabs of the AI mail dialog. */
export function MailResult({
  mail,
  onClose,
  attachments = [],
}: {
  mail: TMail;
  onClose: () => void;
  /** The dossiers attached to a CV mail, offered for download beside the text. */
  attachments?: TAttachedDossier[];
}) {
  const t = useT();
  if (mail.status === 'generating')
    return (
      <Stack gap="xs" py="md" data-testid="mail-generating">
        <Text fw={500}>{t('documents.mail.generating')}</Text>
        <Progress
          value={Math.max(5, mail.progress)}
          animated
          aria-label={t('documents.mail.progress')}
        />
        <Text size="xs" c="dimmed">
          {t('documents.mail.appearsSoon')}
        </Text>
      </Stack>
    );
  if (mail.status === 'error')
    return (
      <Stack gap="sm">
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          title={MAIL_MESSAGES.failedTitle}
          role="alert"
        >
          <Text size="sm">{MAIL_MESSAGES.failedText}</Text>
          {mail.error ? (
            <Text size="xs" c="dimmed" mt={4}>
              {mail.error}
            </Text>
          ) : null}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('documents.mail.close')}
          </Button>
          <Button leftSection={<IconRefresh size={16} />} onClick={() => void mail.retry()}>
            {t('documents.mail.tryAgain')}
          </Button>
        </Group>
      </Stack>
    );
  if (mail.status !== 'completed') return null;
  return (
    <Stack gap="sm">
      <Textarea
        label={t('documents.mail.generated')}
        value={mail.content}
        onChange={(e) => mail.setContent(e.currentTarget.value)}
        autosize
        minRows={10}
        maxRows={22}
        data-testid="generated-email"
      />
      {attachments.length > 0 ? <AttachedDossierList files={attachments} /> : null}
      <Group justify="space-between">
        <Group gap="xs">
          <CopyTextButton
            value={mail.content}
            label={t('documents.mail.copy')}
            copiedLabel={t('documents.mail.copied')}
          />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() =>
              saveBlob(
                new Blob([mail.content], { type: 'text/plain;charset=utf-8' }),
                `recruitment_email_${mail.jobId ?? 'draft'}.txt`,
              )
            }
          >
            {t('documents.mail.download')}
          </Button>
        </Group>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={mail.reset}>
          {t('documents.mail.another')}
        </Button>
      </Group>
    </Stack>
  );
}
