import { Anchor, Badge, Button, Checkbox, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconFilterOff, IconSearch, IconTags, IconUserSearch } from '@tabler/icons-react';
import { checkAccess, SEEKER_BULK_MAX, SEEKER_STATUSES, SEEKER_TAGS_MAX } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { cleanSearch } from '../../shared/list/search-params.js';
import { useSearchText } from '../../shared/list/useSearchText.js';
import { useTenant } from '../../shared/selection/useTenant.js';
import { BulkActionBar } from '../../shared/ui/BulkActionBar.js';
import { BulkTagModal } from '../../shared/ui/BulkTagModal.js';
import { EmptyState } from '../../shared/ui/EmptyState.js';
import { ListFooter } from '../../shared/ui/ListFooter.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { TableSkeletonRows } from '../../shared/ui/TableSkeletonRows.js';
import { useRowSelection } from '../../shared/ui/useRowSelection.js';
import { formAlert } from '../auth/forms.js';
import { useAbility } from '../session/useAbility.js';
import { downloadSeekersCsv, seekerListQuery, sortOptionsQuery, useSeekerActions } from './api.js';
import { SeekerStatusBadge } from './components.js';
import {
  isFiltered,
  SEEKER_PER_PAGE,
  type SeekersSearch,
  seekerFiltersOf,
  seekerListQueryOf,
  seekersSearch,
} from './search.js';
import classes from './seekers.module.css';

