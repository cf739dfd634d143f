import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileCv } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n.ts';

/** The 'Dossier' action of a candidate card or row; `onOpen` comes from `useDossierAction`. */
export function DossierButton({
  candidateName,
  onOpen,
}: {
  candidateName: string;
  onOpen: () => void;
}) {
  const t = useT();
  return (
    <Tooltip label={t('dossiers.open')}>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={t('dossiers.openAria', { name: candidateName })}
        onClick={onOpen}
      >
        <IconFileCv size={14} />
      </ActionIcon>
    </Tooltip>
  );
}
