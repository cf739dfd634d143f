import type { ReactNode } from 'react';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { getNeedConsultants, type TNeed } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { SectionPaper } from '../../../shared/ui/section-paper.tsx';
import { getJdDetails } from '../utils/need-display.ts';

/** The panel's catalogue keys. */
export const STAKEHOLDER_TEXTS = {
  heading: 'needs.team.title',
  noConsultant: 'needs.team.noConsultant',
  unknownConsultant: 'needs.edit.unknownConsultant',
  noOrderClients: 'needs.team.noOrderClients',
  noEmail: 'needs.team.noEmail',
  noTeamOrProject: 'needs.team.noTeamOrProject',
} as const;

function Block({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed">
    {children}
  </Text>
);

/**
 * Who works on the need (spec 000 §2 'team and stakeholders panel'): the Sales consultants, the
 * order clients with their e-mails, and the team and project the job analysis found.
 */
export function TeamStakeholdersPanel({ need }: { need: TNeed }) {
  const t = useT();
  const consultants = getNeedConsultants(need);
  const jd = getJdDetails(need);
  return (
    <SectionPaper label={t(STAKEHOLDER_TEXTS.heading)}>
      <Group gap={6} mb="sm">
        <IconUsersGroup size={18} aria-hidden />
        <Title order={4}>{t(STAKEHOLDER_TEXTS.heading)}</Title>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Block label={t('needs.team.consultants')}>
          {consultants.length ? (
            consultants.map(({ id, user }, i) => (
              <Text key={id} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user ? user.name : t(STAKEHOLDER_TEXTS.unknownConsultant)}
                {i === 0 ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    {t('needs.team.owner')}
                  </Text>
                ) : null}
                {user?.email ? (
                  <>
                    {' · '}
                    <Anchor href={`mailto:${user.email}`} size="sm">
                      {user.email}
                    </Anchor>
                  </>
                ) : null}
              </Text>
            ))
          ) : (
            <Empty>{t(STAKEHOLDER_TEXTS.noConsultant)}</Empty>
          )}
        </Block>
        <Block label={t('needs.table.orderClients')}>
          {need.orderClients.length ? (
            need.orderClients.map((name, i) => {
              const email = need.orderClientsEmail[i];
              return (
                <Text key={name} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {name}
                  {' · '}
                  {email ? (
                    <Anchor href={`mailto:${email}`} size="sm">
                      {email}
                    </Anchor>
                  ) : (
                    <Text span size="sm" c="dimmed">
                      {t(STAKEHOLDER_TEXTS.noEmail)}
                    </Text>
                  )}
                </Text>
              );
            })
          ) : (
            <Empty>{t(STAKEHOLDER_TEXTS.noOrderClients)}</Empty>
          )}
        </Block>
        <Block label={t('needs.team.teamAndProject')}>
          {jd.team || jd.projectName ? (
            <Stack gap={2}>
              <NamedValue name={t('needs.team.team')} value={jd.team} />
              <NamedValue name={t('needs.team.project')} value={jd.projectName} />
            </Stack>
          ) : (
            <Empty>{t(STAKEHOLDER_TEXTS.noTeamOrProject)}</Empty>
          )}
        </Block>
      </SimpleGrid>
    </SectionPaper>
  );
}

/** A value after its dimmed name, or a dash when the job description did not give it. */
function NamedValue({ name, value }: { name: string; value: string | null | undefined }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {name}{' '}
      </Text>
      {value ?? '—'}
    </Text>
  );
}
