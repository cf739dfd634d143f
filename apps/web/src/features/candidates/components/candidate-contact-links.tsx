import { Anchor, Group } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { formatPhoneForDisplay } from '@staffing/domain';

/** The candidate's e-mail and phone as links; the phone dialled as stored, shown the national way. */
export function CandidateContactLinks({
  email,
  phone,
}: {
  email: string | null;
  phone: string | null;
}) {
  return (
    <Group gap="md" mt={4}>
      {email ? (
        <Anchor href={`mailto:${email}`} size="sm">
          <Group gap={4}>
            <IconMail size={14} />
            {email}
          </Group>
        </Anchor>
      ) : null}
      {phone ? (
        <Anchor href={`tel:${phone}`} size="sm">
          <Group gap={4}>
            <IconPhone size={14} />
            {formatPhoneForDisplay(phone)}
          </Group>
        </Anchor>
      ) : null}
    </Group>
  );
}
