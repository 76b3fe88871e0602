import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Rating,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { APPLICATION_FEEDBACK_NOTES_MAX } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useJobScope } from '../../jobs/useJobScope.js';
import { feedbackQuery, useApplicationActions } from '../api.js';

/** Staff ratings and notes on this application, and a form to add one. */
export function FeedbackTab({ id, canUpdate }: { id: string; canUpdate: boolean }) {
  const { t } = useTranslation('applications');
  const { dateTime, number } = useFormat();
  const { scope } = useJobScope();
  const feedback = useQuery(feedbackQuery(scope, id));
  const { feedback: add } = useApplicationActions(scope);
  const [rating, setRating] = useState(0);
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <Stack gap="md">
      {canUpdate && (
        <Paper withBorder radius="md" p="md">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (rating < 1) {
                setError(t('feedback.ratingRequired'));
                return;
              }
              add.mutate(
                { id, rating, notes: notes.trim() || null },
                {
                  onSuccess: () => {
                    setRating(0);
                    setNotes('');
                    setError(null);
                    showSnackbar('success', t('done.feedback'));
                  },
                  onError: (err) => setError(formAlert(err) ?? t('error')),
                },
              );
            }}
          >
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('feedback.add')}
              </Title>
              <div>
                <Text size="sm" fw={500} id="feedback-rating">
                  {t('feedback.rating')}
                </Text>
                <Rating
                  value={rating}
                  onChange={(v) => {
                    setRating(v);
                    setError(null);
                  }}
                  aria-labelledby="feedback-rating"
                  getSymbolLabel={(v) => t('feedback.stars', { count: v })}
                />
                {error && (
                  <Text size="xs" c="var(--mantine-color-error)" role="alert">
                    {error}
                  </Text>
                )}
              </div>
              <Textarea
                label={t('feedback.notes')}
                value={notes}
                onChange={(e) => setNotes(e.currentTarget.value)}
                maxLength={APPLICATION_FEEDBACK_NOTES_MAX}
                autosize
                minRows={2}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={add.isPending}>
                  {t('feedback.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      {feedback.isPending ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('loading')} />
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
