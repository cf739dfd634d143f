import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { ROLES, ZCreateUser, type TRole, type TUser } from '@staffing/domain';
import { zodFormValidator } from '../../../shared/utils/zod-form.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useUpdateUser, type TUserEdit } from '../api/update-user.ts';
import { mapUserError } from '../utils/map-user-error.ts';

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
  return (
    <Modal opened={opened} onClose={onClose} title={user ? 'Edit User' : 'Add User'} centered>
      {/* Remounted per user so the form starts from that user's values. */}
      <UserForm key={user?.id ?? 'new'} user={user} onDone={onClose} />
    </Modal>
  );
}

function UserForm({ user, onDone }: { user: TUser | null; onDone: () => void }) {
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
    const mapped = mapUserError(error, isEdit ? 'Failed to update user' : 'Failed to create user');
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
              message: `User "${created?.name ?? base.name}" created successfully`,
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
            message: `User "${base.name}" updated successfully`,
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
      aria-label={isEdit ? 'Edit user' : 'Add user'}
      onSubmit={form.onSubmit(handleSubmit)}
    >
      <Stack gap="sm">
        {bannerError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {bannerError}
          </Alert>
        ) : null}
        <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
        <TextInput label="Email" type="email" withAsterisk {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          withAsterisk={!isEdit}
          autoComplete="new-password"
          description={
            isEdit ? 'Leave blank to keep the current password' : 'At least 8 characters'
          }
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          {...form.getInputProps('password')}
        />
        <Select
          label="Role"
          withAsterisk
          placeholder="Select a role"
          data={[...ROLES]}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {isEdit ? 'Save Changes' : 'Add User'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
