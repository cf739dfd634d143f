import type { ReactNode } from 'react';
import { Badge, Group, NumberInput, TagsInput, Text, TextInput, Textarea } from '@mantine/core';
import { IconQuestionMark } from '@tabler/icons-react';
import { cleanStringList } from '@staffing/domain';
import type { TReviewFieldSpec, TReviewValue } from '../utils/review-fields.ts';
import { t, useT } from '../../../i18n/i18n.ts';
import { getSectionLabel } from '../utils/section-label.ts';
import { catalogueTexts } from '../../../shared/utils/catalogue-texts.ts';

/** The review's texts in the interface's language, read from the catalogues when used. */
export const REVIEW_TEXTS = catalogueTexts(
  {
    notFound: 'documents.review.notFound',
  },
  {
    fromLine: (line: number | null, source: string) =>
      line
        ? t('documents.review.fromLine', { line, source })
        : t('documents.review.fromDocument', { source }),
    section: (label: string) => t('documents.review.section', { label }),
  },
);

export type TProvenance = {
  source: string | null;
  line: number | null;
  /** The document section of the line ('skills', 'experience'...), named beside the quote. */
  section?: string | null;
  isUnknown: boolean;
};

/**
 * Where a value came from, under its input: the document's line and its section, or that it
 * was not found.
 */
export function ProvenanceNote({ source, line, section, isUnknown }: TProvenance): ReactNode {
  if (isUnknown)
    return (
      <Group gap={4} wrap="nowrap" component="span" data-testid="review-unknown">
        <IconQuestionMark size={12} color="var(--mantine-color-orange-7)" aria-hidden />
        <Text span size="xs" c="orange.8">
          {REVIEW_TEXTS.notFound}
        </Text>
      </Group>
    );
  if (!source) return null;
  const label = getSectionLabel(section);
  const quote = (
    <Text span size="xs" c="dimmed" data-testid="review-source" style={{ wordBreak: 'break-word' }}>
      {REVIEW_TEXTS.fromLine(line, source)}
    </Text>
  );
  if (!label) return quote;
  return (
    <Group gap={6} wrap="wrap" component="span">
      {quote}
      <Badge component="span" size="xs" variant="light" color="gray" data-testid="review-section">
        {REVIEW_TEXTS.section(label)}
      </Badge>
    </Group>
  );
}

type TReviewFieldInputProps = {
  spec: TReviewFieldSpec;
  value: TReviewValue;
  onChange: (value: TReviewValue) => void;
  error?: string | undefined;
  provenance: TProvenance;
  disabled?: boolean;
};

/** One reviewed field: editable, with the document line it came from shown under it. */
export function ReviewFieldInput({
  spec,
  value,
  onChange,
  error,
  provenance,
  disabled = false,
}: TReviewFieldInputProps) {
  const tr = useT();
  const common = {
    label: tr(spec.labelKey),
    required: spec.required ?? false,
    error,
    disabled,
    description: <ProvenanceNote {...provenance} />,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      'label' | 'input' | 'description' | 'error'
    )[],
    styles: provenance.isUnknown
      ? { input: { borderColor: 'var(--mantine-color-orange-4)' } }
      : undefined,
  };
  if (spec.input === 'list')
    return (
      <TagsInput
        {...common}
        placeholder={tr('documents.review.tagsPlaceholder')}
        value={Array.isArray(value) ? value : []}
        onChange={(next) => onChange(cleanStringList(next))}
        acceptValueOnBlur
        clearable
      />
    );
  if (spec.input === 'number')
    return (
      <NumberInput
        {...common}
        value={typeof value === 'number' || typeof value === 'string' ? value : ''}
        onChange={(next) => onChange(next)}
        min={0}
        decimalScale={2}
      />
    );
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  if (spec.input === 'textarea')
    return (
      <Textarea
        {...common}
        value={text}
        onChange={(e) => onChange(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={6}
      />
    );
  return <TextInput {...common} value={text} onChange={(e) => onChange(e.currentTarget.value)} />;
}
