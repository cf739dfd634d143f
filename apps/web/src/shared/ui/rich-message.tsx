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
 * Text values go in as elements: Lingui would otherwise read markup typed by a person (a name
 * with '<0>' or '<b>' in it) as tags of the message. Numbers stay numbers, for plurals.
 */
function asElements(values: TMessageValues | undefined): TMessageValues | undefined {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? <>{value}</> : value,
    ]),
  );
}

/**
 * A catalogue message with markup inside it (a name in bold, a URL in code), in the active
 * language. Works with or without the Lingui provider, like `useT`.
 */
export function RichMessage({ id, values, components }: TRichMessageProps) {
  useT(); // renders again when the language changes
  return (
    <TransNoContext id={id} values={asElements(values)} components={components} lingui={{ i18n }} />
  );
}
