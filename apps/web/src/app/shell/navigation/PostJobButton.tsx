import { ActionIcon, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSelectionStore } from '../../../shared/selection/selection-store.js';
import { useAbility } from '../../../shared/session/useAbility.js';

/** "Post a job", for those who may create jobs in the selected site; an icon when space is short. */
export function PostJobButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  const ability = useAbility();
  const accountId = useSelectionStore((s) => s.accountId);
  const siteId = useSelectionStore((s) => s.siteId);
  if (accountId === null || siteId === null || !checkAccess(ability, 'create', 'jobs')) return null;
  const to = `/${accountId}/${siteId}/jobs/create`;
  if (compact) {
    return (
      <ActionIcon component={Link} to={to} size="xl" radius="md" aria-label={t('postJob')}>
        <IconPlus size={20} stroke={2} />
      </ActionIcon>
    );
  }
  return (
    <Button
      component={Link}
      to={to}
      leftSection={<IconPlus size={18} stroke={2} aria-hidden />}
      radius="md"
      // The header's touch size (44 px), like its icon buttons.
      h="2.75rem"
    >
      {t('postJob')}
    </Button>
  );
}
