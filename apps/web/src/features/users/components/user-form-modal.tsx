import { useState } from 'react';
import { PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { ROLES, ZCreateUser, type TRole, type TUser } from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { FormErrorAlert } from '../../../shared/admin-ui/form-error-alert.tsx';
import { FormActions } from '../../../shared/admin-ui/form-actions.tsx';
import { useCreateUser } from '../api/create-user.ts';
import { useUpdateUser, type TUserEdit } from '../api/update-user.ts';
import { mapUserError } from '../utils/map-user-error.ts';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

type TUserFormValues = { name: string; email: string; password: string; role: TRole | '' };

// Editing keeps the password when the field is left blank.
const ZEditUser = ZCreateUser.partial({ password: true });
const validateCreate = zodFormValidator<TUserFormValues>(ZCreateUser);
const validateEdit = zodFormValidator<TUserFormValues>({
  safeParse: (values) => {
    const { password, ...rest } = values as TUserFormValues;
    return ZEditUser.safeParse(password ? { ...rest, password } : rest);
  },
});

type TUserFormModalProps = {
  opened: boolean;
  /** null: Add User; a user: edit that user. */
  user: TUser | null;
  onClose: () => void;
};

export function UserFormModal({ opened, user, onClose }: TUserFormModalProps) {
  const t = useT();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={user ? t('users.form.editTitle') : t('users.form.addTitle')}
      centered
    >
      {/* Remounted per user so the form starts from that user's values. */}
      <UserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />
    </AppModal>
  );
}

function UserForm({ user, onDone }: { user: TUser | null; onDone: () => void }) {
  const t = useT();
  const isEdit = user !== null;
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const [bannerError, setBannerError] = useState<string | null>(null);
  const form = useForm<TUserFormValues>({
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      password: '',
      role: user?.role ?? '',
    },
    validate: isEdit ? validateEdit : validateCreate,
  });
  const isSaving = createUser.isPending || updateUser.isPending;

  const handleError = (error: unknown) => {
    const mapped = mapUserError(
      error,
      isEdit ? translate('users.form.updateFailed') : translate('users.form.createFailed'),
    );
    if (mapped.field) {
      form.setFieldError(mapped.field, mapped.message);
      setBannerError(null);
    } else {
      setBannerError(mapped.message);
    }
  };

  const handleSubmit = (values: TUserFormValues) => {
    setBannerError(null);
    const role = values.role as TRole;
    const base = { name: values.name.trim(), email: values.email.trim(), role };
    if (!isEdit) {
      createUser.mutate(
        { ...base, password: values.password },
        {
          onSuccess: (created) => {
            notifications.show({
              color: 'green',
              message: translate('users.form.created', { name: created?.name ?? base.name }),
            });
            onDone();
          },
          onError: handleError,
        },
      );
      return;
    }
    const body: TUserEdit = { ...base };
    if (values.password) body.password = values.password;
    updateUser.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            message: translate('users.form.updated', { name: base.name }),
          });
          onDone();
        },
        onError: handleError,
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={isEdit ? t('users.form.editForm') : t('users.form.addForm')}
      onSubmit={form.onSubmit(handleSubmit)}
    >
      <Stack gap="sm">
        <FormErrorAlert message={bannerError} />
        <TextInput
          label={t('users.form.name')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('users.form.email')}
          type="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('users.form.password')}
          withAsterisk={!isEdit}
          autoComplete="new-password"
          description={isEdit ? t('users.form.passwordKeep') : t('users.form.passwordRule')}
          visibilityToggleButtonProps={{ 'aria-label': t('users.form.passwordToggle') }}
          {...form.getInputProps('password')}
        />
        <Select
          label={t('users.form.role')}
          withAsterisk
          placeholder={t('users.form.rolePlaceholder')}
          data={ROLES.map((value) => ({ value, label: labelOf(t, 'role', value) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role')}
        />
        <FormActions
          mt="sm"
          cancelLabel={t('users.form.cancel')}
          submitLabel={isEdit ? t('users.form.saveChanges') : t('users.form.submitAdd')}
          isPending={isSaving}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