/** `/{account}/{site}/seekers`: the site's candidates; search, filters, sort and page in the URL. */
export function SeekersPage() {
  const { t, i18n } = useTranslation('seekers');
  const { date, number } = useFormat();
  const { accountId, siteId, path } = useTenant();
  const scope = { accountId, siteId };
  const ability = useAbility();
  const navigate = useNavigate();
  const search = seekersSearch.parse(useSearch({ strict: false }));
  const list = useQuery(seekerListQuery(scope, seekerListQueryOf(search)));
  const sorts = useQuery(sortOptionsQuery(scope, i18n.language));
  const rows = list.data?.data ?? [];
  const selection = useRowSelection(rows, SEEKER_BULK_MAX);
  const { tag } = useSeekerActions(scope);
  const [tagging, setTagging] = useState(false);
  const [exporting, setExporting] = useState(false);
  const canUpdate = checkAccess(ability, 'update', 'seekers');

  function update(next: Partial<SeekersSearch>, resetPage = true) {
    selection.clear();
    const merged = { ...search, ...next, ...(resetPage ? { page: undefined } : {}) };
    void navigate({ to: '.', search: cleanSearch(merged) as never, replace: true });
  }
  const [q, setQ] = useSearchText(search.q, (text) => update({ q: text }));
  const fail = (e: unknown) => showSnackbar('error', formAlert(e) ?? t('error'));

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadSeekersCsv(seekerFiltersOf(search));
    } catch (e) {
      fail(e);
    } finally {
      setExporting(false);
    }
  }

  const count = selection.chosen.length;
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        actions={
          checkAccess(ability, 'export', 'seekers') && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={exportCsv}
              loading={exporting}
            >
              {t('export')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md">
        <Group className={classes.filters} gap="sm" p="md" align="flex-end">
          <TextInput
            className={classes.search}
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <Select
            label={t('filters.status')}
            placeholder={t('filters.all')}
            data={SEEKER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={search.status ?? null}
            onChange={(v) => update({ status: (v as SeekersSearch['status']) ?? undefined })}
            clearable
            w={160}
          />
          <TextInput
            label={t('filters.tag')}
            defaultValue={search.tag ?? ''}
            key={search.tag ?? ''}
            onBlur={(e) => update({ tag: e.currentTarget.value.trim() || undefined })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') update({ tag: e.currentTarget.value.trim() || undefined });
            }}
            w={160}
          />
          <Select
            label={t('filters.sort')}
            data={sorts.data ?? []}
            value={search.sort ?? '-created_at'}
            onChange={(v) => update({ sort: (v as SeekersSearch['sort']) ?? undefined })}
            allowDeselect={false}
            w={220}
          />
          {isFiltered(search) && (
            <Button
              variant="subtle"
              leftSection={<IconFilterOff size={16} aria-hidden />}
              onClick={() => {
                setQ('');
                update({ q: undefined, status: undefined, tag: undefined });
              }}
            >
              {t('filters.reset')}
            </Button>
          )}
        </Group>
        {canUpdate && count > 0 && (
          <BulkActionBar
            label={t('bulk.label')}
            summary={t('bulk.selected', { count })}
            clearLabel={t('bulk.clear')}
            onClear={selection.clear}
          >
            <Button
              size="xs"
              variant="default"
              leftSection={<IconTags size={14} aria-hidden />}
              onClick={() => setTagging(true)}
            >
              {t('bulk.tag')}
            </Button>
          </BulkActionBar>
        )}
        {list.isError ? (
          <Text c="var(--mantine-color-error)" p="md">
            {formAlert(list.error) ?? t('error')}
          </Text>
        ) : !list.isPending && rows.length === 0 ? (
          <EmptyState
            icon={IconUserSearch}
            title={isFiltered(search) ? t('emptyFiltered') : t('empty')}
            text={isFiltered(search) ? t('emptyFilteredText') : t('emptyText')}
          />
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t('title')} aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  {canUpdate && (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('select.all')}
                        checked={selection.allChecked}
                        indeterminate={selection.someChecked}
                        onChange={selection.toggleAll}
                      />
                    </Table.Th>
                  )}
                  <Table.Th>{t('columns.candidate')}</Table.Th>
                  <Table.Th>{t('columns.location')}</Table.Th>
                  <Table.Th>{t('columns.headline')}</Table.Th>
                  <Table.Th>{t('columns.tags')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.applications')}</Table.Th>
                  <Table.Th>{t('columns.registered')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.isPending ? (
                  <TableSkeletonRows rows={8} columns={canUpdate ? 8 : 7} />
                ) : (
                  rows.map((s) => (
                    <Table.Tr key={s.id}>
                      {canUpdate && (
                        <Table.Td>
                          <Checkbox
                            aria-label={t('select.one', { name: s.name })}
                            checked={selection.isSelected(s.id)}
                            onChange={(e) => selection.toggle(s.id, e.currentTarget.checked)}
                          />
                        </Table.Td>
                      )}
                      <Table.Td>
                        <Stack gap={0}>
                          <Anchor component={Link} to={path(`seekers/${s.id}/profile`)} fw={600} size="sm">
                            {s.name}
                          </Anchor>
                          <Text size="xs" c="dimmed" dir="ltr" className={classes.email}>
                            {s.email}
                          </Text>
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{s.location ?? '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={2}>
                          {s.headline ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {s.tags.map((tagName) => (
                            <Badge key={tagName} variant="light" color="gray" radius="sm" tt="none">
                              {tagName}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <SeekerStatusBadge status={s.status} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{number(s.applications_count)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          <time dateTime={s.created_at}>{date(s.created_at)}</time>
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.data && list.data.meta.total > 0 && (
          <ListFooter
            meta={list.data.meta}
            perPageOptions={SEEKER_PER_PAGE}
            perPageLabel={t('perPage')}
            onPage={(page) => update({ page }, false)}
            onPerPage={(n) => update({ per_page: n })}
          />
        )}
      </Paper>
      <BulkTagModal
        chosen={selection.chosen}
        opened={tagging}
        loading={tag.isPending}
        texts={{
          title: t('tagging.title', { count }),
          text: t('tagging.text', { max: SEEKER_TAGS_MAX }),
          add: t('tagging.add'),
          remove: t('tagging.remove'),
          apply: t('tagging.apply', { count }),
          cancel: t('actions.cancel'),
        }}
        onClose={() => setTagging(false)}
        onApply={(change) =>
          tag.mutate(
            { ids: selection.chosen.map((s) => s.id), ...change },
            {
              onSuccess: (result) => {
                setTagging(false);
                selection.clear();
                showSnackbar(
                  result.skipped.length ? 'warning' : 'success',
                  [
                    t('done.tagged', { count: result.updated.length }),
                    ...(result.skipped.length ? [t('done.skipped', { count: result.skipped.length })] : []),
                  ].join(' · '),
                );
              },
              onError: fail,
            },
          )
        }
      />
    </>
  );
}
