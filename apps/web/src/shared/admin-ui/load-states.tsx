import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Paper, Text, type MantineSpacing } from '@mantine/core';

/** Why the first load failed, and the way to try again when the page offers one. */
export type TLoadFailure = {
  message: string;
  title?: string;
  retry?: { label: string; onClick: () => void };
};

type TLoadStatesProps = {
  isPending: boolean;
  loadingLabel: string;
  /** Set when the first load failed: the page has nothing to show but the reason. */
  failure: TLoadFailure | null;
  isEmpty?: boolean;
  /** What stands for an empty list: a sentence (dimmed) or a node of its own. */
  empty?: ReactNode;
  /** A bordered panel, as the admin lists sit in; else the states stand in the page's flow. */
  framed?: boolean;
  /** The room around the spinner, smaller where the list sits in a section of a page. */
  loaderPadding?: MantineSpacing;
  children: ReactNode;
};

/**
 * The four states of a loaded list or page: loading, failed, empty, and the content. Each admin
 * page showed the same spinner, red alert and dimmed sentence; they are written once here.
 */
export function LoadStates(props: TLoadStatesProps) {
  const { framed = false } = props;
  const content = renderState(props, framed);
  return framed ? (
    <Paper withBorder radius="md">
      {content}
    </Paper>
  ) : (
    content
  );
}

function renderState(props: TLoadStatesProps, framed: boolean): ReactNode {
  const { failure, empty } = props;
  if (props.isPending)
    return (
      <Center p={props.loaderPadding ?? 'xl'}>
        <Loader aria-label={props.loadingLabel} />
      </Center>
    );
  if (failure) return <LoadFailureAlert failure={failure} inset={framed} />;
  if (props.isEmpty) {
    const node = typeof empty === 'string' ? <Text c="dimmed">{empty}</Text> : empty;
    return framed ? <Center p="xl">{node}</Center> : node;
  }
  return props.children;
}

/** The red alert of a failed load: the reason, and a button to try again when there is one. */
export function LoadFailureAlert({ failure, inset }: { failure: TLoadFailure; inset?: boolean }) {
  return (
    <Alert color="red" m={inset ? 'md' : undefined} role="alert" title={failure.title}>
      {failure.retry ? (
        <>
          <Text size="sm">{failure.message}</Text>
          <Button size="xs" mt="sm" variant="light" color="red" onClick={failure.retry.onClick}>
            {failure.retry.label}
          </Button>
        </>
      ) : (
        failure.message
      )}
    </Alert>
  );
}
