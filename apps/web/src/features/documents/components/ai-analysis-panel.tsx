import { useState } from 'react';
import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { TAnalysisFileType } from '../api/analyze-files.ts';
import { useAiFileAnalysis, type TAnalysisOutcome } from '../hooks/use-ai-file-analysis.ts';
import { checkDocumentFile } from '../utils/check-document-file.ts';
import { ANALYSIS_MESSAGES, MAX_ANALYSIS_MB } from '../utils/document-messages.ts';
import { FileDropZone } from './file-drop-zone.tsx';

export type TAiAnalysisPanelProps = {
  fileType: TAnalysisFileType;
  needId?: string | null;
  onComplete: (outcome: TAnalysisOutcome) => void;
  onBusyChange?: (busy: boolean) => void;
  onCancel?: () => void;
};

/** The 'AI Analysis' tab body shared by Create New Need and Add New Candidate. */
export function AiAnalysisPanel({
  fileType,
  needId,
  onComplete,
  onBusyChange,
  onCancel,
}: TAiAnalysisPanelProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const analysis = useAiFileAnalysis({
    fileType,
    needId: needId ?? null,
    onComplete,
    ...(onBusyChange ? { onBusyChange } : {}),
  });
  const { phase, busy } = analysis;

  const choose = (next: File | null) => {
    setFile(next);
    setFileError(next ? checkDocumentFile(next, MAX_ANALYSIS_MB) : null);
    if (phase === 'error') analysis.reset();
  };
  const shownError = fileError ?? (phase === 'error' ? analysis.error : null);

  return (
    <Stack gap="md">
      <FileDropZone
        file={file}
        onFile={choose}
        disabled={busy}
        what={fileType === 'jd' ? 'a job description' : 'a CV'}
      />
      {shownError ? (
        <Alert color="red" role="alert">
          {shownError}
        </Alert>
      ) : null}
      {busy ? (
        <Stack gap={6} align="center" py="sm" data-testid="analysis-progress">
          <Group gap="xs">
            <Loader size="sm" />
            <Text fw={500}>
              {phase === 'uploading' ? ANALYSIS_MESSAGES.uploading : ANALYSIS_MESSAGES.analyzing}
            </Text>
          </Group>
          {phase === 'analyzing' ? (
            <>
              <Text size="sm" c="dimmed" ta="center">
                {ANALYSIS_MESSAGES.mayTakeMinutes}
              </Text>
              <Progress
                value={Math.max(5, analysis.progress)}
                w="100%"
                size="sm"
                animated
                aria-label="Analysis progress"
              />
            </>
          ) : null}
        </Stack>
      ) : null}
      <Group justify="flex-end">
        {onCancel ? (
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        ) : null}
        <Button
          leftSection={<IconSparkles size={16} />}
          loading={busy}
          disabled={!file || Boolean(fileError)}
          onClick={() => void analysis.analyze(file)}
        >
          Analyze with AI
        </Button>
      </Group>
    </Stack>
  );
}
