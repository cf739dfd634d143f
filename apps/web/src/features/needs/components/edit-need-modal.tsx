import { useState } from 'react';
import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  getMissingCrmData,
  getMissionUrlWarning,
  getNeedUpdateErrorMessage,
  type TNeed,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { isApiError } from '../../../shared/api/index.ts';
import { NeedPresence } from '../../../shared/presence/index.ts';
import { SaveErrorBanner, type TSaveError } from '../../../shared/ui/save-error-banner.tsx';
import { FormActions } from '../../../shared/ui/form-actions.tsx';
import { getNeed } from '../api/get-need.ts';
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
import {
  EditNeedBasicPanel,
  EditNeedJobPanel,
  EditNeedMetaPanel,
  EditNeedSkillsPanel,
} from './edit-need-panels.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

export type TEditNeedModalProps = {
  need: TNeed;
  onClose: () => void;
  /** The success toast; the board names the need, the detail page says 'Need updated successfully'. */
  successMessage?: (need: TNeed) => string;
  /** Called with the saved need before the dialog closes (the RPA launcher goes on with it). */
  onSaved?: (need: TNeed) => void;
};

type TBanner = TSaveError | null;

/** Edit Need (spec 000 §2): four tabs, checked on each change, sends only what changed. */
export function EditNeedModal({
  need: initialNeed,
  onClose,
  successMessage,
  onSaved,
}: TEditNeedModalProps) {
  const t = useT();
  const update = useUpdateNeed();
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

  return (
    <AppModal
      opened
      onClose={onClose}
      title={t('needs.edit.title', { title: initialNeed.title })}
      size="xl"
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
              <EditNeedBasicPanel form={form} />
            </Tabs.Panel>

            <Tabs.Panel value="job">
              <EditNeedJobPanel form={form} />
            </Tabs.Panel>

            <Tabs.Panel value="skills">
              <EditNeedSkillsPanel form={form} />
            </Tabs.Panel>

            <Tabs.Panel value="meta">
              <EditNeedMetaPanel form={form} base={base} />
            </Tabs.Panel>
          </Tabs>
          <SaveErrorBanner
            error={banner}
            onReload={() => void reload()}
            isReloading={isReloading}
          />
          <FormActions
            onCancel={onClose}
            saving={update.isPending}
            cancelDisabled={false}
            submitDisabled={hasErrors}
            submitLabel={t('needs.edit.save')}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
