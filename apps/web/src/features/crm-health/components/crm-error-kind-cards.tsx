import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { TCrmErrorKind, TCrmHealthKind } from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import { crmKindKey } from '../utils/crm-kind-label.ts';

type TProps = {
  kinds: TCrmHealthKind[] | undefined;
  selected: TCrmErrorKind | null;
  /** A click on the selected card clears the filter. */
  onSelect: (kind: TCrmErrorKind | null) => void;
};

/**
 * One card per error kind with its failed runs and affected needs (HubSpot's "Sync health"
 * cards); each card is a toggle button that narrows the failures list to its kind.
 */
export function CrmErrorKindCards({ kinds, selected, onSelect }: TProps) {
  const t = useT();
  if (!kinds)
    return (
      <SimpleGrid cols={{ base: 2, xs: 4 }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  return (
    <SimpleGrid cols={{ base: 2, xs: 4 }} role="group" aria-label={t('crm-health.cards.label')}>
      {kinds.map((k) => {
        const isSelected = selected === k.kind;
        const label = t(crmKindKey(k.kind));
        return (
          <UnstyledButton
            key={k.kind}
            aria-pressed={isSelected}
            aria-label={t('crm-health.cards.summary', {
              kind: label,
              errors: k.errors,
              needs: k.needs,
            })}
            onClick={() => onSelect(isSelected ? null : k.kind)}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Paper
              withBorder
              p="sm"
              radius="md"
              h="100%"
              style={{
                borderColor: isSelected ? 'var(--mantine-color-indigo-6)' : undefined,
                background: isSelected ? 'var(--mantine-color-indigo-0)' : undefined,
              }}
            >
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} lineClamp={2}>
                {label}
              </Text>
              <Text size="xl" fw={700} c={k.errors ? 'red' : undefined}>
                {k.errors}
              </Text>
              <Text size="xs" c="dimmed">
                {t('crm-health.cards.affected', { needs: k.needs })}
              </Text>
            </Paper>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
