import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { normaliseOrderClients } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';

export type TOrderClient = { name: string; email: string };

type TOrderClientsInputProps = {
  value: TOrderClient[];
  onChange: (value: TOrderClient[]) => void;
  disabled?: boolean;
};

/** Order clients: a name and an optional e-mail, added with the button or Enter; duplicate names ignored. */
export function OrderClientsInput({ value, onChange, disabled }: TOrderClientsInputProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  const add = () => {
    if (!name.trim()) return;
    const { orderClients, orderClientsEmail } = normaliseOrderClients([...value, { name, email }]);
    onChange(orderClients.map((n, i) => ({ name: n, email: orderClientsEmail[i] ?? '' })));
    setName('');
    setEmail('');
  };
  // Both inputs share the row's width, and Enter in either adds the client.
  const inputProps = {
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        add();
      }
    },
    disabled,
    style: { flex: 1, minWidth: 160 },
  };

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('needs.table.orderClients')}
      </Text>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          aria-label={t('needs.orderClients.name')}
          placeholder={t('needs.orderClients.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          {...inputProps}
        />
        <TextInput
          aria-label={t('needs.orderClients.email')}
          placeholder={t('needs.orderClients.emailPlaceholder')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          {...inputProps}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={add}
          disabled={disabled || !name.trim()}
        >
          {t('needs.orderClients.add')}
        </Button>
      </Group>
      {value.map((client) => (
        <Group key={client.name} gap="xs" justify="space-between" wrap="nowrap">
          <Text size="sm">
            {client.name}
            {client.email ? (
              <Text span c="dimmed" size="sm">
                {' '}
                ({client.email})
              </Text>
            ) : null}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('needs.orderClients.remove', { name: client.name })}

            onClick={() => onChange(value.filter((c) => c.name !== client.name))}
            disabled={disabled}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
