import { Stack, Text, Title } from '@mantine/core';

type TPlaceholderPageProps = { title: string; description?: string };

/** Stand-in for a page whose feature is not built yet. */
export function PlaceholderPage({ title, description }: TPlaceholderPageProps) {
  return (
    <Stack gap="xs" p="md">
      <Title order={2}>{title}</Title>
      {description ? <Text c="dimmed">{description}</Text> : null}
      <Text>Coming soon</Text>
    </Stack>
  );
}
