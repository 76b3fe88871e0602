import { ActionIcon, Button, Group, NumberInput, Paper, Title, Tooltip } from '@mantine/core';
import { IconDeviceFloppy, IconWorld, IconX } from '@tabler/icons-react';
import type { PrivacySettingsView, SitePrivacyRow } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../shared/form/api-errors.js';
import { fieldMessage } from '../../shared/form/field-message.js';
import { errorText } from '../../shared/list/error-text.js';
import { ListBody } from '../../shared/list/ListBody.js';
import { ListTable } from '../../shared/list/ListTable.js';
import { ListToolbar } from '../../shared/list/ListToolbar.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { sitePeriodsQuery, useSaveSitePeriod } from './api.js';

type Props = { accountId: number; settings: PrivacySettingsView; canEdit: boolean };

/** Each site's own period, shown while the account lets its sites choose one. */
export function SitePeriodsCard({ accountId, settings, canEdit }: Props) {
  const { t } = useTranslation('privacy');
  const sites = useQuery(sitePeriodsQuery(accountId));
  const model = useListTable({
    rows: sites.data,
    rowId: (row) => row.site_id,
    columns: [
      { id: 'site', header: t('sites.columns.site'), cell: (row) => row.site_name },
      {
        id: 'period',
        header: t('sites.columns.period'),
        cell: (row) => <SitePeriodField accountId={accountId} row={row} settings={settings} canEdit={canEdit} />,
      },
    ],
  });
  return (
    <Paper className="portal-surface" withBorder radius="md" component="section" aria-labelledby="privacy-sites">
      <ListBody
        toolbar={
          <ListToolbar
            title={
              <Title order={2} fz="h4" id="privacy-sites">
                {t('sites.title')}
              </Title>
            }
          />
        }
        query={sites}
        empty={{ icon: IconWorld, title: t('sites.emptyTitle') }}
      >
        <ListTable
          model={model}
          label={t('sites.title')}
          pending={sites.isPending}
          fetching={sites.isFetching}
          skeletonRows={2}
        />
      </ListBody>
    </Paper>
  );
}

/** One site's period: a number (within the bounds) saved on its own, or cleared to the account's. */
function SitePeriodField({
  accountId,
  row,
  settings,
  canEdit,
}: { accountId: number; row: SitePrivacyRow } & Omit<Props, 'accountId'>) {
  const { t } = useTranslation('privacy');
  const save = useSaveSitePeriod(accountId);
  const [value, setValue] = useState<string | number>(row.retention_months ?? '');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(row.retention_months ?? ''), [row.retention_months]);
  const { min_months: min, max_months: max } = settings.limits;

  function send(months: number | null) {
    if (months !== null && (!Number.isInteger(months) || months < min || months > max)) {
      setError(fieldMessage('retention_months_bounds', { min, max }));
      return;
    }
    setError(null);
    save.mutate(
      { siteId: row.site_id, months },
      {
        onSuccess: () => showSnackbar('success', t('sites.saved', { site: row.site_name })),
        onError: (e) => setError(serverFieldErrors(e).retention_months ?? errorText(e)),
      },
    );
  }

  return (
    <Group gap="xs" align="flex-start">
      <NumberInput
        aria-label={t('sites.periodOf', { site: row.site_name })}
        placeholder={t('sites.accountPeriod', { months: settings.retention_months })}
        value={value}
        onChange={setValue}
        min={min}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        disabled={!canEdit || save.isPending}
        error={error}
        w={170}
      />
      {canEdit && (
        <>
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
            disabled={value === '' || Number(value) === row.retention_months}
            onClick={() => send(Number(value))}
            aria-label={t('sites.saveOf', { site: row.site_name })}
          >
            {t('sites.save')}
          </Button>
          {row.retention_months !== null && (
            <Tooltip label={t('sites.useAccount')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                onClick={() => send(null)}
                aria-label={t('sites.useAccountOf', { site: row.site_name })}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </>
      )}
    </Group>
  );
}
