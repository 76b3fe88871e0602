import { Center, Group, Loader, Paper, Rating, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { useJobScope } from '../../jobs/useJobScope.js';
import { feedbackQuery } from '../api.js';
import { FeedbackForm } from './FeedbackForm.js';

/** Staff ratings and notes on this application, and a form to add one. */
export function FeedbackTab({ id, canUpdate }: { id: string; canUpdate: boolean }) {
  const { t } = useTranslation('applications');
  const { dateTime, number } = useFormat();
  const { scope } = useJobScope();
  const feedback = useQuery(feedbackQuery(scope, id));

  return (
    <Stack gap="md">
      {canUpdate && <FeedbackForm id={id} scope={scope} />}
      {feedback.isPending ? (
        <Center py="xl">
          <Loader size="sm" role="status" aria-label={t('loading')} />
        </Center>
      ) : feedback.isError ? (
        <Text c="var(--mantine-color-error)">{formAlert(feedback.error) ?? t('error')}</Text>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {feedback.data.meta.average === null
                ? t('feedback.title')
                : t('feedback.average', {
                    average: number(feedback.data.meta.average, { maximumFractionDigits: 1 }),
                    count: feedback.data.meta.count,
                  })}
            </Title>
            {feedback.data.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('feedback.none')}
              </Text>
            ) : (
              feedback.data.data.map((f) => (
                <div key={f.id}>
                  <Group gap="sm">
                    <Rating value={f.rating} readOnly size="sm" aria-hidden />
                    <VisuallyHidden>{t('feedback.stars', { count: f.rating })}</VisuallyHidden>
                    <Text size="xs" c="dimmed">
                      {f.author?.name ?? t('system')} · <time dateTime={f.created_at}>{dateTime(f.created_at)}</time>
                    </Text>
                  </Group>
                  {f.notes && (
                    <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                      {f.notes}
                    </Text>
                  )}
                </div>
              ))
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
