import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { getJdAnalysisBadge, type TNeed } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { SectionPaper } from '../../../shared/ui/section-paper.tsx';
import { getJdDetails } from '../utils/need-display.ts';

function Field({ label, value }: { label: string; value: string | number | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value === null || value === '' ? '—' : value}</Text>
    </Stack>
  );
}

function SkillList({
  label,
  skills,
  color,
}: {
  label: string;
  skills: readonly string[];
  color: string;
}) {
  if (skills.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4}>
        {skills.map((s) => (
          <Badge key={s} size="sm" variant="light" color={color} tt="none">
            {s}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/** The AI job analysis of a need: the job-description fields and skills. */
export function JdAnalysisPanel({ need }: { need: TNeed }) {
  const t = useT();
  const jd = getJdDetails(need);
  const badge = getJdAnalysisBadge(need.jdAnalysisStatus)
    ? labelOf(t, 'jdAnalysis', need.jdAnalysisStatus)
    : null;
  return (
    <SectionPaper label={t('needs.jd.aria')}>
      <Group justify="space-between" mb="sm">
        <Group gap={6}>
          <IconSparkles size={18} color="var(--mantine-color-violet-6)" aria-hidden />
          <Title order={4}>{t('needs.jd.title')}</Title>
        </Group>
        {badge ? (
          <Badge
            color={
              need.jdAnalysisStatus === 'ERROR'
                ? 'red'
                : need.jdAnalysisStatus === 'PENDING'
                  ? 'yellow'
                  : 'green'
            }
            variant="light"
          >
            {badge}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} mb="sm">
        <Field label={t('needs.fields.seniority')} value={jd.seniority} />
        <Field label={t('needs.fields.experienceYears')} value={jd.experienceYears} />
        <Field label={t('needs.fields.location')} value={jd.location} />
        <Field label={t('needs.fields.startDate')} value={jd.startDate} />
        <Field label={t('needs.fields.duration')} value={jd.duration} />
        <Field label={t('needs.fields.remoteDays')} value={jd.remoteDays} />
        <Field label={t('needs.fields.team')} value={jd.team} />
        <Field label={t('needs.card.project')} value={jd.projectName} />
        <Field label={t('needs.fields.company')} value={jd.company} />
        <Field label={t('needs.fields.education')} value={jd.education} />
      </SimpleGrid>
      <Stack gap="xs">
        <SkillList
          label={t('needs.fields.requiredSkills')}
          skills={jd.requiredSkills}
          color="blue"
        />
        <SkillList label={t('needs.fields.desiredSkills')} skills={jd.desiredSkills} color="teal" />
        <SkillList label={t('needs.fields.softSkills')} skills={jd.softSkills} color="grape" />
        {jd.responsibilities.length ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('needs.fields.responsibilities')}
            </Text>

            {jd.responsibilities.map((r) => (
              <Text key={r} size="sm">
                • {r}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </SectionPaper>
  );
}
