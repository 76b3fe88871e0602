import { Badge, Stack, Text } from '@mantine/core';
import type { EmailDomain } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';

/** Text of its own direction inside a sentence (a Latin name in Arabic keeps its words in order). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** Proven or not, and how: by its DNS record (who checked, when) or approved by platform staff (who, when, why). */
export function DomainStatus({ domain: d }: { domain: EmailDomain }) {
  const { t } = useTranslation('account-security');
  const { date } = useFormat();
  if (d.status === 'pending') {
    return (
      <Stack gap={2}>
        <Badge variant="dot" color="yellow" radius="sm" tt="none" c="var(--mantine-color-text)">
          {t('domains.pending')}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('domains.pendingHelp')}
        </Text>
      </Stack>
    );
  }
  const who = {
    name: isolated(d.verified_by_name ?? t('domains.someone')),
    date: d.verified_at ? date(d.verified_at) : '',
  };
  return (
    <Stack gap={2}>
      <Badge variant="dot" color="teal" radius="sm" tt="none" c="var(--mantine-color-text)">
        {t('domains.verified')}
      </Badge>
      <Text size="xs" c="dimmed">
        {d.verified_by === 'staff' ? t('domains.byStaff', who) : t('domains.byDns', who)}
      </Text>
      {d.approval_reason && (
        <Text size="xs" c="dimmed">
          {t('domains.reason', { reason: isolated(d.approval_reason) })}
        </Text>
      )}
    </Stack>
  );
}
