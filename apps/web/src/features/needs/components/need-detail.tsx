import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconEdit, IconMail, IconFileText, IconUserStar } from '@tabler/icons-react';
import { can, getNeedOwner, getPriorityColor, shortId, type TNeed } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { labelOf } from '../../../i18n/labels.ts';
import { useSession } from '../../../shared/session/index.ts';
import { NeedStatusBadge } from '../../../shared/ui/need-status-badge.tsx';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { RecordLoadFailure } from '../../../shared/ui/record-load-failure.tsx';
import { formatDate } from '../../../shared/utils/format-date.ts';
import { formatEuros, formatNumber } from '../../../shared/utils/format-number.ts';
import { useNeed } from '../api/get-need.ts';
import { NeedPresence } from '../../../shared/presence/index.ts';
import { SectionPaper } from '../../../shared/ui/section-paper.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { LabelledValue } from '../../../shared/ui/labelled-value.tsx';
import { EditNeedModal } from './edit-need-modal.tsx';
import { JdAnalysisPanel } from './jd-analysis-panel.tsx';
import { ProcessActionsPanel } from './process-actions-panel.tsx';
import { TeamStakeholdersPanel } from './team-stakeholders-panel.tsx';

/** A tab the candidates feature adds beside 'Need Details' (Identified, Sent, Interview / GO-NOGO, Rejected). */
export type TNeedDetailTab = { value: string; label: ReactNode; panel: ReactNode };

export type TNeedDetailProps = {
  needId: string;
  /** Candidate tabs of the process tracker, filled by the candidates feature. */
  candidateTabs?: TNeedDetailTab[];
  /** Opens the AI Mail dialog; until the AI feature provides it the button is a disabled placeholder. */
  onOpenAiMail?: (need: TNeed) => void;
  /** Upload, download and delete of the job description (documents feature); a placeholder until then. */
  renderJobDescription?: (need: TNeed) => ReactNode;
  /** The CRM integration panel (workflows feature); `openEditor` opens the Edit Need dialog. */
  renderCrmActions?: (need: TNeed, actions: { openEditor: () => void }) => ReactNode;
};

