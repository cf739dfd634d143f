import { Center, Loader } from '@mantine/core';
import { useT } from '../../i18n/i18n.ts';

export function PageLoader() {
  const t = useT();
  return (
    <Center mih={240} w="100%">
      <Loader aria-label={t('common.loadingLabel')} />
    </Center>
  );
}
