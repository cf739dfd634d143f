import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import {
  RPA_TIMINGS,
  getTwofaCodeError,
  normaliseFlowStatus,
  sanitiseTwofaCode,
} from '@staffing/domain';
import { useT } from '../../../i18n/i18n.ts';
import type { TMessageKey } from '../../../i18n/keys.ts';
import { formatNumber } from '../../../shared/utils/format-number.ts';
import { useRpaStream } from '../hooks/use-rpa-stream.ts';
import { isTwofaEntryOpen, type TRpaViewerState } from '../utils/rpa-viewer-state.ts';
import { flowStatusLabel, formatDateTime } from '../utils/flow-display.ts';
import { translateRpaMessage } from '../utils/rpa-messages.ts';

export type TRpaLiveViewerProps = {
  flowId: string;
  /** The run's need: sent with the 2FA code. */
  needId: string | null;
  /** The run's status as the page knows it, to say when there may be nothing to watch. */
  flowStatus?: string | null;
  /** A Sales user watching their own request's run: the frames and statuses, no code entry. */
  readOnly?: boolean;
  onClose: () => void;
};

const PHASE_LABELS: Record<TRpaViewerState['phase'], TMessageKey> = {
  waiting: 'flows.live.phase.connecting',
  connecting: 'flows.live.phase.connecting',
  connected: 'flows.live.phase.connected',
  streaming: 'flows.live.phase.streaming',
  reconnecting: 'flows.live.phase.reconnecting',
  ended: 'flows.live.phase.ended',
  failed: 'flows.live.phase.failed',
};
const PHASE_COLORS: Record<TRpaViewerState['phase'], string> = {
  waiting: 'gray',
  connecting: 'gray',
  connected: 'blue',
  streaming: 'green',
  reconnecting: 'yellow',
  ended: 'gray',
  failed: 'red',
};

