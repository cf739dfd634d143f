import { Avatar, Group, Text } from '@mantine/core';
import { getInitials } from '@staffing/domain';

/** A candidate card's head: initials, name and one dimmed line, both cut to the card's width. */
export function CandidateIdentity(props: {
  name: string;
  detail: string;
  detailTitle?: string | undefined;
  /** The list card lets the head shrink (min-width 0) so that long texts are cut. */
  miw?: number;
}) {
  return (
    <Group gap="sm" wrap="nowrap" miw={props.miw}>
      <Avatar color="blue" radius="xl">
        {getInitials(props.name)}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text fw={600} truncate title={props.name}>
          {props.name}
        </Text>
        <Text size="xs" c="dimmed" truncate title={props.detailTitle}>
          {props.detail}
        </Text>
      </div>
    </Group>
  );
}
