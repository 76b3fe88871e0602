import { Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconSend, IconWebhook } from '@tabler/icons-react';
import { checkAccess, type SiteForm, WEBHOOK_DELIVERY_STATUSES, type WebhookDelivery } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { EnumFilter } from '../../../shared/list/EnumFilter.js';
import { ListBody } from '../../../shared/list/ListBody.js';
import { ListTable } from '../../../shared/list/ListTable.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { type ListColumn, useListTable } from '../../../shared/list/useListTable.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { deliveriesQuery, type SiteScope, useResendDelivery } from './api.js';
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

/** The Deliveries tab of a webhook form (`…/forms/{uuid}/deliveries`): its log, resends, and its signing secret. */
export function DeliveriesPanel({ form }: { form: SiteForm }) {
  const { t } = useTranslation('site-form-deliveries');
  const { accountId, siteId } = useTenant();
  const scope = { accountId, siteId };
  const uuid = form.uuid;
  const canUpdate = checkAccess(useAbility(), 'update', 'settings');
  const list = useListSearch(deliveriesSearch);
  const { search } = list;
  const query = useQuery(
    deliveriesQuery(scope, uuid, { status: search.status, page: search.page ?? 1, per_page: search.per_page ?? 25 }),
  );
  const model = useListTable({
    rows: query.data?.data,
    columns: useDeliveryColumns(scope, uuid, canUpdate),
    rowId: (d) => d.id,
  });

  return (
    <>
      {form.webhook_url && (
        <Text size="sm" c="dimmed" mb="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('sentTo')} <bdi dir="ltr">{form.webhook_url}</bdi>
        </Text>
      )}
      <SigningSecretCard uuid={uuid} canUpdate={canUpdate} />
      <ListBody
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
      >
        <ListTable model={model} label={t('title')} pending={query.isPending} fetching={query.isFetching} />
      </ListBody>
    </>
  );
}
