import { useState } from 'react';
import { Alert, Button, Divider, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { can, POOL_KINDS, ZUpdateCandidateRequest, type TCandidate } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { useSession } from '../../../shared/session/index.ts';
import { ListInput } from '../../../shared/ui/list-input.tsx';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { candidateKeys } from '../api/candidate-keys.ts';
import { getCandidate } from '../api/get-candidate.ts';
import { useUpdateCandidate } from '../api/update-candidate.ts';
import { getCandidateUpdateError, isStaleUpdate } from '../utils/candidate-errors.ts';
import {
  buildUpdateCandidateInput,
  getEditCandidateValues,
  isCompletingAnalysis,
  validateEditCandidate,
  type TEditCandidateValues,
} from '../utils/candidate-form.ts';
import {
  AMOUNT_INPUT,
  DataProtectionFields,
  useCandidateTextInput,
} from './candidate-form-fields.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

type TEditCandidateModalProps = {
  candidate: TCandidate | null;
  onClose: () => void;
  onSaved?: (c: TCandidate) => void;
};

export function EditCandidateModal({ candidate, onClose, onSaved }: TEditCandidateModalProps) {
  if (!candidate) return null;
  return (
    <EditCandidateForm
      key={candidate.id}
      candidate={candidate}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

function EditCandidateForm({
  candidate,
  onClose,
  onSaved,
}: {
  candidate: TCandidate;
  onClose: () => void;
  onSaved?: (c: TCandidate) => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { role } = useSession();
  const update = useUpdateCandidate();
  const [version, setVersion] = useState(candidate.version);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const form = useForm<TEditCandidateValues>({
    initialValues: getEditCandidateValues(candidate),
    validate: validateEditCandidate,
  });
  const completing = isCompletingAnalysis(candidate);
  const saving = update.isPending || reloading;

  const save = (values: TEditCandidateValues, withVersion: number) => {
    setError(null);
    setStale(false);
    const body = ZUpdateCandidateRequest.parse(buildUpdateCandidateInput(values, withVersion));
    update.mutate(
      { id: candidate.id, body },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: translate('candidates.edit.updated') });
          onSaved?.(saved);
          onClose();
        },
        onError: (e) => {
          setStale(isStaleUpdate(e));
          setError(getCandidateUpdateError(e));
        },
      },
    );
  };

  const fetchLatest = async () => {
    setReloading(true);
    try {
      const latest = await getCandidate(candidate.id);
      queryClient.setQueryData(candidateKeys.detail(latest.id), latest);
      setVersion(latest.version);
      return latest;
    } finally {
      setReloading(false);
    }
  };

  const text = useCandidateTextInput<TEditCandidateValues>(form, saving);
  const tags = (name: keyof TEditCandidateValues, label: TMessageKey) => (
    <ListInput
      label={t(label)}
      placeholder={t('candidates.edit.tagsPlaceholder')}
      disabled={saving}
      splitChars={[]}
      clearable
      {...form.getInputProps(name)}
    />
  );
  // A list of tags with a divider of the same name above it.
  const titledTags = (name: keyof TEditCandidateValues, label: TMessageKey) => (
    <>
      <Divider label={t(label)} labelPosition="left" />
      {tags(name, label)}
    </>
  );

  return (
    <AppModal
      opened
      onClose={() => !saving && onClose()}
      title={completing ? t('candidates.edit.completeTitle') : t('candidates.edit.editTitle')}
      size="xl"
      closeOnClickOutside={!saving}
      zIndex={350}
    >
      <form onSubmit={form.onSubmit((values) => save(values, version))} noValidate>
        <Stack gap="sm">
          <Divider label={t('candidates.edit.basicInfo')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('name', 'candidates.form.name', { withAsterisk: true })}
            {text('email', 'candidates.form.email', { withAsterisk: true, type: 'email' })}
            {text('phone', 'candidates.form.phone')}
            {text('cvUrl', 'candidates.form.cvUrl', {
              withAsterisk: !form.values.noCv,
              placeholder: form.values.noCv ? t('candidates.edit.noCvPlaceholder') : undefined,
              description: form.values.noCv ? t('candidates.edit.noCvHint') : undefined,
            })}
            {text('expectedTjm', 'candidates.form.expectedTjm', AMOUNT_INPUT)}
            {role && can.seeMargin(role)
              ? text('consultantDailyCost', 'candidates.form.dailyCost', AMOUNT_INPUT)
              : null}
            {text('salesforceId', 'candidates.form.salesforceId')}
            <Select
              label={t('candidates.form.poolKind')}
              disabled={saving}
              allowDeselect={false}
              data={POOL_KINDS.map((kind) => ({
                value: kind,
                label: t(`candidates.form.poolKind.${kind}` as TMessageKey),
              }))}
              {...form.getInputProps('poolKind')}
            />
            {text('missionEndDate', 'candidates.form.missionEndDate', { type: 'date' })}
            {text('linkedinUrl', 'candidates.form.linkedinUrl', { type: 'url' })}
          </SimpleGrid>
          {titledTags('skills', 'candidates.form.skills')}
          <Divider label={t('candidates.edit.professionalInfo')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('cvRole', 'candidates.edit.role')}
            {text('cvExperienceYears', 'candidates.edit.experienceYears')}
            {text('cvTrigramme', 'candidates.edit.trigramme', { maxLength: 3 })}
            {text('cvAvailability', 'candidates.edit.availability')}
            {text('cvEducation', 'candidates.edit.education')}
          </SimpleGrid>
          <Divider label={t('candidates.edit.location')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {text('cvCity', 'candidates.edit.city')}
            {text('cvPostalCode', 'candidates.edit.postalCode')}
            {text('cvCountry', 'candidates.edit.country')}
          </SimpleGrid>
          {titledTags('hardSkills', 'candidates.edit.technicalSkills')}
          {titledTags('softSkills', 'candidates.edit.softSkills')}
          {titledTags('keyStrengths', 'candidates.edit.keyStrengths')}
          {titledTags('languages', 'candidates.edit.languages')}
          <Divider label={t('candidates.edit.latestExperience')} labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('cv1stExperienceTitle', 'candidates.edit.jobTitle')}
            {text('cv1stExperienceCompany', 'candidates.edit.company')}
            {text('cv1stExperienceStartDate', 'candidates.edit.startDate')}
            {text('cv1stExperienceEndDate', 'candidates.edit.endDate')}
            {text('cv1stExperienceLocation', 'candidates.edit.location')}
          </SimpleGrid>
          {tags('responsibilities', 'candidates.edit.responsibilities')}
          <DataProtectionFields form={form} disabled={saving} />
          {error ? (
            <Alert
              color={stale ? 'orange' : 'red'}
              role="alert"
              title={stale ? t('candidates.edit.staleTitle') : undefined}
            >
              {error}
              {stale ? (
                <>
                  <div style={{ marginTop: 6 }}>{t('candidates.edit.staleHint')}</div>
                  <Group gap="xs" mt="xs">
                    <Button
                      size="xs"
                      variant="default"
                      loading={reloading}
                      onClick={async () => {
                        const latest = await fetchLatest();
                        form.setValues(getEditCandidateValues(latest));
                        form.resetDirty();
                        setError(null);
                        setStale(false);
                      }}
                    >
                      {t('candidates.edit.loadLatest')}
                    </Button>
                    <Button
                      size="xs"
                      color="orange"
                      onClick={async () => {
                        const latest = await fetchLatest();
                        save(form.getValues(), latest.version);
                      }}
                    >
                      {t('candidates.edit.saveAnyway')}
                    </Button>
                  </Group>
                </>
              ) : null}
            </Alert>
          ) : null}
          <FormActions
            onCancel={onClose}
            saving={update.isPending}
            cancelDisabled={saving}
            submitLabel={
              completing ? t('candidates.edit.completeSubmit') : t('candidates.edit.editSubmit')
            }
          />
        </Stack>
      </form>
    </AppModal>
  );
}
