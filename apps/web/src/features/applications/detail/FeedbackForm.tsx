import { Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { APPLICATION_FEEDBACK_NOTES_MAX, ApplicationFeedbackBody } from '@talent/contract';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../../shared/form/api-errors.js';
import { contractResolver } from '../../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import type { JobScope } from '../../jobs/api.js';
import { useApplicationActions } from '../api.js';

const EMPTY = { rating: 0, notes: '' };

/** A rating (required) and notes on one application, checked by the contract's `ApplicationFeedbackBody`. */
export function FeedbackForm({ id, scope }: { id: string; scope: JobScope }) {
  const { t } = useTranslation('applications');
  const { feedback: add } = useApplicationActions(scope);
  const form = useForm({
    initialValues: EMPTY,
    // No star chosen is 0, which the contract refuses as out of range: the form says what to do.
    validate: contractResolver(ApplicationFeedbackBody, { messages: { rating: () => t('feedback.ratingRequired') } }),
  });

  function submit(values: typeof EMPTY) {
    add.mutate(
      { id, ...ApplicationFeedbackBody.parse(values) },
      {
        onSuccess: () => {
          // Committed now, before the refetched list can bring the note in (see `feedback` in api.ts).
          flushSync(() => form.reset());
          showSnackbar('success', t('done.feedback'));
        },
        onError: (e) => applyApiErrors(form, e),
      },
    );
  }

  return (
    <Paper withBorder radius="md" p="md">
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('feedback.add')}
          </Title>
          <FormErrorAlert message={formAlert(add.error, form)} />
          <div>
            <Text size="sm" fw={500} id="feedback-rating">
              {t('feedback.rating')}
            </Text>
            <Rating
              {...form.getInputProps('rating', { withError: false })}
              aria-labelledby="feedback-rating"
              getSymbolLabel={(v) => t('feedback.stars', { count: v })}
            />
            {form.errors.rating && (
              <Text size="xs" c="var(--mantine-color-error)" role="alert">
                {form.errors.rating}
              </Text>
            )}
          </div>
          <Textarea
            label={t('feedback.notes')}
            {...form.getInputProps('notes')}
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
  );
}
