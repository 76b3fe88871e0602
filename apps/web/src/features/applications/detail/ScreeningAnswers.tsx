import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApplicationScreening, ApplicationStatus, ScreeningKnockout } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { SubmissionAnswers } from '../../site-forms/answers/SubmissionAnswers.js';
import { ApplicationStatusBadge } from '../components/ApplicationStatusBadge.js';

/** The application's answers to the job's screening questions, and the rule that knocked it out. */
export function ScreeningAnswers({ screening }: { screening: ApplicationScreening }) {
  const { t } = useTranslation('applications');
  const out = screening.knocked_out;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="screening-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id="screening-title">
            {t('detail.screening.title')}
          </Title>
          <Badge color={out ? 'red' : 'teal'} variant="light">
            {out ? t('detail.screening.knockedOut') : t('detail.screening.passed')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('detail.screening.form', { form: screening.form.name, version: screening.version })}
        </Text>
        {out && <KnockoutReason knockout={out} />}
        <SubmissionAnswers answers={screening.answers} />
      </Stack>
    </Paper>
  );
}

function KnockoutReason({ knockout }: { knockout: ScreeningKnockout }) {
  const { t } = useTranslation('applications');
  const shown = (v: unknown): string =>
    typeof v === 'boolean'
      ? v
        ? t('detail.screening.yes')
        : t('detail.screening.no')
      : Array.isArray(v)
        ? v.join(', ')
        : String(v);
  const { expected, min, max, pattern } = knockout.rule;
  const rule = [
    expected !== undefined ? t('detail.screening.ruleExpected', { value: shown(expected) }) : null,
    min !== undefined ? t('detail.screening.ruleMin', { value: min }) : null,
    max !== undefined ? t('detail.screening.ruleMax', { value: max }) : null,
    pattern !== undefined ? t('detail.screening.rulePattern', { value: pattern }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Text size="sm" component="div" dir="auto">
      {t('detail.screening.reason', { question: knockout.label, answer: shown(knockout.answer), rule })}{' '}
      <ApplicationStatusBadge status={knockout.to_status as ApplicationStatus} />
    </Text>
  );
}
