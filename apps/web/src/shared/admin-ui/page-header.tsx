import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

type TPageHeaderProps = {
  title: ReactNode;
  /** Beside the title: a count or a badge. */
  titleAside?: ReactNode;
  /** The dimmed line under the title. */
  description: ReactNode;
  /** On the right: the page's main buttons. */
  actions?: ReactNode;
  align?: 'flex-start' | 'flex-end';
  descriptionMaw?: number;
};

/** The head of an admin page: its title, what it is for, and its main buttons on the right. */
export function PageHeader(props: TPageHeaderProps) {
  const title = <Title order={2}>{props.title}</Title>;
  return (
    <Group justify="space-between" align={props.align} wrap="wrap">
      <div>
        {props.titleAside ? (
          <Group gap="xs">
            {title}
            {props.titleAside}
          </Group>
        ) : (
          title
        )}
        <Text c="dimmed" size="sm" maw={props.descriptionMaw}>
          {props.description}
        </Text>
      </div>
      {props.actions}
    </Group>
  );
}
