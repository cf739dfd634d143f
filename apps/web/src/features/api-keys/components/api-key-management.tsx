import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { TApiKey } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { StaleDataAlert } from '../../../shared/ui/stale-data-alert.tsx';
import { useApiKeys } from '../api/get-api-keys.ts';
import { ApiKeysTable } from './api-keys-table.tsx';
import { CreateApiKeyModal } from './create-api-key-modal.tsx';
import { RevokeApiKeyModal } from './revoke-api-key-modal.tsx';

/** /admin/api-keys: the keys integrations call the API with (Admin only). */
export function ApiKeyManagement() {
  const t = useT();
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);
  const items = keys.data?.items ?? [];

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2}>{t('api-keys.page.title')}</Title>
          <Text c="dimmed" size="sm">
            <RichMessage id="api-keys.page.intro" components={{ 0: <Code /> }} />
          </Text>
        </div>
        <Button leftSection={<IconKey size={16} />} onClick={() => setCreating(true)}>
          {t('api-keys.page.create')}
        </Button>
      </Group>

      <StaleDataAlert query={keys} />
      <Paper withBorder radius="md">
        {keys.isPending ? (
          <Center p="xl">
            <Loader aria-label={t('api-keys.page.loading')} />
          </Center>
        ) : keys.isLoadingError ? (
          <Alert color="red" m="md" role="alert">
            {getErrorMessage(keys.error, t('api-keys.page.loadFailed'))}
          </Alert>
        ) : items.length === 0 ? (
          <Center p="xl">
            <Text c="dimmed">{t('api-keys.page.empty')}</Text>
          </Center>
        ) : (
          <ApiKeysTable keys={items} onRevoke={setRevoking} />
        )}
      </Paper>

      <CreateApiKeyModal opened={creating} onClose={() => setCreating(false)} />
      <RevokeApiKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
