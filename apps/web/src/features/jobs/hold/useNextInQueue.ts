import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/list/error-text.js';
import { type SnackbarAction, showSnackbar } from '../../../shared/ui/snackbar.js';
import { nextInQueue } from '../api.js';
import { useJobScope } from '../useJobScope.js';

/**
 * The review queue's search a job page was opened with (`?queue=`), so "Next in queue" keeps to
 * what the moderator was working through.
 */
export const queueSearchOf = (search: Record<string, unknown>): string | undefined =>
  typeof search.queue === 'string' && search.queue.trim() ? search.queue.trim() : undefined;

/**
 * "Next in queue": opens the job after `after` (the one just approved or rejected) in the review
 * queue's order and search; with nothing left, says so and opens the queue. Returns the opener and
 * the snackbar action that calls it.
 */
export function useNextInQueue(search?: string) {
  const { t } = useTranslation('jobs');
  const navigate = useNavigate();
  const { path } = useJobScope();
  const fromUrl = queueSearchOf(useSearch({ strict: false }) as Record<string, unknown>);
  const q = search ?? fromUrl;

  const open = async (after?: string) => {
    try {
      const next = await nextInQueue({ ...(after ? { after } : {}), ...(q ? { q } : {}) });
      if (next) {
        await navigate({ to: path(`jobs/${next.id}`), search: (q ? { queue: q } : {}) as never });
        return;
      }
      showSnackbar('info', t('queue.empty'));
      await navigate({ to: path('jobs/hold'), search: (q ? { q } : {}) as never });
    } catch (error) {
      showSnackbar('error', errorText(error));
    }
  };
  const action = (after?: string): SnackbarAction => ({ label: t('queue.next'), onClick: () => void open(after) });
  return { open, action };
}
