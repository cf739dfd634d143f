import { Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';

type TPlaceholderPageProps = { title: string; description?: string };

/** Stand-in for a page whose feature is not built yet. */
export function PlaceholderPage({ title, description }: TPlaceholderPageProps) {
  const t = useT();
  return (
    <Stack gap="xs" p="md">
      <Title order={2}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
      <Text>{t('app.placeholder.soon')}</Text>
    </Stack>
  );
}
