import { Text } from '@mantine/core';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { RichMessage } from '../../../shared/ui/rich-message.tsx';

/** A sentence about one endpoint with its URL in bold (the message's <0>{url}</0>). */
export function EndpointUrlMessage({ id, url }: { id: TMessageKey; url: string | undefined }) {
  return (
    <Text size="sm">
      <RichMessage id={id} values={{ url: url ?? '' }} components={{ 0: <b /> }} />
    </Text>
  );
}
