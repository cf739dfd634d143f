import type { ComponentProps } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { ViewSearchInput } from '../../../shared/search/view-search-input.tsx';

type TNeedsSearchInputProps = Omit<ComponentProps<typeof ViewSearchInput>, 'label' | 'scope'>;

/**
 * The needs search of the board and of the lists: its placeholder says what it covers (the
 * server's search_text: title, client or description).
 */
export function NeedsSearchInput(props: TNeedsSearchInputProps) {
  const t = useT();
  return (
    <ViewSearchInput label={t('needs.search.label')} scope={t('needs.search.scope')} {...props} />
  );
}
