import {
  Anchor,
  Badge,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { useForm } from '@mantine/form';
import { IconExternalLink } from '@tabler/icons-react';
import {
  CATEGORIES,
  NEED_COLUMNS,
  NEED_LIMITS,
  PRIORITIES,
  getJdAnalysisBadge,
  getMissionUrlWarning,
  type TNeed,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { SandboxCrmBadge } from '../../../shared/ui/crm-link.tsx';
import { NeedStatusBadge } from '../../../shared/ui/need-status-badge.tsx';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { TooltipAction } from '../../../shared/ui/tooltip-action.tsx';
import { useSalesUsers } from '../api/get-sales-users.ts';
import type { TEditNeedFormValues } from '../utils/edit-need-form.ts';
import { MissionTermsInputs } from './mission-terms-inputs.tsx';
import { OrderClientsInput } from './order-clients-input.tsx';
import { TagListInput } from './tag-list-input.tsx';

/** The tabs of Edit Need, one component each; the dialog keeps the form and the save. */
export type TEditNeedForm = ReturnType<typeof useForm<TEditNeedFormValues>>;

function UrlField({
  label,
  form,
  field,
}: {
  label: string;
  form: TEditNeedForm;
  field: 'opportunitySalesforceUrl' | 'missionSalesforceUrl';
}) {
  const t = useT();
  const url = form.values[field].trim();
  // Spec 000: a mission link off the CRM's lightning domain is only a warning, never a refusal.
  const warning = field === 'missionSalesforceUrl' ? getMissionUrlWarning(url) : null;
  return (
    <TextInput
      label={label}
      placeholder="https://…lightning.force.com/…" // i18n-ignore
      description={
        warning ? (
          <Text component="span" size="xs" c="orange.8" data-testid="mission-url-warning">
            {warning}
          </Text>
        ) : url ? (
          <SandboxCrmBadge url={url} />
        ) : undefined
      }
      {...form.getInputProps(field)}
      rightSection={
        url ? (
          <TooltipAction
            label={t('needs.edit.open')}
            href={url}
            target="_blank"
            rel="noreferrer"
            aria-label={t('needs.edit.openField', { label })}
          >
            <IconExternalLink size={14} />
          </TooltipAction>
        ) : null
      }
    />
  );
}

/** Title, client, priority, column, progress, rate, CRM links, description and order clients. */
export function EditNeedBasicPanel({ form }: { form: TEditNeedForm }) {
  const t = useT();
  const descriptionLength = form.values.description.length;
  const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: labelOf(t, 'category', c) }));
  const columnOptions = NEED_COLUMNS.map((c) => ({ value: c, label: labelOf(t, 'needColumn', c) }));
  return (
    <Stack gap="sm">
      <TextInput
        label={t('needs.fields.title')}
        required
        maxLength={NEED_LIMITS.titleMax}
        {...form.getInputProps('title')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('needs.fields.client')} required {...form.getInputProps('client')} />
        <TextInput label={t('needs.fields.company')} {...form.getInputProps('jdCompany')} />
        <Select
          label={t('needs.fields.priority')}
          data={[...PRIORITIES]}
          allowDeselect={false}
          {...form.getInputProps('priority')}
        />
        <Select
          label={t('needs.fields.statusColumn')}
          data={columnOptions}
          allowDeselect={false}
          {...form.getInputProps('column')}
        />
        <NumberInput
          label={t('needs.fields.progress')}
          min={0}
          max={100}
          {...form.getInputProps('progressPct')}
        />
        <NumberInput
          label={t('needs.fields.tjm')}
          min={0}
          step={0.01}
          decimalScale={2}
          {...form.getInputProps('tjm')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <UrlField
          label={t('needs.fields.opportunityUrl')}
          form={form}
          field="opportunitySalesforceUrl"
        />
        <UrlField label={t('needs.fields.missionUrl')} form={form} field="missionSalesforceUrl" />
      </SimpleGrid>
      <Textarea
        label={t('needs.fields.description')}
        autosize
        minRows={3}
        maxRows={8}
        description={t('needs.fields.length', {
          length: descriptionLength,
          max: NEED_LIMITS.descriptionMax,
        })}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('needs.fields.category')}
          data={categoryOptions}
          clearable
          {...form.getInputProps('category')}
        />
        <NumberInput
          label={t('needs.fields.quantity')}
          min={1}
          allowDecimal={false}
          {...form.getInputProps('quantity')}
        />
      </SimpleGrid>
      <OrderClientsInput
        value={form.values.orderClients}
        onChange={(v) => form.setFieldValue('orderClients', v)}
      />
    </Stack>
  );
}

