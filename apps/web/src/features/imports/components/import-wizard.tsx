import '@mantine/core/styles/Stepper.css';
import { useState } from 'react';
import { Paper, Stepper } from '@mantine/core';
import type { TImportCheck, TImportMapping, TImportUpload } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { getErrorMessage } from '../../../shared/api/index.ts';
import { useCheckImport } from '../api/check-import.ts';
import { useRunImport } from '../api/run-import.ts';
import { CheckResult } from './check-result.tsx';
import { MappingStep } from './mapping-step.tsx';
import { RunProgress } from './run-progress.tsx';
import { UploadStep } from './upload-step.tsx';

type TRun = { id: string; expected: number; duplicateCount: number };

/**
 * File → columns → check → import. Each step's answer opens the next; going back drops what
 * came after (a changed mapping must be checked again before it is run).
 */
export function ImportWizard() {
  const t = useT();
  const [upload, setUpload] = useState<TImportUpload | null>(null);
  const [mapping, setMapping] = useState<TImportMapping>([]);
  const [check, setCheck] = useState<TImportCheck | null>(null);
  const [run, setRun] = useState<TRun | null>(null);
  const checking = useCheckImport();
  const starting = useRunImport();
  const active = run ? 3 : check ? 2 : upload ? 1 : 0;

  const startOver = () => {
    setUpload(null);
    setMapping([]);
    setCheck(null);
    setRun(null);
    checking.reset();
    starting.reset();
  };
  const backTo = (step: number) => {
    if (run || step >= active) return;
    if (step < 2) {
      setCheck(null);
      starting.reset();
    }
    if (step < 1) {
      setUpload(null);
      checking.reset();
    }
  };
  const changeMapping = (next: TImportMapping) => {
    setMapping(next);
    checking.reset();
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stepper
        active={active}
        onStepClick={backTo}
        allowNextStepsSelect={false}
        size="sm"
        aria-label={t('imports.steps')}
      >
        <Stepper.Step label={t('imports.step.file')} allowStepSelect={!run && active > 0}>
          <UploadStep
            onUploaded={(uploaded) => {
              setUpload(uploaded);
              setMapping(uploaded.import.mapping);
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={t('imports.step.columns')} allowStepSelect={!run && active > 1}>
          {upload ? (
            <MappingStep
              upload={upload}
              mapping={mapping}
              onChange={changeMapping}
              onBack={() => backTo(0)}
              isChecking={checking.isPending}
              error={
                checking.isError ? getErrorMessage(checking.error, t('imports.checkFailed')) : null
              }
              onCheck={() =>
                checking.mutate({ id: upload.import.id, mapping }, { onSuccess: setCheck })
              }
            />
          ) : null}
        </Stepper.Step>
        <Stepper.Step label={t('imports.step.check')} allowStepSelect={false}>
          {check ? (
            <CheckResult
              check={check}
              onBack={() => backTo(1)}
              isStarting={starting.isPending}
              runError={
                starting.isError ? getErrorMessage(starting.error, t('imports.runFailed')) : null
              }
              onRun={() =>
                starting.mutate(
                  { id: check.import.id, mapping },
                  {
                    onSuccess: (started) =>
                      setRun({
                        id: started.id,
                        expected: check.validCount,
                        duplicateCount: check.duplicates.length,
                      }),
                  },
                )
              }
            />
          ) : null}
        </Stepper.Step>
        <Stepper.Step label={t('imports.step.import')} allowStepSelect={false}>
          {run ? (
            <RunProgress
              importId={run.id}
              expected={run.expected}
              duplicateCount={run.duplicateCount}
              onStartOver={startOver}
            />
          ) : null}
        </Stepper.Step>
      </Stepper>
    </Paper>
  );
}
