import { useState, type ReactNode } from 'react';
import {
  Badge,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconRobot, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { CANDIDATE_MESSAGES, type TCandidate } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { useCreateCandidate, type TCreatedCandidate } from '../api/create-candidate.ts';
import { useCandidateSearch } from '../api/search-candidates.ts';
import {
  EMPTY_CANDIDATE_FORM,
  buildCreateCandidateBody,
  canSubmitCandidateForm,
  getDuplicateValues,
  validateCandidateForm,
  type TCandidateFormValues,
} from '../utils/candidate-form.ts';
import { getCandidateSaveError } from '../utils/candidate-errors.ts';
import { CandidateFormFields } from './candidate-form-fields.tsx';
import { translateDomainMessage } from '../../../i18n/domain-messages.ts';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

/** What the AI Analysis tab receives once the documents feature provides it. */
export type TAiAnalysisTabProps = {
  needId: string | null;
  setBusy: (busy: boolean) => void;
  /** Opens Manual Entry (offered when a dropped CV cannot be read). */
  showManualEntry: () => void;
  /** `needsEmailEdit`: the CV had no e-mail, so the edit form opens next (docs/decisions/0008-candidate-merge.md). */
  onDone: (candidate: TCandidate & { needsEmailEdit?: boolean }) => void;
};

export type TAddCandidateModalProps = {
  opened: boolean;
  onClose: () => void;
  needId?: string | null;
  onCreated?: (candidate: TCreatedCandidate & { needsEmailEdit?: boolean }) => void;
  /** The AI Analysis tab's content; the tab is disabled with a note until it is given. */
  renderAiAnalysis?: (props: TAiAnalysisTabProps) => ReactNode;
  /** Who the person being typed may already be (duplicates feature). */
  renderDraftCheck?: (draft: TCandidateDraft) => ReactNode;
};

/** What the form has typed that may name someone already in the pool. */
export type TCandidateDraft = Pick<
  TCandidateFormValues,
  'name' | 'email' | 'phone' | 'linkedinUrl'
>;

export function AddCandidateModal({
  opened,
  onClose,
  needId = null,
  onCreated,
  renderAiAnalysis,
  renderDraftCheck,
}: TAddCandidateModalProps) {
  const t = useT();
  const [tab, setTab] = useState<string | null>('manual');
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (busy) return;
    onClose();
  };
  const done = (candidate: TCreatedCandidate & { needsEmailEdit?: boolean }) => {
    setBusy(false);
    onCreated?.(candidate);
    onClose();
  };
  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t('candidates.add.title')}
      size="xl"
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      zIndex={300}
    >
      {opened ? (
        <Tabs value={tab} onChange={(v) => !busy && setTab(v)} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab
              value="ai"
              leftSection={<IconRobot size={16} />}
              disabled={!renderAiAnalysis || busy}
            >
              {t('candidates.add.tabAi')}
            </Tabs.Tab>
            <Tabs.Tab value="manual" leftSection={<IconUserPlus size={16} />} disabled={busy}>
              {t('candidates.add.tabManual')}
            </Tabs.Tab>
            <Tabs.Tab value="duplicate" leftSection={<IconCopy size={16} />} disabled={busy}>
              {t('candidates.add.tabDuplicate')}
            </Tabs.Tab>
          </Tabs.List>
          {!renderAiAnalysis ? (
            <Text size="xs" c="dimmed" mb="sm">
              {t('candidates.add.aiUnavailable')}
            </Text>
          ) : null}
          <Tabs.Panel value="ai">
            {renderAiAnalysis?.({
              needId,
              setBusy,
              showManualEntry: () => {
                setBusy(false);
                setTab('manual');
              },
              onDone: done,
            })}
          </Tabs.Panel>
          <Tabs.Panel value="manual">
            <CandidateEntryForm
              mode="manual"
              needId={needId}
              onBusy={setBusy}
              onDone={done}
              onCancel={close}
              renderDraftCheck={renderDraftCheck}
            />
          </Tabs.Panel>
          <Tabs.Panel value="duplicate">
            <DuplicateTab needId={needId} onBusy={setBusy} onDone={done} onCancel={close} />
          </Tabs.Panel>
        </Tabs>
      ) : null}
    </AppModal>
  );
}

