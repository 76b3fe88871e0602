import { Badge, Stack, Text } from '@mantine/core';
import type { ProvenDomain } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import type { ProofKind, ProofTextKey } from './api.js';

/** Text of its own direction inside a sentence (a Latin name in Arabic keeps its words in order). */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** Proven or not, and how: by its DNS record (who checked, when) or approved by platform staff (who, when, why). */
export function DomainStatus({ kind, domain: d }: { kind: ProofKind; domain: ProvenDomain }) {
  const { t: translate } = useTranslation('account-security');
  const t = (key: ProofTextKey, values?: Record<string, string>) => translate(`${kind}.${key}`, values);
  const { date } = useFormat();
  if (d.status === 'pending') {
    return (
      <Stack gap={2}>
        <Badge variant="dot" color="yellow" radius="sm" tt="none" c="var(--mantine-color-text)">
          {t('pending')}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('pendingHelp')}
        </Text>
      </Stack>
    );
  }
  const who = {
    name: isolated(d.verified_by_name ?? t('someone')),
    date: d.verified_at ? date(d.verified_at) : '',
  };
  return (
    <Stack gap={2}>
      <Badge variant="dot" color="teal" radius="sm" tt="none" c="var(--mantine-color-text)">
        {t('verified')}
      </Badge>
      <Text size="xs" c="dimmed">
        {d.verified_by === 'staff' ? t('byStaff', who) : t('byDns', who)}
      </Text>
      {d.approval_reason && (
        <Text size="xs" c="dimmed">
          {t('reason', { reason: isolated(d.approval_reason) })}
        </Text>
      )}
    </Stack>
  );
}
