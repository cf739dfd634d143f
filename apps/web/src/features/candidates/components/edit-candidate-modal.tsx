import { useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import {
  can,
  LEGAL_BASES,
  LEGAL_BASIS_LABELS,
  ZUpdateCandidateRequest,
  type TCandidate,
} from '@staffing/domain';
import { useSession } from '../../../shared/session/index.ts';
import { ListInput } from '../../../shared/ui/list-input.tsx';
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

export const EDIT_CANDIDATE_TEXTS = {
  editTitle: 'Edit Candidate',
  editSubmit: 'Update Candidate',
  completeTitle: 'Complete AI Analysis',
  completeSubmit: 'Complete Profile',
  updated: 'Candidate information updated successfully!',
  staleHint:
    'Your changes are kept below. Load the latest version to start again from it, or save your changes over it.',
} as const;

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
          notifications.show({ color: 'green', message: EDIT_CANDIDATE_TEXTS.updated });
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

  const text = (
    name: keyof TEditCandidateValues,
    label: string,
    extra: Record<string, unknown> = {},
  ) => <TextInput label={label} disabled={saving} {...extra} {...form.getInputProps(name)} />;
  const tags = (name: keyof TEditCandidateValues, label: string) => (
    <ListInput
      label={label}
      placeholder="Type and press Enter"
      disabled={saving}
      splitChars={[]}
      clearable
      {...form.getInputProps(name)}
    />
  );

  return (
    <Modal
      opened
      onClose={() => !saving && onClose()}
      title={completing ? EDIT_CANDIDATE_TEXTS.completeTitle : EDIT_CANDIDATE_TEXTS.editTitle}
      size="xl"
      closeOnClickOutside={!saving}
      zIndex={350}
    >
      <form onSubmit={form.onSubmit((values) => save(values, version))} noValidate>
        <Stack gap="sm">
          <Divider label="Basic Information" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('name', 'Name', { withAsterisk: true })}
            {text('email', 'Email', { withAsterisk: true, type: 'email' })}
            {text('phone', 'Phone')}
            {text('cvUrl', 'CV URL', {
              withAsterisk: !form.values.noCv,
              placeholder: form.values.noCv ? 'No CV yet' : undefined,
              description: form.values.noCv
                ? 'No CV uploaded: upload one from the candidate card, or enter its URL.'
                : undefined,
            })}
            {text('expectedTjm', 'Expected TJM (€/day)', { type: 'number', step: 0.01, min: 0 })}
            {role && can.seeMargin(role)
              ? text('consultantDailyCost', 'Consultant daily cost (€/day)', {
                  type: 'number',
                  step: 0.01,
                  min: 0,
                })
              : null}
            {text('salesforceId', 'Salesforce ID')}
          </SimpleGrid>
          <Divider label="Skills" labelPosition="left" />
          {tags('skills', 'Skills')}
          <Divider label="Professional Information" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('cvRole', 'Role')}
            {text('cvExperienceYears', 'Experience (years)')}
            {text('cvTrigramme', 'Trigramme', { maxLength: 3 })}
            {text('cvAvailability', 'Availability')}
            {text('cvEducation', 'Education')}
          </SimpleGrid>
          <Divider label="Location" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {text('cvCity', 'City')}
            {text('cvPostalCode', 'Postal Code')}
            {text('cvCountry', 'Country')}
          </SimpleGrid>
          <Divider label="Technical Skills" labelPosition="left" />
          {tags('hardSkills', 'Technical Skills')}
          <Divider label="Soft Skills" labelPosition="left" />
          {tags('softSkills', 'Soft Skills')}
          <Divider label="Key Strengths" labelPosition="left" />
          {tags('keyStrengths', 'Key Strengths')}
          <Divider label="Languages" labelPosition="left" />
          {tags('languages', 'Languages')}
          <Divider label="Latest Experience" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('cv1stExperienceTitle', 'Title')}
            {text('cv1stExperienceCompany', 'Company')}
            {text('cv1stExperienceStartDate', 'Start Date')}
            {text('cv1stExperienceEndDate', 'End Date')}
            {text('cv1stExperienceLocation', 'Location')}
          </SimpleGrid>
          {tags('responsibilities', 'Key Responsibilities')}
          <Divider label="Data protection" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label="Legal basis"
              data={LEGAL_BASES.map((b) => ({ value: b, label: LEGAL_BASIS_LABELS[b] }))}
              allowDeselect={false}
              disabled={saving}
              {...form.getInputProps('legalBasis')}
            />
            {text('consentGivenAt', 'Consent given on', { type: 'date' })}
            {text('lastContactAt', 'Last contact', { type: 'date' })}
          </SimpleGrid>
          {error ? (
            <Alert
              color={stale ? 'orange' : 'red'}
              role="alert"
              title={stale ? 'Candidate changed meanwhile' : undefined}
            >
              {error}
              {stale ? (
                <>
                  <div style={{ marginTop: 6 }}>{EDIT_CANDIDATE_TEXTS.staleHint}</div>
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
                      Load latest version
                    </Button>
                    <Button
                      size="xs"
                      color="orange"
                      onClick={async () => {
                        const latest = await fetchLatest();
                        save(form.getValues(), latest.version);
                      }}
                    >
                      Save my changes anyway
                    </Button>
                  </Group>
                </>
              ) : null}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              {completing ? EDIT_CANDIDATE_TEXTS.completeSubmit : EDIT_CANDIDATE_TEXTS.editSubmit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
