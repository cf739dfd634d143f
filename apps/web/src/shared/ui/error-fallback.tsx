import { useState } from 'react';
import { Button, Center, Code, Collapse, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n.ts';

/** Catalogue keys (common: the screen can show before the signed-in layout's words arrive). */
export const FALLBACK_TEXTS = {
  heading: 'common.errorFallback.title',
  body: 'common.errorFallback.body',
  refresh: 'common.errorFallback.refresh',
} as const;

type TErrorFallbackProps = { error: unknown };

function describe(error: unknown): string {
  if (error instanceof Error)
    return `${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`;
  return String(error);
}

/** The global fallback screen (spec 000 §8, spec 001 §2). */
export function ErrorFallback({ error }: TErrorFallbackProps) {
  const t = useT();
  const [showDetails, setShowDetails] = useState(false);
  return (
    <Center mih="100vh" p="md" role="alert">
      <Paper withBorder shadow="sm" p="xl" maw={560} w="100%">
        <Stack align="center" gap="md">
          <IconAlertTriangle size={48} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={2}>{t(FALLBACK_TEXTS.heading)}</Title>
          <Text ta="center" c="dimmed">
            {t(FALLBACK_TEXTS.body)}
          </Text>
          <Button onClick={() => window.location.reload()}>{t(FALLBACK_TEXTS.refresh)}</Button>
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={showDetails}
            onClick={() => setShowDetails((shown) => !shown)}
          >
            {showDetails
              ? t('common.errorFallback.hideDetails')
              : t('common.errorFallback.showDetails')}
          </Button>
          <Collapse in={showDetails} w="100%">
            <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>
              {describe(error)}
            </Code>
          </Collapse>
        </Stack>
      </Paper>
    </Center>
  );
}
