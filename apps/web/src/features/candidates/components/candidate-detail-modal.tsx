import { useState, type ReactNode } from 'react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Divider,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import {
  can,
  formatPhoneForDisplay,
  getCvState,
  getPriorityColor,
  hasCv,
  type TCandidate,
} from '@staffing/domain';
import { t as translate, useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { useSession } from '../../../shared/session/index.ts';
import { NeedStatusBadge } from '../../../shared/ui/need-status-badge.tsx';
import { formatDateTime } from '../../../shared/utils/format-date.ts';
import { useCandidate } from '../api/get-candidate.ts';
import { getCvDownloadUrl } from '../api/get-cv-download-url.ts';
import {
  CV_ANALYSIS_BADGES,
  formatExperience,
  getExperiences,
  getLocation,
  getProfileList,
  hasExperience,
  showText,
  type TExperience,
} from '../utils/candidate-profile.ts';
import { CandidateContactLinks } from './candidate-contact-links.tsx';
import { Chips, Field, Section } from './candidate-detail-parts.tsx';
import { CandidateDataProtection } from './candidate-data-protection.tsx';
import { CandidateStepsSection } from './candidate-steps-section.tsx';
import { EditCandidateModal } from './edit-candidate-modal.tsx';
import { AppModal } from '../../../shared/ui/app-modal.tsx';

const EXPERIENCE_RANKS: readonly TMessageKey[] = [
  'candidates.detail.latest',
  'candidates.detail.second',
  'candidates.detail.third',
];

type TCandidateSlot = ((candidate: TCandidate) => ReactNode) | undefined;

/** What other features draw in a candidate's detail; the pages that open it pass them through. */
export type TCandidateDetailSlots = {
  /** The CV upload action shown instead of Download CV when there is no CV (documents feature). */
  renderCvUpload?: TCandidateSlot;
  /** The candidate's history timeline (history feature). */
  renderHistory?: TCandidateSlot;
  /** More actions beside Download CV (the dossier de compétences). */
  renderHeaderActions?: TCandidateSlot;
  /** 'This may be …' with Open, Merge, Not the same person (duplicates feature). */
  renderDuplicates?: TCandidateSlot;
};

export type TCandidateDetailModalProps = TCandidateDetailSlots & {
  candidateId: string | null;
  /** The need whose steps are shown; without it the user picks one of the candidate's needs. */
  needId?: string | null;
  /** The list's copy, shown while the full candidate loads. */
  initial?: TCandidate | null;
  readOnly?: boolean;
  onClose: () => void;
};

export function CandidateDetailModal({
  candidateId,
  needId,
  initial,
  readOnly,
  onClose,
  ...slots
}: TCandidateDetailModalProps) {
  const t = useT();
  // The last candidate stays on screen while the modal fades out.
  const [last, setLast] = useState({ id: candidateId, initial });
  if (candidateId && candidateId !== last.id) setLast({ id: candidateId, initial });
  const query = useCandidate(candidateId ?? last.id, candidateId ? initial : last.initial);
  const candidate = query.data;
  return (
    <AppModal
      opened={!!candidateId}
      onClose={onClose}
      size="80rem"
      title={candidate ? null : t('candidates.detail.modalTitle')}
      zIndex={250}
      withCloseButton
    >
      {!candidate ? (
        query.isError ? (
          <Alert color="red">{t('candidates.detail.notFound')}</Alert>
        ) : (
          <Loader aria-label={t('candidates.detail.loading')} />
        )
      ) : (
        <CandidateDetail
          candidate={candidate}
          needId={needId ?? null}
          readOnlyProp={!!readOnly}
          {...slots}
          onErased={onClose}
        />
      )}
    </AppModal>
  );
}

export async function downloadCandidateCv(candidate: Pick<TCandidate, 'id' | 'cvUrl'>) {
  if (!hasCv(candidate.cvUrl)) {
    notifications.show({ color: 'yellow', message: translate('candidates.detail.noCv') });
    return;
  }
  try {
    window.open(await getCvDownloadUrl(candidate.id), '_blank', 'noopener');
  } catch {
    notifications.show({ color: 'red', message: translate('candidates.detail.downloadFailed') });
  }
}

function CandidateDetail({
  candidate: c,
  needId,
  readOnlyProp,
  renderCvUpload,
  renderHistory,
  renderHeaderActions,
  renderDuplicates,
  onErased,
}: TCandidateDetailSlots & {
  candidate: TCandidate;
  needId: string | null;
  readOnlyProp: boolean;
  onErased: () => void;
}) {
  const t = useT();
  const { role } = useSession();
  const canMutate = !!role && can.mutateCandidates(role) && !readOnlyProp;
  const canMutateSteps = !!role && can.mutateSteps(role) && !readOnlyProp;
  const canDownload = !!role && can.downloadCv(role);
  const [editing, setEditing] = useState(false);
  const [pickedNeed, setPickedNeed] = useState<string | null>(needId ?? c.needs[0]?.needId ?? null);
  const stepsNeed = needId ?? pickedNeed;
  const experiences = getExperiences(c);
  const hardSkills = getProfileList(c, 'hardSkills');
  const location = getLocation(c);
  const role_ = showText(c.cvRole);
  const experience = formatExperience(c.cvExperienceYears);
  const badge = c.cvAnalysisStatus ? CV_ANALYSIS_BADGES[c.cvAnalysisStatus] : null;
  const jobTitle = (e: TExperience) =>
    e.title && e.company
      ? t('candidates.detail.jobAt', { title: e.title, company: e.company })
      : (e.title ?? e.company ?? '');

  return (
    <Stack gap="md">
      {canMutate && renderDuplicates ? renderDuplicates(c) : null}
      <Group justify="space-between" align="flex-start">
        <Group align="flex-start">
          <Avatar size="lg" radius="xl" color="blue">
            {(c.name.trim()[0] ?? '?').toUpperCase()}
          </Avatar>
          <div>
            <Title order={3}>{c.name}</Title>
            <Text c="dimmed" size="sm">
              {[role_, experience, showText(c.cvTrigramme), location].filter(Boolean).join(' · ') ||
                t('candidates.detail.noProfile')}
            </Text>
            <CandidateContactLinks email={c.email} phone={c.phone} />
          </div>
        </Group>
        <Group gap="xs">
          {renderHeaderActions?.(c)}
          {!hasCv(c.cvUrl) && canMutate && renderCvUpload ? renderCvUpload(c) : null}
          {canDownload && hasCv(c.cvUrl) ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} />}
              onClick={() => void downloadCandidateCv(c)}
            >
              {t('candidates.detail.downloadCv')}
            </Button>
          ) : null}
          {canMutate ? (
            <Button size="xs" leftSection={<IconEdit size={14} />} onClick={() => setEditing(true)}>
              {t('common.actions.edit')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Divider />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="sm" radius="md">
          {!needId && c.needs.length > 1 ? (
            <Select
              size="xs"
              mb="xs"
              label={t('candidates.detail.stepsForNeed')}
              data={c.needs.map((n) => ({
                value: n.needId,
                label: t('candidates.detail.needOption', { title: n.title, client: n.client }),
              }))}
              value={pickedNeed}
              onChange={setPickedNeed}
              allowDeselect={false}
            />
          ) : null}
          {stepsNeed ? (
            <CandidateStepsSection
              key={stepsNeed}
              needId={stepsNeed}
              candidateId={c.id}
              candidateName={c.name}
              readOnly={!canMutateSteps}
            />
          ) : (
            <Stack gap={4}>
              <Title order={5}>{t('candidates.detail.recruitmentSteps')}</Title>
              <Text size="sm" c="dimmed">
                {t('candidates.detail.noSteps')}
              </Text>
            </Stack>
          )}
        </Paper>
        <Stack gap="sm">
          <Section title={t('candidates.detail.professionalSummary')}>
            <Stack gap={2}>
              <Field label={t('candidates.detail.experience')} value={experience} />
              <Field label={t('candidates.detail.trigramme')} value={showText(c.cvTrigramme)} />
              <Field
                label={t('candidates.detail.availability')}
                value={showText(c.cvAvailability)}
              />
              <Field
                label={t('candidates.detail.skills')}
                value={t('candidates.detail.skillCount', { count: c.skills.length })}
              />
            </Stack>
          </Section>
          <Section title={t('candidates.detail.technicalSkills')}>
            <Chips items={hardSkills.length ? hardSkills : c.skills} color="blue" />
          </Section>
          <Section title={t('candidates.detail.softSkills')}>
            <Chips items={getProfileList(c, 'softSkills')} color="teal" />
          </Section>
          <Section title={t('candidates.detail.keyStrengths')}>
            <Chips items={getProfileList(c, 'keyStrengths')} color="green" />
          </Section>
          <Section title={t('candidates.detail.areasForDevelopment')}>
            <Chips
              items={getProfileList(c, 'missingSkills')}
              color="orange"
              empty={t('candidates.detail.noMissingSkills')}
            />
          </Section>
        </Stack>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('candidates.detail.professionalExperience')}>
          {experiences.some(hasExperience) ? (
            <Stack gap="xs">
              {experiences.map((e, i) =>
                hasExperience(e) ? (
                  <div key={i}>
                    <Text size="xs" c="dimmed">
                      {t(EXPERIENCE_RANKS[i]!)}
                    </Text>
                    <Text size="sm" fw={500}>
                      {jobTitle(e)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[e.startDate, e.endDate].filter(Boolean).join(' – ')}
                      {e.location ? ` · ${e.location}` : ''}
                    </Text>
                    {i === 0 && getProfileList(c, 'responsibilities').length ? (
                      <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                        {getProfileList(c, 'responsibilities').map((r) => (
                          <li key={r}>
                            <Text size="xs">{r}</Text>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                ) : null,
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('candidates.detail.noExperience')}
            </Text>
          )}
        </Section>
        <Stack gap="sm">
          <Section title={t('candidates.detail.languages')}>
            <Chips items={getProfileList(c, 'languages')} color="grape" />
          </Section>
          <Section title={t('candidates.detail.contactInfo')}>
            <Stack gap={2}>
              <Field label={t('candidates.detail.email')} value={c.email} />
              <Field
                label={t('candidates.detail.phone')}
                value={c.phone ? formatPhoneForDisplay(c.phone) : null}
              />
              <Field label={t('candidates.detail.location')} value={location} />
            </Stack>
          </Section>
          <Section title={t('candidates.detail.statusAvailability')}>
            <Stack gap={2}>
              <Field
                label={t('candidates.detail.cvStatus')}
                value={
                  badge ? (
                    <Badge color={badge.color} variant="light" tt="none">
                      {labelOf(t, 'cvAnalysis', c.cvAnalysisStatus)}
                    </Badge>
                  ) : (
                    labelOf(t, 'cvState', getCvState(c))
                  )
                }
              />
              <Field
                label={t('candidates.detail.availability')}
                value={showText(c.cvAvailability)}
              />
              <Field
                label={t('candidates.detail.lastUpdated')}
                value={formatDateTime(c.updatedAt)}
              />
            </Stack>
          </Section>
          <Section title={t('candidates.detail.dataProtection')}>
            <CandidateDataProtection
              candidate={c}
              role={role}
              canMutate={canMutate}
              onErased={onErased}
            />
          </Section>
        </Stack>
      </SimpleGrid>
      <Section title={t('candidates.detail.associatedNeeds')}>
        {c.needs.length ? (
          <Stack gap={4}>
            {c.needs.map((n) => (
              <Group key={n.needId} gap="xs">
                <Text size="sm" fw={500}>
                  {n.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {n.client}
                </Text>
                <Badge size="sm" color={getPriorityColor(n.priority)}>
                  {n.priority}
                </Badge>
                <NeedStatusBadge column={n.column} variant="outline" />
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('candidates.detail.noNeeds')}
          </Text>
        )}
      </Section>
      {renderHistory ? (
        <Section title={t('candidates.detail.history')}>{renderHistory(c)}</Section>
      ) : null}
      <EditCandidateModal candidate={editing ? c : null} onClose={() => setEditing(false)} />
    </Stack>
  );
}