function TwofaEntry({
  twofa,
  canSend,
  onSend,
}: {
  twofa: TRpaViewerState['twofa'];
  canSend: boolean;
  onSend: (code: string) => boolean;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const isSubmitting = twofa.state === 'submitting';

  // A refused code is cleared and the field takes the focus again for the next try.
  useEffect(() => {
    if (twofa.state === 'error') {
      setCode('');
      inputRef.current?.focus();
    }
  }, [twofa.state, twofa.message]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const error = getTwofaCodeError(code);
    setFormError(error);
    if (error || isSubmitting) return;
    onSend(code);
  };

  return (
    <Alert
      component="section"
      color="grape"
      variant="light"
      icon={<IconShieldLock size={18} />}
      title={t('flows.live.codeRequired')}
      role="region"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          {twofa.prompt ? <Text size="sm">{translateRpaMessage(t, twofa.prompt)}</Text> : null}
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              ref={inputRef}
              label={t('flows.live.code')}
              placeholder={t('flows.live.codePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={RPA_TIMINGS.twofaCodeLength}
              value={code}
              disabled={isSubmitting}
              error={translateRpaMessage(
                t,
                formError ?? (twofa.state === 'error' ? twofa.message : null),
              )}
              onChange={(e) => {
                setCode(sanitiseTwofaCode(e.currentTarget.value));
                setFormError(null);
              }}
              onKeyDown={(e) => {
                // The disabled button does not submit on Enter: say why instead.
                if (e.key === 'Enter' && code.length < RPA_TIMINGS.twofaCodeLength) submit(e);
              }}
              styles={{ input: { letterSpacing: '0.3em', fontFamily: 'monospace' } }}
              w={180}
            />
            <Button
              type="submit"
              mt={25}
              loading={isSubmitting}
              disabled={code.length !== RPA_TIMINGS.twofaCodeLength || !canSend}
            >
              {t('flows.live.submitCode')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Alert>
  );
}

/**
 * The live viewer of an RPA run (spec 001 'Live viewer'): the browser's latest frame, the run's
 * status lines and, when the CRM asks for it, the 2FA code entry.
 */
export function RpaLiveViewer({
  flowId,
  needId,
  flowStatus,
  readOnly = false,
  onClose,
}: TRpaLiveViewerProps) {
  const t = useT();
  const { state, sendCode, reconnect } = useRpaStream({ flowId, needId, enabled: true });
  const latest = state.frames.at(-1);
  const isConnecting = state.phase === 'waiting' || state.phase === 'connecting';
  const isRunning = !flowStatus || normaliseFlowStatus(flowStatus) === 'processing';
  const canSend = state.phase === 'connected' || state.phase === 'streaming';

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('flows.live.title', { flowId })}
      closeButtonProps={{ 'aria-label': t('flows.live.close') }}
      size={1000}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge color={PHASE_COLORS[state.phase]} variant="light" data-testid="viewer-phase">
              {t(PHASE_LABELS[state.phase])}
            </Badge>
            {(isConnecting || state.phase === 'reconnecting') && state.attempt > 0 ? (
              <Text size="xs" c="dimmed">
                {t('flows.live.attempt', {
                  attempt: state.attempt,
                  max: RPA_TIMINGS.maxReconnectAttempts,
                })}
              </Text>
            ) : null}
            {state.flowStatus ? (
              <Badge variant="outline" color="gray">
                {flowStatusLabel(t, state.flowStatus)}
              </Badge>
            ) : null}
          </Group>
          {state.phase === 'failed' || state.phase === 'ended' ? (
            <Button size="xs" variant="light" onClick={reconnect}>
              {t('flows.live.reconnect')}
            </Button>
          ) : null}
        </Group>

        {!isRunning ? (
          <Text size="sm" c="dimmed">
            {t('flows.live.notRunning', { status: flowStatusLabel(t, flowStatus ?? '') })}
          </Text>
        ) : null}

        {state.error ? (
          <Alert color="red" role="alert" variant="light">
            {translateRpaMessage(t, state.error)}
          </Alert>
        ) : null}

        {!readOnly && isTwofaEntryOpen(state.twofa.state) ? (
          <TwofaEntry twofa={state.twofa} canSend={canSend} onSend={sendCode} />
        ) : null}
        {state.twofa.state === 'success' ? (
          <Alert color="green" variant="light" role="status">
            {state.twofa.message
              ? translateRpaMessage(t, state.twofa.message)
              : t('flows.rpaMessages.codeAccepted')}
          </Alert>
        ) : null}

        <Box
          bg="dark.7"
          style={{ borderRadius: 8, overflow: 'hidden', aspectRatio: '16 / 9', width: '100%' }}
        >
          {latest ? (
            <img
              src={`data:image/jpeg;base64,${latest.data}`}
              alt={t('flows.live.frameAlt')}
              style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
            />
          ) : (
            <Center h="100%" p="md">
              {state.isApiRun ? (
                <Text c="gray.4" size="sm" ta="center" role="status">
                  {t('flows.rpaMessages.streamApiRun')}
                </Text>
              ) : state.hasNoFrames ? (
                <Text c="yellow.4" size="sm" ta="center" role="status">
                  {t('flows.rpaMessages.noFrames')}
                </Text>
              ) : isConnecting || state.phase === 'connected' ? (
                <Stack align="center" gap={6}>
                  <Loader color="gray" size="sm" aria-label={t('flows.live.waiting')} />
                  <Text c="gray.4" size="sm">
                    {t(PHASE_LABELS[state.phase])}
                  </Text>
                </Stack>
              ) : null}
            </Center>
          )}
        </Box>
        {latest ? (
          <Text size="xs" c="dimmed" data-testid="frame-info">
            {t('flows.live.frameInfo', {
              time: formatDateTime(latest.timestamp),
              count: formatNumber(state.frames.length),
              kept: formatNumber(RPA_TIMINGS.framesKept),
            })}
          </Text>
        ) : null}

        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('flows.table.status')}
          </Text>
          <ScrollArea.Autosize mah={140} type="auto">
            {state.statusLines.length ? (
              <Stack
                gap={2}
                component="ol"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-live="polite"
              >
                {state.statusLines.map((line, index) => (
                  <Text key={index} size="xs" component="li">
                    <Text span fw={600} size="xs">
                      {line.status}
                    </Text>
                    {line.message ? ` — ${line.message}` : ''}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="xs" c="dimmed">
                {t('flows.live.noStatus')}
              </Text>
            )}
          </ScrollArea.Autosize>
        </Stack>
      </Stack>
    </Modal>
  );
}
