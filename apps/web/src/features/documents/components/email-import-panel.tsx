import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Alert, Badge, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail, IconSparkles } from '@tabler/icons-react';
import type { TDocumentPreview, TNeed } from '@staffing/domain';
import { t, useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { catalogueTexts } from '../../../shared/utils/catalogue-texts.ts';
import { createNeedFromReview } from '../api/create-from-review.ts';
import { previewEmail, type TEmailSource } from '../api/preview-email.ts';
import type { TReviewValues } from '../utils/review-fields.ts';
import { DocumentReviewForm } from './document-review-form.tsx';

const EMAIL_TEXTS = catalogueTexts(
  {
    label: 'email-import.label',
    placeholder: 'email-import.placeholder',
    openFile: 'email-import.openFile',
    dropHint: 'email-import.dropHint',
    analyze: 'documents.import.analyze',
    reading: 'documents.import.reading',
    creatingNeed: 'documents.import.creatingNeed',
  },
  {
    position: (index: number, count: number) =>
      t('email-import.position', { index: index + 1, count }),
    failed: (m: string) => t('documents.import.failed', { message: m }),
    needCreated: (title: string) => t('documents.import.needCreated', { title }),
    saveFailed: (m: string) =>
      t('documents.import.saveFailed', {
        fallback: t('documents.import.createNeedFailed'),
        message: m,
      }),
  },
);

type TState =
  | { step: 'write' }
  | { step: 'reading' }
  | { step: 'review'; previews: TDocumentPreview[]; index: number };

export type TEmailImportPanelProps = {
  onBusyChange?: (busy: boolean) => void;
  /** Called once every position of the e-mail was confirmed, with the last need made. */
  onNeedsCreated: (needs: TNeed[]) => void;
};

// What the file button offers and the panel takes when a file is dropped on it.
const ACCEPTED_FILES =
  '.eml,.msg,.pdf,.docx,.doc,message/rfc822,application/vnd.ms-outlook,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/msword';

/**
 * Create New Need from a client's e-mail or call for tender: pasted, or its file (.eml, .msg, PDF,
 * DOCX, DOC) opened or dropped on the panel. Each position it asks for is reviewed in turn, every
 * field with its line, and becomes a need through the ordinary route only on Confirm. The text
 * stays while the person goes back and forth.
 */
export function EmailImportPanel({ onBusyChange, onNeedsCreated }: TEmailImportPanelProps) {
  useT();
  const [text, setText] = useState('');
  const [state, setState] = useState<TState>({ step: 'write' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [made, setMade] = useState<TNeed[]>([]);
  const [isOver, setOver] = useState(false);
  const busy = state.step === 'reading' || saving !== null;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // The next position's review starts at its top, not where the last Confirm was.
  const top = useRef<HTMLDivElement>(null);
  const position = state.step === 'review' ? state.index : -1;
  useEffect(() => {
    if (position > 0) top.current?.scrollIntoView?.({ block: 'start' });
  }, [position]);

  const read = async (source: TEmailSource) => {
    setError(null);
    setState({ step: 'reading' });
    try {
      const previews = await previewEmail(source);
      setMade([]);
      setState({ step: 'review', previews, index: 0 });
    } catch (failure) {
      const message = getErrorMessage(failure, failure instanceof Error ? failure.message : '');
      setError(EMAIL_TEXTS.failed(message));
      setState({ step: 'write' });
    }
  };

  const confirm = async (previews: TDocumentPreview[], index: number, values: TReviewValues) => {
    const preview = previews[index]!;
    setError(null);
    setSaving(EMAIL_TEXTS.creatingNeed);
    try {
      const need = await createNeedFromReview(values, preview);
      notifications.show({ color: 'green', message: EMAIL_TEXTS.needCreated(need.title) });
      setSaving(null);
      const all = [...made, need];
      setMade(all);
      if (index + 1 < previews.length) setState({ step: 'review', previews, index: index + 1 });
      else onNeedsCreated(all);
    } catch (failure) {
      setSaving(null);
      setError(EMAIL_TEXTS.saveFailed(getErrorMessage(failure, '')));
    }
  };

  if (state.step === 'review') {
    const { previews, index } = state;
    return (
      <Stack gap="xs" ref={top}>
        {previews.length > 1 ? (
          <Badge variant="light" data-testid="email-position">
            {EMAIL_TEXTS.position(index, previews.length)}
          </Badge>
        ) : null}
        <DocumentReviewForm
          key={`${previews[index]!.filename}-${index}`}
          preview={previews[index]!}
          onConfirm={(values) => void confirm(previews, index, values)}
          onBack={() => setState({ step: 'write' })}
          isSaving={saving !== null}
          savingLabel={saving}
          error={error}
        />
      </Stack>
    );
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files?.[0];
    if (file && !busy) void read({ file });
  };

  return (
    <Stack
      gap="sm"
      data-testid="email-import"
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      p={4}
      style={{
        borderRadius: 8,
        outline: isOver ? '2px dashed var(--mantine-color-blue-5)' : undefined,
        background: isOver ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Textarea
        label={EMAIL_TEXTS.label}
        placeholder={EMAIL_TEXTS.placeholder}
        autosize
        minRows={6}
        maxRows={16}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        disabled={busy}
      />
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Text size="xs" c="dimmed">
        {EMAIL_TEXTS.dropHint}
      </Text>
      {state.step === 'reading' ? <Text size="sm">{EMAIL_TEXTS.reading}</Text> : null}
      <Group justify="space-between">
        <FileButton accept={ACCEPTED_FILES} onChange={(file) => file && void read({ file })}>
          {(props) => (
            <Button
              variant="default"
              leftSection={<IconMail size={16} />}
              disabled={busy}
              {...props}
            >
              {EMAIL_TEXTS.openFile}
            </Button>
          )}
        </FileButton>
        <Button
          leftSection={<IconSparkles size={16} />}
          loading={state.step === 'reading'}
          disabled={!text.trim()}
          onClick={() => void read({ text })}
        >
          {EMAIL_TEXTS.analyze}
        </Button>
      </Group>
    </Stack>
  );
}
