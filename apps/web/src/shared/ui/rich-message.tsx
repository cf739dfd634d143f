import type { ReactElement } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { i18n, useT, type TMessageValues } from '../../i18n/i18n.ts';
import type { TMessageKey } from '../../i18n/keys.ts';

type TRichMessageProps = {
  id: TMessageKey;
  values?: TMessageValues;
  /** The elements of the message's numbered tags: 'delete <0>{name}</0>?' with { 0: <strong /> }. */
  components: Record<string, ReactElement>;
};

/**
 * A catalogue message with markup inside it (a name in bold, a URL in code), in the active
 * language. Works with or without the Lingui provider, like `useT`.
 */
export function RichMessage({ id, values, components }: TRichMessageProps) {
  useT(); // renders again when the language changes
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
}
