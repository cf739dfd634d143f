import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { TFollowUp } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { CopyTextButton } from '../../../shared/ui/copy-text-button.tsx';
import { useDraftFollowUp } from '../api/draft-follow-up.ts';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

/** The dialog's catalogue keys. */
export const FOLLOW_UP_MAIL_TEXTS = {
  heading: 'follow-ups.mail.title',
  drafting: 'follow-ups.mail.drafting',
  failed: 'follow-ups.mail.failed',
} as const;

/** A mailto link with the subject and body filled in (the client's address when known). */
export function mailtoHref(to: string | null, subject: string, body: string): string {
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${to ? encodeURIComponent(to) : ''}?${query}`;
}

/** Drafts the follow-up of one pair when opened; the draft can be edited, copied or mailed. */
export function FollowUpMailModal({
  followUp,
  onClose,
}: {
  followUp: TFollowUp | null;
  onClose: () => void;
}) {
  const t = useT();
  const draft = useDraftFollowUp();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const { mutate, reset } = draft;
  const needId = followUp?.needId;
  const candidateId = followUp?.candidateId;

  useEffect(() => {
    if (!needId || !candidateId) return;
    reset();
    mutate(
      { needId, candidateId },
      {
        onSuccess: (mail) => {
          setSubject(mail.subject);
          setBody(mail.body);
        },
      },
    );
  }, [needId, candidateId, mutate, reset]);

  const to = draft.data?.to ?? followUp?.clientEmail ?? null;
  const full = `${subject}\n\n${body}`;
  return (
    <AppModal
      opened={!!followUp}
      onClose={onClose}
      title={followUp ? t(FOLLOW_UP_MAIL_TEXTS.heading, { name: followUp.candidateName }) : ''}
      size="lg"
    >
      {draft.isPending ? (
        <Center p="lg">
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t(FOLLOW_UP_MAIL_TEXTS.drafting)}</Text>
          </Group>
        </Center>
      ) : draft.isError ? (
        <Alert color="red" role="alert">
          {getErrorMessage(draft.error, t(FOLLOW_UP_MAIL_TEXTS.failed))}
        </Alert>
      ) : draft.data ? (
        <Stack gap="sm">
          {to ? (
            <Text size="sm">
              {t('follow-ups.mail.to')} <b>{to}</b>
            </Text>
          ) : null}
          <TextInput
            label={t('follow-ups.mail.subject')}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
          />
          <Textarea
            label={t('follow-ups.mail.body')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            autosize
            minRows={8}
            maxRows={18}
            data-testid="follow-up-email"
          />
          {draft.data.message ? (
            <Text size="xs" c="dimmed">
              {draft.data.message}
            </Text>
          ) : null}
          <Group justify="space-between">
            <CopyTextButton
              value={full}
              label={t('follow-ups.mail.copy')}
              copiedLabel={t('follow-ups.mail.copied')}
            />
            <Button
              component="a"
              href={mailtoHref(to, subject, body)}
              leftSection={<IconMail size={16} />}
            >
              {t('follow-ups.mail.open')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </AppModal>
  );
}
