import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Select, Stack, Tabs, Text } from '@mantine/core';
import { IconCopy, IconFileUpload, IconPencil } from '@tabler/icons-react';
import type { TNeed } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { useNeeds } from '../api/get-needs.ts';
import { EMPTY_CREATE_FORM, getDuplicateForm } from '../utils/create-need-form.ts';
import { NeedCreateForm } from './need-create-form.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

export type TCreateNeedModalProps = {
  opened: boolean;
  onClose: () => void;
  onCreated?: (need: TNeed) => void;
  /**
   * The AI Analysis tab's content (job-description upload), provided by the documents feature;
   * until then the tab is shown disabled with a note. As a function it can close the dialog and
   * lock it while uploading or analysing.
   */
  aiAnalysisPanel?: ReactNode | ((context: TCreateAiAnalysisContext) => ReactNode);
};

export type TCreateAiAnalysisContext = {
  close: () => void;
  setBusy: (busy: boolean) => void;
  /** Opens Manual Entry (offered when a dropped file cannot be read). */
  showManualEntry: () => void;
};

/** A catalogue key: 'AI analysis arrives with document upload'. */
export const AI_ANALYSIS_PENDING_NOTE: TMessageKey = 'needs.create.aiPending';

function DuplicateTab({
  onCreated,
  onCancel,
}: {
  onCreated: (need: TNeed) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const needs = useNeeds({ scope: 'all', page: 1, size: 1000, sortBy: 'title', sortOrder: 'asc' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isMissing, setMissing] = useState(false);
  const selected = needs.data?.items.find((n) => n.id === selectedId) ?? null;
  const prefilled = useMemo(() => (selected ? getDuplicateForm(selected) : null), [selected]);

  return (
    <Stack gap="sm">
      <Select
        label={t('needs.create.duplicateLabel')}
        placeholder={
          needs.isPending ? t('needs.create.loadingNeeds') : t('needs.create.selectNeed')
        }
        searchable
        data={(needs.data?.items ?? []).map((n) => ({
          value: n.id,
          label: t('needs.create.duplicateOption', { title: n.title, client: n.client }),
        }))}
        value={selectedId}
        onChange={(id) => {
          setSelectedId(id);
          setMissing(false);
        }}
        error={isMissing ? t('needs.create.selectNeedToDuplicate') : undefined}
        nothingFoundMessage={t('needs.create.noNeedsFound')}
      />
      {prefilled && selected ? (
        <NeedCreateForm
          key={selected.id}
          initialValues={prefilled.values}
          extras={prefilled.extras}
          onCreated={onCreated}
          onCancel={onCancel}
        />
      ) : (
        <FormActions
          onCancel={onCancel}
          onSubmit={() => setMissing(true)}
          submitLabel={t('needs.create.submit')}
        />
      )}
    </Stack>
  );
}

/** Create New Need (spec 000 §2): AI Analysis, Manual Entry and Duplicate tabs. */
export function CreateNeedModal({
  opened,
  onClose,
  onCreated,
  aiAnalysisPanel,
}: TCreateNeedModalProps) {
  const t = useT();
  const hasAi = aiAnalysisPanel !== undefined;
  const [tab, setTab] = useState<string | null>(hasAi ? 'ai' : 'manual');
  // The dialog cannot be closed, nor the tab changed, while a job description uploads or is analysed.
  const [isBusy, setBusy] = useState(false);
  const close = () => {
    if (!isBusy) onClose();
  };
  // The Duplicate tab loads every need, so only once it is first opened; then it keeps its state.
  const [hasOpenedDuplicate, setOpenedDuplicate] = useState(false);
  const selectTab = (value: string | null) => {
    if (isBusy) return;
    if (value === 'duplicate') setOpenedDuplicate(true);
    setTab(value);
  };
  const done = (need: TNeed) => {
    onCreated?.(need);
    onClose();
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t('needs.create.title')}
      size="xl"
      centered={false}
      closeOnEscape={!isBusy}
      closeOnClickOutside={!isBusy}
      withCloseButton={!isBusy}
    >
      <Tabs value={tab} onChange={selectTab} keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="ai" leftSection={<IconFileUpload size={14} />} disabled={!hasAi}>
            {t('needs.create.tabs.ai')}
          </Tabs.Tab>
          <Tabs.Tab value="manual" leftSection={<IconPencil size={14} />}>
            {t('needs.create.tabs.manual')}
          </Tabs.Tab>
          <Tabs.Tab value="duplicate" leftSection={<IconCopy size={14} />}>
            {t('needs.create.tabs.duplicate')}
          </Tabs.Tab>
        </Tabs.List>
        {hasAi ? null : (
          <Alert color="gray" variant="light" mb="sm" py={6}>
            <Text size="xs">{t(AI_ANALYSIS_PENDING_NOTE)}</Text>
          </Alert>
        )}
        <Tabs.Panel value="ai">
          {typeof aiAnalysisPanel === 'function'
            ? aiAnalysisPanel({
                close: () => {
                  setBusy(false);
                  onClose();
                },
                setBusy,
                showManualEntry: () => {
                  setBusy(false);
                  setTab('manual');
                },
              })
            : aiAnalysisPanel}
        </Tabs.Panel>
        <Tabs.Panel value="manual">
          <NeedCreateForm initialValues={EMPTY_CREATE_FORM} onCreated={done} onCancel={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="duplicate">
          {hasOpenedDuplicate ? <DuplicateTab onCreated={done} onCancel={onClose} /> : null}
        </Tabs.Panel>
      </Tabs>
    </AppModal>
  );
}
