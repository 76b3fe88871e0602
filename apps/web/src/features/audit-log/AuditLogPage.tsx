import { Badge, Button, Code, Group, Paper, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { IconDownload, IconHistory, IconSearch } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { cleanSearch } from '../../shared/list/search-params.js';
import { useSearchText } from '../../shared/list/useSearchText.js';
import { EmptyState } from '../../shared/ui/EmptyState.js';
import { ListFooter } from '../../shared/ui/ListFooter.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { TableSkeletonRows } from '../../shared/ui/TableSkeletonRows.js';
import { describeActivity } from '../activity/describe.js';
import { formAlert } from '../auth/forms.js';
import { meQuery } from '../session/me-query.js';
import { useAbility } from '../session/useAbility.js';
import { auditLogQuery, downloadAuditCsv } from './api.js';
import classes from './audit-log.module.css';
import { AUDIT_PER_PAGE, AUDIT_SUBJECTS, type AuditLogSearch, auditLogSearch, auditQueryOf } from './search.js';

/** `/{account}/audit-log`: who did what in the account, newest first; filters live in the URL. */
export function AuditLogPage() {
  const { t } = useTranslation(['audit-log', 'activity', 'employers']);
  const { dateTime } = useFormat();
  const ability = useAbility();
  const navigate = useNavigate();
  const accountId = Number(useParams({ strict: false }).account);
  const search = auditLogSearch.parse(useSearch({ strict: false }));
  const query = auditQueryOf(search);
  const log = useQuery(auditLogQuery(accountId, query));
  const { data: me } = useQuery(meQuery);
  const sites = me?.accounts.find((a) => a.id === accountId)?.sites ?? [];
  const [exporting, setExporting] = useState(false);

  function update(next: Partial<AuditLogSearch>, resetPage = true) {
    const merged = { ...search, ...next, ...(resetPage ? { page: undefined } : {}) };
    void navigate({ to: '.', search: cleanSearch(merged) as never, replace: true });
  }
  const [q, setQ] = useSearchText(search.q, (text) => update({ q: text }));

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadAuditCsv(query);
    } catch (e) {
      showSnackbar('error', formAlert(e) ?? t('error'));
    } finally {
      setExporting(false);
    }
  }

  const rows = log.data?.data ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        actions={
          checkAccess(ability, 'export', 'audit_log') && (
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
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
          />
          <Select
            label={t('subject')}
            placeholder={t('anySubject')}
            data={AUDIT_SUBJECTS.map((s) => ({ value: s, label: t(`subjects.${s}`) }))}
            value={search.subject ?? null}
            onChange={(v) => update({ subject: (v as AuditLogSearch['subject']) ?? undefined })}
            clearable
            w={180}
          />
          {sites.length > 1 && (
            <Select
              label={t('site')}
              placeholder={t('anySite')}
              data={sites.map((s) => ({ value: String(s.id), label: s.name }))}
              value={search.site ? String(search.site) : null}
              onChange={(v) => update({ site: v ? Number(v) : undefined })}
              clearable
              w={200}
            />
          )}
          <TextInput
            type="date"
            label={t('from')}
            value={search.from ?? ''}
            onChange={(e) => update({ from: e.currentTarget.value || undefined })}
            w={160}
          />
          <TextInput
            type="date"
            label={t('to')}
            value={search.to ?? ''}
            onChange={(e) => update({ to: e.currentTarget.value || undefined })}
            w={160}
          />
          <Switch
            className={classes.switch}
            label={t('impersonatedOnly')}
            checked={search.impersonated === 'true'}
            onChange={(e) => update({ impersonated: e.currentTarget.checked ? 'true' : undefined })}
          />
        </Group>
        {log.isError ? (
          <Text c="var(--mantine-color-error)" p="md">
            {formAlert(log.error) ?? t('error')}
          </Text>
        ) : !log.isPending && rows.length === 0 ? (
          <EmptyState icon={IconHistory} title={t('empty')} text={t('emptyText')} />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" className={classes.table} aria-label={t('title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.when')}</Table.Th>
                  <Table.Th>{t('columns.who')}</Table.Th>
                  <Table.Th>{t('columns.what')}</Table.Th>
                  <Table.Th>{t('columns.where')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.isPending ? (
                  <TableSkeletonRows rows={8} columns={4} />
                ) : (
                  rows.map((e) => (
                    <Table.Tr key={e.id}>
                      <Table.Td className={classes.when}>
                        <time dateTime={e.created_at}>{dateTime(e.created_at)}</time>
                      </Table.Td>
                      <Table.Td>
                        {e.actor ? (
                          <Stack gap={0}>
                            <Text size="sm" fw={500}>
                              {e.actor.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {e.actor.email}
                            </Text>
                          </Stack>
                        ) : (
                          <Text size="sm" c="dimmed">
                            {t('system')}
                          </Text>
                        )}
                        {e.impersonator && (
                          <Badge variant="light" color="orange" size="sm" mt={4} className={classes.badge}>
                            {t('impersonatedBy', { name: e.impersonator.name })}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{describeActivity(e, t)}</Text>
                        <Code className={classes.code}>
                          {e.action}
                          {e.subject_id ? ` · ${e.subject_type} ${e.subject_id}` : ''}
                        </Code>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{e.site?.name ?? t('wholeAccount')}</Text>
                        {e.ip && (
                          <Text size="xs" c="dimmed">
                            {t('ip', { ip: e.ip })}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {log.data && log.data.meta.total > 0 && (
          <ListFooter
            meta={log.data.meta}
            perPageOptions={AUDIT_PER_PAGE}
            perPageLabel={t('perPage')}
            onPage={(page) => update({ page }, false)}
            onPerPage={(n) => update({ per_page: n })}
          />
        )}
      </Paper>
    </>
  );
}
