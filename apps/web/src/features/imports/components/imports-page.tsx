import { Stack } from '@mantine/core';
import { useT } from '../../../i18n/i18n.ts';
import { PageHeader } from '../../../shared/admin-ui/page-header.tsx';
import { ImportWizard } from './import-wizard.tsx';
import { PastImports } from './past-imports.tsx';

/** /imports: candidates or needs from a CSV or XLSX file (Admin and Sales). */
export function ImportsPage() {
  const t = useT();
  return (
    <Stack p="md" gap="lg" maw={1100} mx="auto">
      <PageHeader title={t('imports.title')} description={t('imports.intro')} />
      <ImportWizard />
      <PastImports />
    </Stack>
  );
}