function OrderClientsInfo({ need, onEdit }: { need: TNeed; onEdit?: (() => void) | undefined }) {
  const t = useT();
  if (need.orderClients.length === 0)
    return (
      <Alert color="yellow" variant="light" title={t('needs.detail.orderClientsMissing')}>
        <Text size="sm">{t('needs.detail.orderClientsHint')}</Text>
        {onEdit ? (
          <Button size="xs" mt="xs" variant="light" color="yellow" onClick={onEdit}>
            {t('needs.detail.addOrderClients')}
          </Button>
        ) : null}
      </Alert>
    );
  return (
    <Stack gap={4}>
      {need.orderClients.map((name, i) => (
        <Text key={name} size="sm">
          {name}
          {need.orderClientsEmail[i] ? (
            <Anchor href={`mailto:${need.orderClientsEmail[i]}`} size="sm" ml={6}>
              {need.orderClientsEmail[i]}
            </Anchor>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
}

/** The need's owner: its first Sales consultant (the card's avatar shows the same person). */
function NeedOwner({ need }: { need: TNeed }) {
  const t = useT();
  const owner = getNeedOwner(need);
  return (
    <Group gap={4} wrap="nowrap" data-testid="need-owner">
      <IconUserStar size={16} aria-hidden />
      <Text size="sm" c="dimmed">
        {t('needs.detail.owner')}
      </Text>
      <Text size="sm" fw={owner?.user ? 500 : undefined} c={owner ? undefined : 'dimmed'}>
        {owner
          ? (owner.user?.name ?? t('needs.edit.unknownConsultant'))
          : t('needs.detail.noOwner')}
      </Text>
    </Group>
  );
}

/** Need detail and process tracker (spec 000 §2), at the shareable /softeamboard/need/{id}. */
export function NeedDetail({
  needId,
  candidateTabs = [],
  onOpenAiMail,
  renderJobDescription,
  renderCrmActions,
}: TNeedDetailProps) {
  const t = useT();
  const navigate = useNavigate();
  const { role } = useSession();
  const canMutate = Boolean(role && can.mutateNeeds(role));
  const query = useNeed(needId);
  const [isEditing, setEditing] = useState(false);

  if (query.isPending) return <PageLoader />;
  if (query.isError || !query.data)
    return (
      <RecordLoadFailure
        error={query.error}
        missing={{ title: t('needs.detail.notFoundTitle'), message: t('needs.detail.notFound') }}
        failed={{
          title: t('needs.detail.loadFailed'),
          message: query.error?.message ?? t('needs.detail.error'),
        }}
        actions={() => (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            onClick={() => void navigate('/softeamboard')}
          >
            {t('needs.detail.backToBoard')}
          </Button>
        )}
      />
    );
  const need = query.data;
  const openEdit = canMutate ? () => setEditing(true) : undefined;

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <Button
            variant="subtle"
            px={6}
            aria-label={t('needs.detail.back')}
            onClick={() => void navigate(-1)}
          >
            <IconArrowLeft size={18} />
          </Button>
          <Stack gap={4}>
            <Title order={2} style={{ overflowWrap: 'anywhere' }}>
              {need.title}
            </Title>
            <Group gap={6}>
              <Text c="dimmed">{need.client}</Text>
              <Badge color={getPriorityColor(need.priority)}>{need.priority}</Badge>
              <NeedStatusBadge column={need.column} size="md" testId="need-status" />
            </Group>
            <NeedOwner need={need} />
            <NeedPresence needId={need.id} state="viewing" />
          </Stack>
        </Group>
        {canMutate ? (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              onClick={() => setEditing(true)}
            >
              {t('common.actions.edit')}
            </Button>
            {onOpenAiMail ? (
              <Button
                variant="light"
                color="violet"
                leftSection={<IconMail size={16} />}
                onClick={() => onOpenAiMail(need)}
              >
                {t('needs.detail.aiMail')}
              </Button>
            ) : (
              <Tooltip label={t('needs.detail.aiMailSoon')}>
                <Button
                  variant="light"
                  color="violet"
                  leftSection={<IconMail size={16} />}
                  disabled
                >
                  {t('needs.detail.aiMail')}
                </Button>
              </Tooltip>
            )}
          </Group>
        ) : null}
      </Group>

      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: canMutate ? 9 : 12 }}>
          <Tabs defaultValue="details" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="details">{t('needs.detail.tab')}</Tabs.Tab>
              {candidateTabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="details" pt="md">
              <Stack gap="md">
                <Paper withBorder p="md" radius="md">
                  <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
                    <LabelledValue label={t('needs.fields.quantity')}>
                      <Badge variant="outline" tt="none">
                        {t('needs.detail.quantity', { count: need.quantity })}
                      </Badge>
                    </LabelledValue>
                    <LabelledValue label={t('needs.detail.status')}>
                      <NeedStatusBadge column={need.column} />
                    </LabelledValue>
                    <LabelledValue label={t('needs.fields.priority')}>
                      <Badge color={getPriorityColor(need.priority)}>{need.priority}</Badge>
                    </LabelledValue>
                    <LabelledValue label={t('needs.fields.category')}>
                      {labelOf(t, 'category', need.category) || '—'}
                    </LabelledValue>
                    <LabelledValue label={t('needs.detail.id')}>
                      <Tooltip label={need.id}>
                        <Text size="sm" ff="monospace" span>
                          {shortId(need.id)}
                        </Text>
                      </Tooltip>
                    </LabelledValue>
                    <LabelledValue label={t('needs.fields.client')}>{need.client}</LabelledValue>
                    <LabelledValue label={t('needs.detail.column')}>
                      {labelOf(t, 'needColumn', need.column)}
                    </LabelledValue>
                    <LabelledValue label={t('needs.detail.created')}>
                      {formatDate(need.createdAt)}
                    </LabelledValue>
                    <LabelledValue label={t('needs.detail.candidates')}>
                      {formatNumber(need.candidateCount)}
                    </LabelledValue>
                    <LabelledValue label={t('needs.detail.tjm')}>
                      {need.tjm != null
                        ? t('common.money.perDay', { amount: formatEuros(need.tjm) })
                        : '—'}
                    </LabelledValue>
                  </SimpleGrid>
                  {need.description ? (
                    <Text size="sm" mt="md" style={{ whiteSpace: 'pre-wrap' }}>
                      {need.description}
                    </Text>
                  ) : null}
                </Paper>
                <TitledSection title={t('needs.detail.orderClients')}>
                  <OrderClientsInfo need={need} onEdit={openEdit} />
                </TitledSection>
                <JdAnalysisPanel need={need} />
                <TeamStakeholdersPanel need={need} />
                <SectionPaper label={t('needs.detail.jd')}>
                  <Group gap={6} mb="xs">
                    <IconFileText size={18} aria-hidden />
                    <Title order={4}>{t('needs.detail.jdTitle')}</Title>
                  </Group>
                  {renderJobDescription ? (
                    renderJobDescription(need)
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('needs.detail.jdSoon')}
                    </Text>
                  )}
                </SectionPaper>
              </Stack>
            </Tabs.Panel>
            {candidateTabs.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value} pt="md">
                {tab.panel}
              </Tabs.Panel>
            ))}
          </Tabs>
        </Grid.Col>
        {canMutate ? (
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Stack gap="md">
              <ProcessActionsPanel need={need} />
              {renderCrmActions?.(need, { openEditor: () => setEditing(true) })}
            </Stack>
          </Grid.Col>
        ) : null}
      </Grid>
      {isEditing ? (
        <EditNeedModal
          need={need}
          onClose={() => setEditing(false)}
          successMessage={() => t('needs.detail.updated')}
        />
      ) : null}
    </Stack>
  );
}
