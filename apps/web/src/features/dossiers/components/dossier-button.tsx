import { ActionIcon, Tooltip } from '@mantine/core';
import { IconFileCv } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n.ts';
import { useDossierAction } from '../hooks/use-dossier-action.tsx';

/** The 'Dossier' action of a candidate card: opens the editor tailored to the need. */
export function DossierButton({
  candidateId,
  candidateName,
  needId,
}: {
  candidateId: string;
  candidateName: string;
  needId: string | null;
}) {
  const t = useT();
  const dossier = useDossierAction();
  if (!dossier.allowed) return null;
  return (
    <>
      <Tooltip label={t('dossiers.open')}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={t('dossiers.openAria', { name: candidateName })}
          onClick={() => dossier.open(candidateId, needId)}
        >
          <IconFileCv size={14} />
        </ActionIcon>
      </Tooltip>
      {dossier.modal}
    </>
  );
}
