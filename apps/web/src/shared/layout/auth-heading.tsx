import { Text, Title } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';

/** The top of a signed-out page's card (login, first-run setup): the app's name over a subtitle. */
export function AuthHeading({ subtitle }: { subtitle: string }) {
  const t = useT();
  return (
    <div>
      <Title order={1} ta="center" size="h2">
        {t('auth.title')}
      </Title>
      <Text ta="center" c="dimmed" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}
