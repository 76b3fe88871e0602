import { Paper, Text } from '@mantine/core';
import { IconMail, IconMailOff } from '@tabler/icons-react';
import type { ApplicationEvent, ApplicationStage, ApplicationStatus } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { EventItem, EventsLoading, EventTimeline } from '../../../shared/ui/EventTimeline.js';
import { useJobScope } from '../../jobs/useJobScope.js';
import { historyQuery } from '../api.js';

/** The application's history, newest first: applied, status and stage changes, enable/disable. */
export function HistoryTab({ id, stages }: { id: string; stages: ApplicationStage[] }) {
  const { t } = useTranslation('applications');
  const { scope } = useJobScope();
  const history = useQuery(historyQuery(scope, id));
  const stage = (key: string | null) => stages.find((s) => s.key === key)?.name ?? key ?? '';
  const status = (s: string | null) => (s ? t(`status.${s as ApplicationStatus}`) : '');
  const describe = (e: ApplicationEvent) => {
    switch (e.kind) {
      case 'status':
      case 'status_undone':
        return t(`history.${e.kind}`, { from: status(e.from), to: status(e.to) });
      case 'stage':
        return t('history.stage', { from: stage(e.from), to: stage(e.to) });
      default:
        return t(`history.${e.kind}`);
    }
  };
  if (history.isPending) return <EventsLoading label={t('loading')} />;
  if (history.isError) return <Text c="var(--mantine-color-error)">{formAlert(history.error) ?? t('error')}</Text>;
  // A status change taken back: its e-mail was held and withdrawn, so it does not say "e-mailed".
  const undone = new Set<number>();
  let undoing = false;
  for (const e of history.data.data) {
    if (e.kind === 'status_undone') undoing = true;
    else if (e.kind === 'status' && undoing) {
      undone.add(e.id);
      undoing = false;
    }
  }
  return (
    <Paper withBorder radius="md" p="md">
      <EventTimeline label={t('tabs.history')}>
        {history.data.data.map((e) => (
          <EventItem
            key={e.id}
            title={describe(e)}
            who={
              e.actor
                ? e.impersonator
                  ? t('history.byImpersonated', { name: e.actor.name, staff: e.impersonator.name })
                  : t('history.by', { name: e.actor.name })
                : t('history.byCandidate')
            }
            at={e.created_at}
          >
            {e.emailed &&
              (undone.has(e.id) ? (
                <>
                  {' · '}
                  <IconMailOff size={12} aria-hidden /> {t('history.emailWithdrawn')}
                </>
              ) : (
                <>
                  {' · '}
                  <IconMail size={12} aria-hidden /> {t('history.emailed')}
                </>
              ))}
          </EventItem>
        ))}
      </EventTimeline>
    </Paper>
  );
}
