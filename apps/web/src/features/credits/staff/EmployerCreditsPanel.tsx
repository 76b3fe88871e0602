import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { listControls } from '../../../shared/list/useListSearch.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { balanceQuery } from '../api.js';
import shared from '../credits.module.css';
import { LedgerTable } from '../ledger/LedgerTable.js';
import { useCreditScope } from '../scope.js';
import type { LedgerFilters } from '../search.js';
import { AdjustCreditsModal } from './AdjustCreditsModal.js';
import classes from './staff.module.css';

/**
 * The Credits tab of the staff employer page: the balance, "Adjust" for those who may, and this
 * employer's transactions. Its filters stay in the tab (the page's URL belongs to the profile).
 */
export function EmployerCreditsPanel({ employerId, employerName }: { employerId: number; employerName: string }) {
  const { t } = useTranslation('credits-admin');
  const { number, dateTime } = useFormat();
  const { scope } = useCreditScope();
  const ability = useAbility();
  const balance = useQuery(balanceQuery(scope, employerId));
  const [filters, setFilters] = useState<LedgerFilters>({ per_page: 10 });
  const [adjusting, setAdjusting] = useState(false);

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm" className={classes.header}>
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {t('panel.title', { employer: employerName })}
          </Title>
          {balance.isPending ? (
            <Skeleton h={48} w={120} />
          ) : balance.data ? (
            <>
              <Text className={shared.balance} data-testid="employer-balance">
                {number(balance.data.balance)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('panel.balance')}
                {balance.data.updated_at && ` · ${t('panel.updated', { date: dateTime(balance.data.updated_at) })}`}
              </Text>
            </>
          ) : (
            <FormErrorAlert message={formAlert(balance.error)} />
          )}
        </Stack>
        {checkAccess(ability, 'update', 'credits') && (
          <Button leftSection={<IconAdjustments size={16} aria-hidden />} onClick={() => setAdjusting(true)}>
            {t('panel.adjust')}
          </Button>
        )}
      </Group>
      <LedgerTable scope={scope} list={listControls(filters, setFilters)} employerId={employerId} />
      <AdjustCreditsModal
        target={adjusting ? { id: employerId, name: employerName } : null}
        scope={scope}
        onClose={() => setAdjusting(false)}
      />
    </>
  );
}
