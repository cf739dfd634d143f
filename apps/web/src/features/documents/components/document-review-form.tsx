import { useMemo, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import { can, type TDocumentPreview } from '@staffing/domain';
import {
  NEED_ASSIGNMENT_KEYS,
  getInitialReviewValues,
  getReviewFieldSpecs,
  getUnknownFieldKeys,
  validateReview,
  type TReviewValue,
  type TReviewValues,
} from '../utils/review-fields.ts';
import { t, useT } from '../../../i18n/i18n.ts';
import { useSession } from '../../../shared/session/index.ts';
import { NeedAssignmentFields } from './need-assignment-fields.tsx';
import { ReviewFieldInput } from './review-field-input.tsx';
import { catalogueTexts } from '../../../shared/utils/catalogue-texts.ts';

/** The review form's texts in the interface's language, read from the catalogues when used. */
export const REVIEW_FORM_TEXTS = catalogueTexts(
  {
    confirmNeed: 'documents.review.confirmNeed',
    confirmCandidate: 'documents.review.confirmCandidate',
    back: 'documents.review.back',
    fixErrors: 'documents.review.fixErrors',
    readByOcr: 'documents.review.readByOcr',
  },
  {
    intro: (filename: string) => t('documents.review.intro', { filename }),
    unknownCount: (n: number) => t('documents.review.unknownCount', { count: n }),
  },
);

export type TDocumentReviewFormProps = {
  preview: TDocumentPreview;
  onConfirm: (values: TReviewValues) => void;
  onBack: () => void;
  isSaving?: boolean;
  /** What the save is doing (creating, attaching the file), shown beside the buttons. */
  savingLabel?: string | null;
  error?: string | null;
};

/**
 * The review of a dropped document (docs/decisions/0012-reviewed-imports.md): every extracted field
 * editable with the line it was read from; fields the document did not give stay empty and are
 * marked; the same schema as the manual form decides what may be confirmed.
 */
export function DocumentReviewForm({
  preview,
  onConfirm,
  onBack,
  isSaving = false,
  savingLabel = null,
  error = null,
}: TDocumentReviewFormProps) {
  // Renders again when the language changes (REVIEW_FORM_TEXTS reads the catalogues when used).
  useT();
  const kind = preview.expectedKind;
  const specs = getReviewFieldSpecs(kind);
  const unknown = useMemo(() => getUnknownFieldKeys(preview), [preview]);
  const sources = useMemo(() => new Map(preview.fields.map((f) => [f.key, f])), [preview]);
  const { user } = useSession();
  // The creator owns the need when they may (a Sales user); an Admin picks the owner or none.
  const owner = user && can.ownNeeds(user.role) ? user.id : '';
  const [values, setValues] = useState<TReviewValues>(() => ({
    ...getInitialReviewValues(preview),
    ...(kind === 'jd'
      ? { [NEED_ASSIGNMENT_KEYS.owner]: owner, [NEED_ASSIGNMENT_KEYS.priority]: 'P2' }
      : {}),
  }));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [hasTriedConfirm, setTriedConfirm] = useState(false);
  const errors = validateReview(kind, values);
  const hasErrors = Object.keys(errors).length > 0;

  const change = (key: string, value: TReviewValue) => {
    setValues((v) => ({ ...v, [key]: value }));
    setTouched((t) => new Set(t).add(key));
  };
  const shownError = (key: string) =>
    hasTriedConfirm || touched.has(key) || !unknown.has(key) ? errors[key] : undefined;

  const confirm = () => {
    setTriedConfirm(true);
    if (!hasErrors) onConfirm(values);
  };

  const wide = specs.filter((s) => s.input === 'list' || s.input === 'textarea');
  const narrow = specs.filter((s) => !wide.includes(s));
  const renderField = (key: string) => {
    const spec = specs.find((s) => s.key === key);
    if (!spec) return null;
    const field = sources.get(key);
    return (
      <ReviewFieldInput
        key={key}
        spec={spec}
        value={values[key] ?? ''}
        onChange={(v) => change(key, v)}
        error={shownError(key)}
        disabled={isSaving}
        provenance={{
          source: field?.source ?? null,
          line: field?.line ?? null,
          section: field?.section ?? null,
          isUnknown: unknown.has(key),
        }}
      />
    );
  };

  return (
    <Stack gap="sm" data-testid="document-review">
      <Alert color="blue" variant="light" py={8}>
        <Text size="sm">{REVIEW_FORM_TEXTS.intro(preview.filename)}</Text>
        {preview.readBy === 'ocr' ? (
          <Text size="xs" c="orange.8" data-testid="read-by-ocr">
            {REVIEW_FORM_TEXTS.readByOcr}
          </Text>
        ) : null}
        {unknown.size > 0 ? (
          <Text size="xs" c="orange.8">
            {REVIEW_FORM_TEXTS.unknownCount(unknown.size)}
          </Text>
        ) : null}
      </Alert>
      {kind === 'jd' ? (
        <NeedAssignmentFields
          owner={String(values[NEED_ASSIGNMENT_KEYS.owner] ?? '')}
          priority={String(values[NEED_ASSIGNMENT_KEYS.priority] ?? 'P2')}
          onOwner={(id) => change(NEED_ASSIGNMENT_KEYS.owner, id)}
          onPriority={(p) => change(NEED_ASSIGNMENT_KEYS.priority, p)}
          disabled={isSaving}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {narrow.map((s) => renderField(s.key))}
      </SimpleGrid>
      {wide.map((s) => renderField(s.key))}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : hasTriedConfirm && hasErrors ? (
        <Alert color="red" role="alert">
          {REVIEW_FORM_TEXTS.fixErrors}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed" aria-live="polite">
          {isSaving ? savingLabel : null}
        </Text>
        <Group gap="xs" ml="auto">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={14} />}
            onClick={onBack}
            disabled={isSaving}
          >
            {REVIEW_FORM_TEXTS.back}
          </Button>
          <Button leftSection={<IconCheck size={14} />} loading={isSaving} onClick={confirm}>
            {kind === 'jd' ? REVIEW_FORM_TEXTS.confirmNeed : REVIEW_FORM_TEXTS.confirmCandidate}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
