import { Anchor, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconUserStar } from '@tabler/icons-react';
import { CONSULTANT_STATUSES, checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { EnumFilter } from '../../shared/list/EnumFilter.js';
import { ListPage } from '../../shared/list/ListPage.js';
import { ListSearchInput } from '../../shared/list/ListSearchInput.js';
import { ListToolbar } from '../../shared/list/ListToolbar.js';
import { countSet } from '../../shared/list/search-params.js';
import { useListSearch } from '../../shared/list/useListSearch.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { useSearchText } from '../../shared/list/useSearchText.js';
import { useTenant } from '../../shared/selection/useTenant.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { jobOptionsQuery } from '../jobs/api.js';
import { useJobScope } from '../jobs/useJobScope.js';
import { consultantListQuery } from './api.js';
import { ConsultantStatusBadge, SpecialisationBadges, useSpecialisationLabel } from './components.js';
import { CONSULTANT_FILTERS, consultantListQueryOf, consultantsSearch } from './search.js';

/** `/{account}/{site}/consultants`: the site's recruiters, searchable; search, status and page in the URL. */
export function ConsultantsPage() {
  const { t } = useTranslation('consultants');
  const { number } = useFormat();
  const { accountId, siteId, path } = useTenant();
  const { scope } = useJobScope();
  const ability = useAbility();
  const list = useListSearch(consultantsSearch);
  const { search } = list;
  const query = useQuery(consultantListQuery({ accountId, siteId }, consultantListQueryOf(search)));
  const options = useQuery(jobOptionsQuery(scope));
  const specialisation = useSpecialisationLabel(options.data?.classifications);
  const [q, setQ] = useSearchText(search.q, (text) => list.set({ q: text }));
  const filtered = Boolean(search.q) || countSet(search, CONSULTANT_FILTERS) > 0;
  const model = useListTable({
    rows: query.data?.data,
    rowId: (c) => c.id,
    columns: [
      {
        id: 'name',
        header: t('columns.name'),
        cell: (c) => (
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={c.photo}
              name={c.name}
              radius="xl"
              size={36}
              color="brand"
              variant="filled"
              alt=""
              aria-hidden
            />
            <Stack gap={0}>
              <Anchor component={Link} to={path(`consultants/${c.id}`)} fw={600} size="sm">
                {c.name}
              </Anchor>
              <Text size="xs" c="dimmed" dir="ltr">
                {c.email}
              </Text>
            </Stack>
          </Group>
        ),
      },
      {
        id: 'phone',
        header: t('columns.phone'),
        cell: (c) => (
          <Text size="sm" dir="ltr">
            {c.phone ?? '—'}
          </Text>
        ),
      },
      {
        id: 'specialisations',
        header: t('columns.specialisations'),
        cell: (c) => <SpecialisationBadges keys={c.specialisations} label={specialisation} />,
      },
      {
        id: 'employers',
        header: t('columns.employers'),
        cell: (c) => <Text size="sm">{c.employers.map((e) => e.name).join(', ') || '—'}</Text>,
      },
      { id: 'jobs', header: t('columns.liveJobs'), cell: (c) => <Text size="sm">{number(c.jobs_count)}</Text> },
      { id: 'status', header: t('columns.status'), cell: (c) => <ConsultantStatusBadge status={c.status} /> },
    ],
  });

  return (
    <ListPage
      title={t('title')}
      actions={
        checkAccess(ability, 'create', 'consultants') && (
          <Button component={Link} to={path('consultants/create')} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('new')}
          </Button>
        )
      }
      toolbar={
        <ListToolbar
          search={<ListSearchInput value={q} onChange={setQ} placeholder={t('filters.searchPlaceholder')} />}
          filters={
            <EnumFilter
              label={t('filters.status')}
              placeholder={t('filters.all')}
              values={CONSULTANT_STATUSES}
              optionLabel={(s) => t(`status.${s}`)}
              value={search.status}
              onChange={(status) => list.set({ status })}
              width={170}
            />
          }
          activeFilters={countSet(search, CONSULTANT_FILTERS)}
          filtered={filtered}
          onReset={() => list.reset(['per_page'])}
        />
      }
      query={query}
      empty={{ icon: IconUserStar, title: t('empty'), text: t('emptyText') }}
      paging={{ onPage: list.onPage, onPerPage: list.onPerPage, perPageLabel: t('perPage') }}
      table={{ model, label: t('title'), skeletonRows: 5 }}
    />
  );
}
