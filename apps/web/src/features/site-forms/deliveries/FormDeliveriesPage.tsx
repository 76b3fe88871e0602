import { Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconSend, IconWebhook } from '@tabler/icons-react';
import { checkAccess, WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { EnumFilter } from '../../../shared/list/EnumFilter.js';
import { ListPage } from '../../../shared/list/ListPage.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { type ListColumn, useListTable } from '../../../shared/list/useListTable.js';
import { useSelectionStore } from '../../../shared/selection/selection-store.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { useAbility } from '../../session/useAbility.js';
import { deliveriesFormQuery, deliveriesQuery, type SiteScope, useResendDelivery } from './api.js';
import { DeliveryStatusBadge } from './DeliveryStatusBadge.js';
import classes from './deliveries.module.css';
import { SigningSecretCard } from './SigningSecretCard.js';
import { deliveriesSearch } from './search.js';

function useDeliveryColumns(
  scope: SiteScope,
  uuid: string,
  canUpdate: boolean,
): (ListColumn<WebhookDelivery> | false)[] {
  const { t } = useTranslation('site-form-deliveries');
  const { dateTime, number } = useFormat();
  const resend = useResendDelivery(scope, uuid);
  const when = (value: string | null) => (value ? <span className={classes.nowrap}>{dateTime(value)}</span> : null);
  return [
    { id: 'status', header: t('fields.status'), cell: (d) => <DeliveryStatusBadge status={d.status} /> },
    { id: 'attempts', header: t('fields.attempts'), cell: (d) => number(d.attempts) },
    {
      id: 'last',
      header: t('fields.lastResult'),
      cell: (d) =>
        d.last_status_code === null && !d.last_error ? null : (
          <Stack gap={0}>
            {d.last_status_code !== null && (
              <Text size="sm" fw={600}>
                {t('fields.httpStatus', { code: d.last_status_code })}
              </Text>
            )}
            {d.last_error && (
              <Text size="xs" c="dimmed" className={classes.error} dir="ltr">
                {d.last_error}
              </Text>
            )}
          </Stack>
        ),
    },
    { id: 'next', header: t('fields.nextAttempt'), cell: (d) => when(d.next_attempt_at) },
    { id: 'created', header: t('fields.created'), cell: (d) => when(d.created_at) },
    { id: 'delivered', header: t('fields.delivered'), cell: (d) => when(d.delivered_at) },
    canUpdate && {
      id: 'actions',
      header: t('fields.actions'),
      hiddenHeader: true,
      cell: (d) => {
        const button = (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            disabled={d.status === 'pending'}
            loading={resend.isPending && resend.variables === d.id}
            aria-label={t('resendOne', { date: dateTime(d.created_at) })}
            onClick={() =>
              resend.mutate(d.id, {
                onSuccess: () => showSnackbar('success', t('resent')),
                onError: (e) => showSnackbar('error', formAlert(e) ?? ''),
              })
            }
          >
            {t('resend')}
          </Button>
        );
        return d.status === 'pending' ? (
          <Tooltip label={t('resendPending')}>
            <span>{button}</span>
          </Tooltip>
        ) : (
          button
        );
      },
    },
  ];
}

/** `settings/forms/{uuid}/deliveries`: a webhook form's delivery log, resends, and its signing secret. */
export function FormDeliveriesPage() {
  const { t } = useTranslation('site-form-deliveries');
  const { uuid = '' } = useParams({ strict: false }) as { uuid?: string };
  const accountId = useSelectionStore((s) => s.accountId) ?? 0;
  const siteId = useSelectionStore((s) => s.siteId) ?? 0;
  const scope = { accountId, siteId };
  const canUpdate = checkAccess(useAbility(), 'update', 'settings');
  const list = useListSearch(deliveriesSearch);
  const { search } = list;
  const form = useQuery(deliveriesFormQuery(scope, uuid));
  const query = useQuery(
    deliveriesQuery(scope, uuid, { status: search.status, page: search.page ?? 1, per_page: search.per_page ?? 25 }),
  );
  const model = useListTable({
    rows: query.data?.data,
    columns: useDeliveryColumns(scope, uuid, canUpdate),
    rowId: (d) => d.id,
  });
  const name = form.data?.name ?? '';
  const isWebhook = form.data?.handler === 'webhook';

  return (
    <ListPage
      title={name ? t('titleOf', { name }) : t('title')}
      before={
        <>
          {form.data?.webhook_url && (
            <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('sentTo')} <bdi dir="ltr">{form.data.webhook_url}</bdi>
            </Text>
          )}
          {isWebhook && <SigningSecretCard uuid={uuid} canUpdate={canUpdate} />}
        </>
      }
      toolbar={
        <ListToolbar
          filters={
            <EnumFilter
              label={t('fields.status')}
              placeholder={t('filters.all')}
              values={WEBHOOK_DELIVERY_STATUSES}
              optionLabel={(s) => t(`status.${s}`)}
              value={search.status}
              onChange={(status) => list.set({ status })}
              width={200}
            />
          }
          activeFilters={search.status ? 1 : 0}
          filtered={Boolean(search.status)}
          onReset={() => list.reset(['per_page'])}
        />
      }
      query={query}
      empty={{ icon: IconWebhook, title: t('empty.title'), text: t('empty.text') }}
      noMatch={{ title: t('empty.noMatchTitle'), text: t('empty.noMatchText') }}
      filtered={Boolean(search.status)}
      paging={list}
      table={{ model, label: t('title') }}
    />
  );
}
