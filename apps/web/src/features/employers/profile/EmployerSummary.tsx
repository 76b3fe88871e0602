import { Alert, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Employer } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { StatusBadge, TypeLabel } from '../components.js';
import classes from '../employers.module.css';
import { type DefinitionRow, DefinitionSection } from './DefinitionSection.js';

/** Logo, name, status, the moderation notice, then contact and dates. */
export function EmployerSummary({
  employer,
  contact,
  dates,
}: {
  employer: Employer;
  contact: DefinitionRow[];
  dates: DefinitionRow[];
}) {
  const { t } = useTranslation('employers');
  const { date } = useFormat();
  const name = employer.name;
  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={employer.logo}
            name={name}
            variant="filled"
            color="var(--mantine-primary-color-filled)"
            size={72}
            radius="md"
            alt={t('logo.alt', { name })}
          />
          <Stack gap={6} miw={0}>
            <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Group gap="xs">
              <StatusBadge status={employer.status} />
              {employer.trusted && (
                <Badge variant="dot" color="teal" radius="sm" className={classes.badge}>
                  {t('form.trusted')}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                <TypeLabel type={employer.type} />
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('detail.since', { date: date(employer.created_at) })}
            </Text>
          </Stack>
        </Group>
        {employer.status === 'on_hold' && (
          <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Text size="sm" c="var(--mantine-color-text)">
              {t('detail.onHold')}
            </Text>
          </Alert>
        )}
        {employer.status === 'rejected' && employer.rejection_reason && (
          <Alert
            variant="light"
            color="red"
            title={t('detail.rejectionReason')}
            icon={<IconInfoCircle size={18} aria-hidden />}
          >
            <Text size="sm" c="var(--mantine-color-text)" dir="auto" style={{ whiteSpace: 'pre-line' }}>
              {employer.rejection_reason}
            </Text>
          </Alert>
        )}
        <DefinitionSection title={t('detail.contact')} rows={contact} />
        <DefinitionSection title={t('detail.dates')} rows={dates} />
      </Stack>
    </Paper>
  );
}
