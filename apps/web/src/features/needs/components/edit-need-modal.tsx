import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import {
  CATEGORIES,
  NEED_COLUMNS,
  NEED_LIMITS,
  PRIORITIES,
  getJdAnalysisBadge,
  getMissingCrmData,
  getMissionUrlWarning,
  getNeedUpdateErrorMessage,
  type TNeed,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { SandboxCrmBadge } from '../../../shared/ui/crm-link.tsx';
import { NeedStatusBadge } from '../../../shared/ui/need-status-badge.tsx';
import { NeedPresence } from '../../../shared/presence/index.ts';
import { SaveErrorBanner, type TSaveError } from '../../../shared/ui/save-error-banner.tsx';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { getNeed } from '../api/get-need.ts';
import { useSalesUsers } from '../api/get-sales-users.ts';
import { useUpdateNeed } from '../api/update-need.ts';
import {
  EDIT_MESSAGES,
  getEditChanges,
  getEditFormValues,
  rebaseEditForm,
  validateEditForm,
  type TEditNeedFormValues,
} from '../utils/edit-need-form.ts';
import { toastSuccess } from '../utils/toasts.ts';
import { OrderClientsInput } from './order-clients-input.tsx';
import { TagListInput } from './tag-list-input.tsx';

export type TEditNeedModalProps = {
  need: TNeed;
  onClose: () => void;
  /** The success toast; the board names the need, the detail page says 'Need updated successfully'. */
  successMessage?: (need: TNeed) => string;
  /** Called with the saved need before the dialog closes (the RPA launcher goes on with it). */
  onSaved?: (need: TNeed) => void;
};

type TBanner = TSaveError | null;

function UrlField({
  label,
  form,
  field,
}: {
  label: string;
  form: ReturnType<typeof useForm<TEditNeedFormValues>>;
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
          <Tooltip label={t('needs.edit.open')}>
            <ActionIcon
              component="a"
              href={url}
              target="_blank"
              rel="noreferrer"
              variant="subtle"
              aria-label={t('needs.edit.openField', { label })}
            >
              <IconExternalLink size={14} />
            </ActionIcon>
          </Tooltip>
        ) : null
      }
    />
  );
}

