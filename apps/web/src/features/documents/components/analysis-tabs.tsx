import '../../../i18n/more-catalogs.ts';
import { useState } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import type { TCandidate } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { DocumentImportPanel } from './document-import-panel.tsx';
import { EmailImportPanel } from './email-import-panel.tsx';

export type TNeedAiAnalysisTabProps = {
  /** Closes the Create New Need dialog once the reviewed need (or candidate) exists. */
  onClose: () => void;
  /** Locks the dialog (no close, no tab change) while the document is read or saved. */
  setBusy?: (busy: boolean) => void;
  /** Switches the dialog to Manual Entry (offered when the file cannot be read). */
  showManualEntry?: () => void;
  onCreated?: (needId: string) => void;
};

/**
 * Create New Need → AI Analysis: a job description is reviewed, then becomes a new need
 * (docs/decisions/0012-reviewed-imports.md); a CV dropped here may become a candidate instead.
 * A client's e-mail, pasted or opened as .eml, becomes one reviewed need per position it asks for.
 */
export function NeedAiAnalysisTab({
  onClose,
  setBusy,
  showManualEntry,
  onCreated,
}: TNeedAiAnalysisTabProps) {
  const tr = useT();
  const [source, setSource] = useState<'document' | 'email'>('document');
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        value={source}
        onChange={(value) => setSource(value === 'email' ? 'email' : 'document')}
        data={[
          { value: 'document', label: tr('email-import.fromDocument') },
          { value: 'email', label: tr('email-import.fromEmail') },
        ]}
      />
      {source === 'email' ? (
        <EmailImportPanel
          {...(setBusy ? { onBusyChange: setBusy } : {})}
          onNeedsCreated={(needs) => {
            setBusy?.(false);
            const last = needs.at(-1);
            if (last) onCreated?.(last.id);
            onClose();
          }}
        />
      ) : (
        <DocumentImportPanel
          kind="jd"
          {...(setBusy ? { onBusyChange: setBusy } : {})}
          {...(showManualEntry ? { onManualEntry: showManualEntry } : {})}
          onNeedCreated={(need) => {
            setBusy?.(false);
            onCreated?.(need.id);
            onClose();
          }}
          onCandidateCreated={() => {
            setBusy?.(false);
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Stack>
  );
}

export type TCandidateWithEmailFlag = TCandidate & { needsEmailEdit: boolean };

export type TCandidateAiAnalysisTabProps = {
  needId: string | null;
  setBusy: (busy: boolean) => void;
  /** Switches the dialog to Manual Entry (offered when the file cannot be read). */
  showManualEntry?: () => void;
  /** The candidate made (or merged) from the reviewed CV, flagged needsEmailEdit when it has no e-mail. */
  onDone: (candidate: TCandidateWithEmailFlag) => void;
};

/** Add New Candidate → AI Analysis: a CV is reviewed, then becomes a candidate linked to the need. */
export function CandidateAiAnalysisTab({
  needId,
  setBusy,
  showManualEntry,
  onDone,
}: TCandidateAiAnalysisTabProps) {
  return (
    <DocumentImportPanel
      kind="cv"
      needId={needId}
      onBusyChange={setBusy}
      {...(showManualEntry ? { onManualEntry: showManualEntry } : {})}
      onCandidateCreated={(candidate) => {
        setBusy(false);
        onDone({ ...candidate, needsEmailEdit: !candidate.email?.trim() });
      }}
    />
  );
}