type TEntryProps = {
  needId: string | null;
  onBusy: (busy: boolean) => void;
  onDone: (candidate: TCreatedCandidate) => void;
  onCancel: () => void;
};

function CandidateEntryForm({
  mode,
  needId,
  onBusy,
  onDone,
  onCancel,
  initialValues = EMPTY_CANDIDATE_FORM,
  missingSelection = false,
  renderDraftCheck,
}: TEntryProps & {
  mode: 'manual' | 'duplicate';
  initialValues?: TCandidateFormValues;
  missingSelection?: boolean;
  renderDraftCheck?: TAddCandidateModalProps['renderDraftCheck'];
}) {
  const t = useT();
  const create = useCreateCandidate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TCandidateFormValues>({
    initialValues,
    validate: validateCandidateForm(mode),
  });
  const saving = create.isPending;

  const submit = (values: TCandidateFormValues) => {
    setError(null);
    onBusy(true);
    create.mutate(
      { needId, body: buildCreateCandidateBody(values, mode) },
      {
        onSuccess: (candidate) => {
          onBusy(false);
          // 200 with merged: the e-mail existed and the new data went into that candidate.
          notifications.show(
            candidate.merged
              ? { color: 'blue', message: translateDomainMessage(CANDIDATE_MESSAGES.emailMerged) }
              : {
                  color: 'green',
                  message: translate('candidates.add.added', { name: candidate.name }),
                },
          );
          onDone(candidate);
        },
        onError: (e) => {
          onBusy(false);
          setError(getCandidateSaveError(e, mode === 'manual' ? 'add' : 'duplicate'));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        // Without a chosen candidate there is nothing to duplicate: say so before validating.
        if (missingSelection) {
          e.preventDefault();
          setError(CANDIDATE_MESSAGES.selectCandidateToDuplicate);
          return;
        }
        form.onSubmit(submit)(e);
      }}
    >
      <Stack gap="sm">
        <CandidateFormFields form={form} disabled={saving} />
        {renderDraftCheck
          ? renderDraftCheck({
              name: form.values.name,
              email: form.values.email,
              phone: form.values.phone,
              linkedinUrl: form.values.linkedinUrl,
            })
          : null}
        <FormActions
          error={error}
          onCancel={onCancel}
          saving={saving}
          submitDisabled={!missingSelection && !canSubmitCandidateForm(form.getValues())}
          submitLabel={mode === 'manual' ? t('candidates.add.add') : t('candidates.add.duplicate')}
        />
      </Stack>
    </form>
  );
}

function DuplicateTab(props: TEntryProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [selected, setSelected] = useState<TCandidate | null>(null);
  const results = useCandidateSearch(debounced);
  const list = results.data ?? [];

  return (
    <Stack gap="sm">
      <TextInput
        label={t('candidates.add.searchExisting')}
        placeholder={t('candidates.add.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={200} type="auto">
        {results.isPending ? (
          <Loader size="sm" aria-label={t('candidates.add.searching')} />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('candidates.add.noneFound')}
          </Text>
        ) : (
          <Stack gap={4} role="listbox" aria-label={t('candidates.add.listLabel')}>
            {list.map((c) => (
              <UnstyledButton
                key={c.id}
                role="option"
                aria-selected={selected?.id === c.id}
                onClick={() => setSelected(c)}
                p="xs"
                style={{
                  borderRadius: 6,
                  border: '1px solid var(--mantine-color-gray-3)',
                  background: selected?.id === c.id ? 'var(--mantine-color-blue-0)' : undefined,
                }}
              >
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text size="sm" fw={500}>
                      {c.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.email ?? t('candidates.listCard.noEmail')}
                    </Text>
                  </div>
                  <Group gap={4}>
                    {c.skills.slice(0, 3).map((s) => (
                      <Badge key={s} size="xs" variant="light">
                        {s}
                      </Badge>
                    ))}
                  </Group>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      {/* A new form per selection, prefilled from the chosen candidate. */}
      <CandidateEntryForm
        key={selected?.id ?? 'none'}
        mode="duplicate"
        {...props}
        initialValues={selected ? getDuplicateValues(selected) : EMPTY_CANDIDATE_FORM}
        missingSelection={!selected}
      />
    </Stack>
  );
}
