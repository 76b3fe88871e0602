import { Paper, Stack, Text, Title } from '@mantine/core';
import type { EmployerRegistration } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { SubmissionAnswers } from '../../site-forms/answers/SubmissionAnswers.js';

/** The answers an employer registered itself with (a site form), as they were asked, and when. */
export function RegistrationSection({ registration }: { registration: EmployerRegistration }) {
  const { t } = useTranslation('employers');
  const format = useFormat();
  return (
    <Paper
      className="portal-surface"
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="registration-title"
    >
      <Stack gap="sm">
        <Title order={3} fz="h5" id="registration-title">
          {t('registration.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('registration.submitted', {
            form: registration.form.name,
            date: format.date(registration.submitted_at, { dateStyle: 'medium', timeStyle: 'short' }),
            version: registration.version,
          })}
        </Text>
        <SubmissionAnswers answers={registration.answers} />
      </Stack>
    </Paper>
  );
}
