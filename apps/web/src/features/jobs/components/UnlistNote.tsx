import { Stack, Text, Textarea } from '@mantine/core';
import { UNLIST_NOTE_MAX } from '@talent/contract';
import { useTranslation } from 'react-i18next';

/**
 * The body of "Unlist job" when moderation resolves reports: what happens, and an optional note for
 * the employer (shown with the reports' reasons). The modal's content is not the caller's React
 * state, so the note is handed back on every change.
 */
export function UnlistNote({ text, onNote }: { text: string; onNote: (note: string) => void }) {
  const { t } = useTranslation('jobs');
  return (
    <Stack gap="sm">
      <Text size="sm">{text}</Text>
      <Textarea
        label={t('moderation.note')}
        description={t('moderation.noteHelp', { max: UNLIST_NOTE_MAX })}
        maxLength={UNLIST_NOTE_MAX}
        autosize
        minRows={2}
        maxRows={6}
        onChange={(e) => onNote(e.currentTarget.value)}
      />
    </Stack>
  );
}
