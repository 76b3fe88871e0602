import { Anchor, Button, Select, Text } from '@mantine/core';
import { IconForms, IconPlus } from '@tabler/icons-react';
import { checkAccess, SITE_FORM_STATUSES, type SiteFormListResponse } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { ListPage } from '../../../shared/list/ListPage.js';
import { ListToolbar } from '../../../shared/list/ListToolbar.js';
import { useListSearch } from '../../../shared/list/useListSearch.js';
import { type ListColumn, useListTable } from '../../../shared/list/useListTable.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { siteFormsQuery } from '../api.js';
import { handlerName } from '../components/labels.js';
import { SiteFormStatusBadge } from '../components/SiteFormStatusBadge.js';
import { siteFormsListQuery, siteFormsSearch } from './search.js';

type Row = SiteFormListResponse['data'][number];

/** `settings/forms`: the site's forms, each with what it does, its state and how many answers it got. */
export function SiteFormsPage() {
  const { t } = useTranslation('site-forms');
  const { number } = useFormat();
  const { accountId, siteId, path } = useTenant();
  const canEdit = checkAccess(useAbility(), 'update', 'settings');
  const list = useListSearch(siteFormsSearch);
  const { search } = list;
  const query = useQuery(siteFormsQuery({ accountId, siteId }, siteFormsListQuery(search)));

  const columns: ListColumn<Row>[] = [
    {
      id: 'name',
      header: t('list.name'),
      cell: (f) => (
        <Anchor component={Link} to={path(`settings/forms/${f.uuid}`)} fw={600} size="sm">
          {f.name}
        </Anchor>
      ),
    },
    { id: 'handler', header: t('list.handler'), cell: (f) => <Text size="sm">{handlerName(t, f.handler)}</Text> },
    { id: 'status', header: t('list.status'), cell: (f) => <SiteFormStatusBadge status={f.status} /> },
    {
      id: 'version',
      header: t('list.version'),
      cell: (f) => (
        <Text size="sm" c={f.published ? undefined : 'dimmed'}>
          {f.published ? t('list.versionN', { n: f.published.version }) : t('list.notPublished')}
        </Text>
      ),
    },
    {
      id: 'submissions',
      header: t('list.submissions'),
      cell: (f) =>
        f.submissions_count > 0 ? (
          <Anchor component={Link} to={path(`settings/forms/${f.uuid}/submissions`)} size="sm">
            {number(f.submissions_count)}
          </Anchor>
        ) : (
          <Text size="sm">{number(0)}</Text>
        ),
    },
  ];
  const model = useListTable({ rows: query.data?.data, columns, rowId: (f) => f.uuid, resetKey: list.key });
  const create = canEdit && (
    <Button component={Link} to={path('settings/forms/new')} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('list.create')}
    </Button>
  );

  return (
    <ListPage
      title={t('title')}
      actions={create}
      toolbar={
        <ListToolbar
          search={
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          }
          filters={
            <Select
              label={t('list.status')}
              placeholder={t('list.allStatuses')}
              data={SITE_FORM_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              value={search.status ?? null}
              onChange={(v) => list.set({ status: SITE_FORM_STATUSES.find((s) => s === v) })}
              clearable
              style={{ flex: '0 1 200px' }}
            />
          }
          activeFilters={search.status ? 1 : 0}
          filtered={Boolean(search.status)}
          onReset={() => list.reset(['per_page'])}
        />
      }
      query={query}
      empty={{ icon: IconForms, title: t('list.emptyTitle'), text: t('list.emptyText'), action: create || undefined }}
      noMatch={{ title: t('list.emptyTitle'), text: t('list.emptyText') }}
      filtered={Boolean(search.status)}
      paging={list}
      table={{ model, label: t('title'), skeletonRows: 3 }}
    />
  );
}