/** Edit Need (spec 000 §2): four tabs, checked on each change, sends only what changed. */
export function EditNeedModal({
  need: initialNeed,
  onClose,
  successMessage,
  onSaved,
}: TEditNeedModalProps) {
  const t = useT();
  const update = useUpdateNeed();
  const sales = useSalesUsers();
  const [base, setBase] = useState<TNeed>(initialNeed);
  const [banner, setBanner] = useState<TBanner>(null);
  const [isReloading, setReloading] = useState(false);
  const form = useForm<TEditNeedFormValues>({
    mode: 'controlled',
    initialValues: getEditFormValues(initialNeed),
    validate: validateEditForm,
    validateInputOnChange: true,
  });

  const hasErrors = Object.keys(form.errors).length > 0;
  const crm = getMissingCrmData({
    orderClients: form.values.orderClients.map((c) => c.name),
    tjm: typeof form.values.tjm === 'number' ? form.values.tjm : Number(form.values.tjm) || null,
    consultants: form.values.consultants,
  });

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

  const reload = async () => {
    setReloading(true);
    try {
      // Newer version underneath, the user's input on top: the next save compares to it.
      const latest = await getNeed(base.id);
      form.setValues(rebaseEditForm(base, latest, form.values));
      setBase(latest);
      setBanner(null);
    } catch {
      setBanner({ message: t(EDIT_MESSAGES.stale), isStale: true });
    } finally {
      setReloading(false);
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const validation = form.validate();
    if (validation.hasErrors) {
      setBanner({ message: t(EDIT_MESSAGES.fixErrors), isStale: false });
      return;
    }
    const changes = getEditChanges(base, form.values);
    if (!changes) {
      setBanner({ message: t(EDIT_MESSAGES.fixErrors), isStale: false });
      return;
    }
    if (Object.keys(changes).length === 0) {
      setBanner({ message: t(EDIT_MESSAGES.noChanges), isStale: false });
      return;
    }
    setBanner(null);
    const missionWarning = getMissionUrlWarning(form.values.missionSalesforceUrl);
    if (missionWarning) console.warn(`${missionWarning}: ${form.values.missionSalesforceUrl}`);
    update.mutate(
      { id: base.id, changes, version: base.version },
      {
        onSuccess: (saved) => {
          toastSuccess(
            successMessage
              ? successMessage(saved)
              : t('needs.edit.updated', { title: saved.title }),
          );
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setBanner({ message: t(EDIT_MESSAGES.stale), isStale: true });
            return;
          }
          const status = isApiError(error) ? error.status : 0;
          const detail = isApiError(error)
            ? error.detail
            : error instanceof Error
              ? error.message
              : undefined;
          const mapped = getNeedUpdateErrorMessage(status, detail);
          if (mapped.field) form.setFieldError(mapped.field, mapped.message);
          setBanner({ message: mapped.message, isStale: false });
        },
      },
    );
  };

  const descriptionLength = form.values.description.length;
  const jdBadge = getJdAnalysisBadge(base.jdAnalysisStatus)
    ? labelOf(t, 'jdAnalysis', base.jdAnalysisStatus)
    : null;
  const categoryOptions = CATEGORIES.map((c) => ({ value: c, label: labelOf(t, 'category', c) }));
  const columnOptions = NEED_COLUMNS.map((c) => ({ value: c, label: labelOf(t, 'needColumn', c) }));
  const noSales = knownSales.length === 0 && !sales.isPending;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('needs.edit.title', { title: initialNeed.title })}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NeedPresence needId={initialNeed.id} state="editing" />
          {crm.message ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={16} />} py={6}>
              <Text size="xs">{t('needs.edit.crmRequirements', { message: crm.message })}</Text>
            </Alert>
          ) : null}
          <Tabs defaultValue="basic" keepMounted>
            <Tabs.List mb="sm">
              <Tabs.Tab value="basic">{t('needs.edit.tabs.basic')}</Tabs.Tab>
              <Tabs.Tab value="job">{t('needs.edit.tabs.job')}</Tabs.Tab>
              <Tabs.Tab value="skills">{t('needs.edit.tabs.skills')}</Tabs.Tab>
              <Tabs.Tab value="meta">{t('needs.edit.tabs.meta')}</Tabs.Tab>
            </Tabs.List>

            <Tabs.Panel value="basic">
              <Stack gap="sm">
                <TextInput
                  label={t('needs.fields.title')}
                  required
                  maxLength={NEED_LIMITS.titleMax}
                  {...form.getInputProps('title')}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('needs.fields.client')}
                    required
                    {...form.getInputProps('client')}
                  />
                  <TextInput
                    label={t('needs.fields.company')}
                    {...form.getInputProps('jdCompany')}
                  />
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
                  <UrlField
                    label={t('needs.fields.missionUrl')}
                    form={form}
                    field="missionSalesforceUrl"
                  />
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
            </Tabs.Panel>

            <Tabs.Panel value="job">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('needs.fields.seniority')}
                  {...form.getInputProps('jdSeniority')}
                />
                <NumberInput
                  label={t('needs.fields.experienceYears')}
                  min={0}
                  max={50}
                  allowDecimal={false}
                  {...form.getInputProps('jdExperienceYears')}
                />
                <TextInput
                  label={t('needs.fields.education')}
                  {...form.getInputProps('jdEducation')}
                />
                <TextInput
                  label={t('needs.fields.location')}
                  {...form.getInputProps('jdLocation')}
                />
                <TextInput label={t('needs.fields.team')} {...form.getInputProps('jdTeam')} />
                <TextInput
                  label={t('needs.fields.projectName')}
                  {...form.getInputProps('jdProjectName')}
                />
              </SimpleGrid>
            </Tabs.Panel>

            <Tabs.Panel value="skills">
              <Stack gap="sm">
                <TagListInput
                  label={t('needs.fields.requiredSkills')}
                  value={form.values.jdRequiredSkills}
                  onChange={(v) => form.setFieldValue('jdRequiredSkills', v)}
                />
                <TagListInput
                  label={t('needs.fields.desiredSkills')}
                  value={form.values.jdDesiredSkills}
                  onChange={(v) => form.setFieldValue('jdDesiredSkills', v)}
                />
                <TagListInput
                  label={t('needs.fields.softSkills')}
                  value={form.values.jdSoftSkills}
                  onChange={(v) => form.setFieldValue('jdSoftSkills', v)}
                />
                <TagListInput
                  label={t('needs.fields.responsibilities')}
                  value={form.values.jdResponsibilities}
                  onChange={(v) => form.setFieldValue('jdResponsibilities', v)}
                />
              </Stack>
            </Tabs.Panel>

            <Tabs.Panel value="meta">
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
                <Text size="sm">
                  <Text span c="dimmed">
                    {t('needs.edit.created')}{' '}
                  </Text>
                  {formatDateTime(base.createdAt)}
                </Text>
                <Text size="sm">
                  <Text span c="dimmed">
                    {t('needs.edit.updatedAt')}{' '}
                  </Text>
                  {formatDateTime(base.updatedAt)}
                </Text>
                <MultiSelect
                  label={t('needs.edit.consultants')}
                  data={consultantOptions}
                  searchable
                  clearable
                  placeholder={
                    noSales ? t('needs.edit.noSalesUsers') : t('needs.edit.selectSalesUsers')
                  }
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
            </Tabs.Panel>
          </Tabs>
          <SaveErrorBanner
            error={banner}
            onReload={() => void reload()}
            isReloading={isReloading}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={hasErrors}>
              {t('needs.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
