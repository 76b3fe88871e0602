import { Button, Center, Loader, Paper } from '@mantine/core';
import { IconBuilding, IconSelector } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { contextOptions, switchTarget } from '../../shared/session/context-switch.js';
import { meQuery } from '../../shared/session/me-query.js';
import { openSwitcher } from '../../shared/session/switcher-store.js';
import { EmptyState } from '../../shared/ui/EmptyState.js';

/** While the profile loads, or why it cannot be shown (no employer selected, or an error). */
export function OwnEmployerState({ loading, error }: { loading: boolean; error?: unknown }) {
  const { t } = useTranslation('company');
  if (loading) return <Loading label={t('loading')} />;
  if (!error) return <ChooseCompany />;
  return (
    <Paper className="portal-surface" withBorder radius="md">
      <EmptyState icon={IconBuilding} title={t('error')} text={formAlert(error) ?? undefined} />
    </Paper>
  );
}

const Loading = ({ label }: { label: string }) => (
  <Center py={80}>
    <Loader role="status" aria-label={label} />
  </Center>
);

/**
 * No company selected: with one company of their own in this account the user is taken straight to
 * it; with several the switcher opens on them (and stays a button away), rather than leaving the page
 * with nothing to do.
 */
function ChooseCompany() {
  const { t } = useTranslation('company');
  const { data: me } = useQuery(meQuery);
  const accountId = useSelectionStore((s) => s.accountId);
  // Memoised on the session, so the effect below runs once per answer, not on every render.
  const companies = useMemo(
    () => (me ? contextOptions(me).filter((o) => o.employer !== null && o.selection.accountId === accountId) : []),
    [me, accountId],
  );
  const only = companies.length === 1 ? companies[0] : undefined;
  const several = companies.length > 1;
  useEffect(() => {
    if (only) {
      // The switcher's own way: save the choice and reload, so nothing of the previous place stays cached.
      useSelectionStore.getState().select(only.selection);
      window.location.assign(switchTarget(window.location, only.selection));
    } else if (several) openSwitcher();
  }, [only, several]);

  if (only) return <Loading label={t('opening', { name: only.employer })} />;
  return (
    <Paper className="portal-surface" withBorder radius="md">
      <EmptyState
        icon={IconBuilding}
        title={several ? t('noEmployer') : t('noCompany')}
        action={
          several && (
            <Button variant="default" leftSection={<IconSelector size={16} aria-hidden />} onClick={openSwitcher}>
              {t('chooseCompany')}
            </Button>
          )
        }
      />
    </Paper>
  );
}