/** What the job description says of the role. */
export function EditNeedJobPanel({ form }: { form: TEditNeedForm }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('needs.fields.seniority')} {...form.getInputProps('jdSeniority')} />
      <NumberInput
        label={t('needs.fields.experienceYears')}
        min={0}
        max={50}
        allowDecimal={false}
        {...form.getInputProps('jdExperienceYears')}
      />
      <TextInput label={t('needs.fields.education')} {...form.getInputProps('jdEducation')} />
      <TextInput label={t('needs.fields.location')} {...form.getInputProps('jdLocation')} />
      <TextInput label={t('needs.fields.team')} {...form.getInputProps('jdTeam')} />
      <TextInput label={t('needs.fields.projectName')} {...form.getInputProps('jdProjectName')} />
      <MissionTermsInputs inputProps={(field) => form.getInputProps(field)} />
    </SimpleGrid>
  );
}

/** The job description's tag lists, in the order the Skills tab shows them. */
const SKILL_LISTS = [
  ['jdRequiredSkills', 'needs.fields.requiredSkills'],
  ['jdDesiredSkills', 'needs.fields.desiredSkills'],
  ['jdSoftSkills', 'needs.fields.softSkills'],
  ['jdResponsibilities', 'needs.fields.responsibilities'],
] as const;

/** The skills and responsibilities, as tag lists. */
export function EditNeedSkillsPanel({ form }: { form: TEditNeedForm }) {
  const t = useT();
  return (
    <Stack gap="sm">
      {SKILL_LISTS.map(([field, labelKey]) => (
        <TagListInput
          key={field}
          label={t(labelKey)}
          value={form.values[field]}
          onChange={(v) => form.setFieldValue(field, v)}
        />
      ))}
    </Stack>
  );
}

/** Status, analysis, dates, consultants and the job description files. */
export function EditNeedMetaPanel({ form, base }: { form: TEditNeedForm; base: TNeed }) {
  const t = useT();
  const sales = useSalesUsers();
  const knownSales = sales.data ?? [];
  const consultantOptions = [
    ...knownSales.map((u) => ({ value: u.id, label: u.name })),
    ...form.values.consultants
      .filter((id) => !knownSales.some((u) => u.id === id))
      .map((id) => ({ value: id, label: t('needs.edit.unknownConsultant') })),
  ];
  const unknownConsultants = form.values.consultants.filter(
    (id) => !knownSales.some((u) => u.id === id),
  );
  const jdBadge = getJdAnalysisBadge(base.jdAnalysisStatus)
    ? labelOf(t, 'jdAnalysis', base.jdAnalysisStatus)
    : null;
  const noSales = knownSales.length === 0 && !sales.isPending;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('needs.edit.status')}
        </Text>
        <NeedStatusBadge column={base.column} />
        <Text size="sm" c="dimmed">
          {t('needs.edit.analysis')}
        </Text>
        <Badge variant="light" color={base.jdAnalysisStatus === 'ERROR' ? 'red' : 'gray'}>
          {jdBadge ?? t('needs.edit.noAnalysis')}
        </Badge>
      </Group>
      <DateLine label={t('needs.edit.created')} value={base.createdAt} />
      <DateLine label={t('needs.edit.updatedAt')} value={base.updatedAt} />
      <MultiSelect
        label={t('needs.edit.consultants')}
        data={consultantOptions}
        searchable
        clearable
        placeholder={noSales ? t('needs.edit.noSalesUsers') : t('needs.edit.selectSalesUsers')}
        {...form.getInputProps('consultants')}
      />
      {noSales ? (
        <Text size="xs" c="dimmed">
          {t('needs.edit.noSalesUsers')}
        </Text>
      ) : null}
      {unknownConsultants.map((id) => (
        <Text key={id} size="xs" c="red">
          {t('needs.edit.unknownConsultantId', { id: id.slice(0, 8) })}
        </Text>
      ))}
      <Group gap="md">
        {base.jdS3Url || base.jobDescriptionFile ? (
          <Anchor
            href={base.jdS3Url ?? base.jobDescriptionFile ?? undefined}
            target="_blank"
            size="sm"
          >
            {t('needs.edit.originalJd')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('needs.edit.noJdFile')}
          </Text>
        )}
        {base.jdAnalysisS3Url ? (
          <Anchor href={base.jdAnalysisS3Url} target="_blank" size="sm">
            {t('needs.edit.analysisJson')}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}

/** A date of the need after its dimmed name, on one line. */
function DateLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}{' '}
      </Text>
      {formatDateTime(value)}
    </Text>
  );
}
