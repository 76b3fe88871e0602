import { Button } from '@mantine/core';
import { IconArchive, IconLayoutKanban } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListSearch } from '../../../shared/list/useListSearch.js';
import type { JobScope } from '../../jobs/api.js';
import { boardQuery } from '../api.js';
import { type ApplicationsSearch, applicationFiltersOf } from '../search.js';

/**
 * Closed applications leave the board's stages; this button shows them in a lane of their own (the
 * list's `state=closed` filter) with how many there are, and goes back to the stages. It reads the
 * board's own query, so it costs no request.
 */
export function ClosedToggle({ scope, list }: { scope: JobScope; list: ListSearch<ApplicationsSearch> }) {
  const { t } = useTranslation('applications');
  const board = useQuery(boardQuery(scope, applicationFiltersOf(list.search)));
  const closedView = list.search.state === 'closed';
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={closedView ? <IconLayoutKanban size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />}
      onClick={() => list.set({ state: closedView ? undefined : 'closed', column: undefined })}
    >
      {closedView ? t('board.showPipeline') : t('board.showClosed', { count: board.data?.closed.total ?? 0 })}
    </Button>
  );
}
