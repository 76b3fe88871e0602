import { Stack, Text, Textarea } from '@mantine/core';
import { UNLIST_NOTE_MAX } from '@talent/contract';
import { useTranslation } from 'react-i18next';

/**
 * The body of "Unlist job" or "Dismiss reports" when moderation resolves reports: what happens, and
 * an optional note (for the employer when unlisting, shown with the reports' reasons; kept in the
 * job's history either way). The modal's content is not the caller's React state, so the note is
 * handed back on every change.
 */
export function UnlistNote({
  text,
  onNote,
  forEmployer = true,
}: {
  text: string;
  onNote: (note: string) => void;
  /** false: a dismissal, whose note only the job's history keeps. */
  forEmployer?: boolean;
}) {
  const { t } = useTranslation('jobs');
  return (
    <Stack gap="sm">
      <Text size="sm">{text}</Text>
      <Textarea
        label={t(forEmployer ? 'moderation.note' : 'moderation.dismissNote')}
        description={t(forEmployer ? 'moderation.noteHelp' : 'moderation.dismissNoteHelp', { max: UNLIST_NOTE_MAX })}
        maxLength={UNLIST_NOTE_MAX}
        autosize
        minRows={2}
        maxRows={6}
        onChange={(e) => onNote(e.currentTarget.value)}
      />
    </Stack>
  );
}
