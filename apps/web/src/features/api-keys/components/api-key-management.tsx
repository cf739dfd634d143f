import { useState } from 'react';
import { Button, Code, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { TApiKey } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { PageHeader } from '../../../shared/admin-ui/page-header.tsx';
import { ListQueryStates } from '../../../shared/admin-ui/list-query-states.tsx';
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
      <PageHeader
        title={t('api-keys.page.title')}
        description={<RichMessage id="api-keys.page.intro" components={{ 0: <Code /> }} />}
        actions={
          <Button leftSection={<IconKey size={16} />} onClick={() => setCreating(true)}>
            {t('api-keys.page.create')}
          </Button>
        }
      />

      <ListQueryStates
        query={keys}
        loadingLabel={t('api-keys.page.loading')}
        failure={(error) => ({ message: getErrorMessage(error, t('api-keys.page.loadFailed')) })}
        isEmpty={items.length === 0}
        empty={t('api-keys.page.empty')}
      >
        <ApiKeysTable keys={items} onRevoke={setRevoking} />
      </ListQueryStates>

      <CreateApiKeyModal opened={creating} onClose={() => setCreating(false)} />
      <RevokeApiKeyModal apiKey={revoking} onClose={() => setRevoking(null)} />
    </Stack>
  );
}
