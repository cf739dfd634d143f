import { IconFileCv } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n.ts';
import { TooltipAction } from '../../../shared/ui/tooltip-action.tsx';

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
    <TooltipAction
      label={t('dossiers.open')}
      size="sm"
      aria-label={t('dossiers.openAria', { name: candidateName })}
      onClick={onOpen}
    >
      <IconFileCv size={14} />
    </TooltipAction>
  );
}
