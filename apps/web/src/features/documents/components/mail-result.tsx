import { Alert, Button, CopyButton, Group, Progress, Stack, Text, Textarea } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconCopy,
  IconDownload,
  IconRefresh,
} from '@tabler/icons-react';
import type { useMailGeneration } from '../hooks/use-mail-generation.ts';
import { MAIL_MESSAGES } from '../hooks/use-mail-generation.ts';
import { saveBlob } from '../utils/save-blob.ts';

type TMail = ReturnType<typeof useMailGeneration>;

/** The generating, completed and error states shared by both tabs of the AI mail dialog. */
export function MailResult({ mail, onClose }: { mail: TMail; onClose: () => void }) {
  if (mail.status === 'generating')
    return (
      <Stack gap="xs" py="md" data-testid="mail-generating">
        <Text fw={500}>Generating email...</Text>
        <Progress
          value={Math.max(5, mail.progress)}
          animated
          aria-label="Email generation progress"
        />
        <Text size="xs" c="dimmed">
          The email appears here as soon as it is ready.
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
            Close
          </Button>
          <Button leftSection={<IconRefresh size={16} />} onClick={() => void mail.retry()}>
            Try Again
          </Button>
        </Group>
      </Stack>
    );
  if (mail.status !== 'completed') return null;
  return (
    <Stack gap="sm">
      <Textarea
        label="Generated email"
        value={mail.content}
        onChange={(e) => mail.setContent(e.currentTarget.value)}
        autosize
        minRows={10}
        maxRows={22}
        data-testid="generated-email"
      />
      <Group justify="space-between">
        <Group gap="xs">
          <CopyButton value={mail.content}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : 'blue'}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
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
            Download
          </Button>
        </Group>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={mail.reset}>
          Generate Another Email
        </Button>
      </Group>
    </Stack>
  );
}
