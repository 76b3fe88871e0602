import { Center, Loader, Paper } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { EmptyState } from '../../shared/ui/EmptyState.js';

/** While the profile loads, or why it cannot be shown (no employer selected, or an error). */
export function OwnEmployerState({ loading, error }: { loading: boolean; error?: unknown }) {
  const { t } = useTranslation('company');
  if (loading) {
    return (
      <Center py={80}>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  return (
    <Paper className="portal-surface" withBorder radius="md">
      <EmptyState
        icon={IconBuilding}
        title={error ? t('error') : t('noEmployer')}
        text={error ? (formAlert(error) ?? undefined) : undefined}
      />
    </Paper>
  );
}
