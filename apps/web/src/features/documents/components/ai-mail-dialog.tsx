import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileDescription, IconMail, IconSparkles, IconUsers } from '@tabler/icons-react';
import {
  buildCvMailRequest,
  hasCvMailErrors,
  isUnspecified,
  validateCvMailForm,
  type TCandidate,
  type TCvMailErrors,
  type TCvMailSelection,
} from '@staffing/domain';
import { useMailCandidates } from '../api/get-need-candidates.ts';
import { useMailGeneration } from '../hooks/use-mail-generation.ts';
import { MailResult } from './mail-result.tsx';

export type TAiMailDialogProps = {
  need: { id: string; title: string };
  opened: boolean;
  onClose: () => void;
};

const initialAvailability = (c: TCandidate) =>
  isUnspecified(c.cvAvailability) ? '' : (c.cvAvailability ?? '');

function CvMailForm({
  needId,
  candidates,
  onSubmit,
}: {
  needId: string;
  candidates: TCandidate[];
  onSubmit: (body: Record<string, unknown>) => void;
}) {
  const [selection, setSelection] = useState<TCvMailSelection>({});
  const [errors, setErrors] = useState<TCvMailErrors | null>(null);
  const entryOf = (c: TCandidate) =>
    selection[c.id] ?? {
      selected: false,
      tjm: c.expectedTjm ?? '',
      availability: initialAvailability(c),
    };
  const update = (c: TCandidate, patch: Partial<TCvMailSelection[string]>) => {
    const next = { ...selection, [c.id]: { ...entryOf(c), ...patch } };
    setSelection(next);
    if (errors) setErrors(validateCvMailForm(next));
  };
  const submit = () => {
    const found = validateCvMailForm(selection);
    setErrors(found);
    if (!hasCvMailErrors(found)) onSubmit(buildCvMailRequest(needId, selection));
  };

  if (candidates.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md">
        No candidates on this need yet. Add candidates to generate a CV mail.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Select the candidates to present, with the daily rate (TJM) and availability of each.
      </Text>
      {candidates.map((c) => {
        const entry = entryOf(c);
        const fieldErrors = errors?.fields[c.id];
        return (
          <Paper key={c.id} withBorder p="sm" radius="md" data-testid="mail-candidate">
            <Checkbox
              label={<Text fw={500}>{c.name}</Text>}
              description={c.cvRole ?? c.email ?? undefined}
              checked={entry.selected}
              onChange={(e) => update(c, { selected: e.currentTarget.checked })}
            />
            {entry.selected ? (
              <Group grow mt="xs" align="flex-start">
                <NumberInput
                  label="TJM (€/day)"
                  min={0.01}
                  step={0.01}
                  decimalScale={2}
                  value={entry.tjm}
                  onChange={(v) => update(c, { tjm: v })}
                  error={fieldErrors?.tjm}
                  withAsterisk
                />
                <TextInput
                  label="Availability"
                  placeholder="e.g. ASAP, 1 month notice"
                  value={entry.availability}
                  onChange={(e) => update(c, { availability: e.currentTarget.value })}
                  error={fieldErrors?.availability}
                  withAsterisk
                />
              </Group>
            ) : null}
          </Paper>
        );
      })}
      {errors?.form ? (
        <Alert color="red" role="alert" py={6}>
          {errors.form}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button leftSection={<IconSparkles size={16} />} onClick={submit}>
          Generate Email
        </Button>
      </Group>
    </Stack>
  );
}

/** The AI mail dialog (spec 001 §2, §4 Email generation): a CV mail and a need description mail. */
export function AiMailDialog({ need, opened, onClose }: TAiMailDialogProps) {
  const [tab, setTab] = useState<string | null>('cv');
  const cvMail = useMailGeneration('cv');
  const needMail = useMailGeneration('need');
  const candidates = useMailCandidates(need.id, opened);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`AI Mail — ${need.title}`}
      size="xl"
      zIndex={300}
    >
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List mb="md">
          <Tabs.Tab value="cv" leftSection={<IconUsers size={16} />}>
            CV Mail Generation
          </Tabs.Tab>
          <Tabs.Tab value="need" leftSection={<IconFileDescription size={16} />}>
            Need Description Mail
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="cv">
          {cvMail.status === 'idle' ? (
            candidates.isPending ? (
              <Loader size="sm" aria-label="Loading candidates" />
            ) : candidates.isError ? (
              <Alert color="red">{candidates.error.message}</Alert>
            ) : (
              <CvMailForm
                needId={need.id}
                candidates={candidates.data ?? []}
                onSubmit={(body) => void cvMail.generate(body)}
              />
            )
          ) : (
            <MailResult mail={cvMail} onClose={onClose} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="need">
          {needMail.status === 'idle' ? (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                Generate an email that describes this need (role, skills, context) to send to your
                network or candidates.
              </Text>
              <Group justify="flex-end">
                <Button
                  leftSection={<IconMail size={16} />}
                  onClick={() => void needMail.generate({ job_analysis_key: need.id })}
                >
                  Generate Need Email
                </Button>
              </Group>
            </Stack>
          ) : (
            <MailResult mail={needMail} onClose={onClose} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
