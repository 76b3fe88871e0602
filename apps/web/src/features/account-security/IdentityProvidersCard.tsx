import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconKey, IconPlugConnected, IconPlus } from '@tabler/icons-react';
import type { IdentityProvider, IdentityProviderTestResult } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/list/error-text.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import classes from './account-security.module.css';
import { identityProvidersQuery, useDeleteIdentityProvider, useTestIdentityProvider } from './api.js';
import { BusyRowButton, CardTable, confirmRowRemoval, RemoveRowButton } from './CardRows.js';
import { ProviderTestResult } from './ProviderTestResult.js';

// The dialog and its checks (the contract's schemas) load when it is first opened.
const IdentityProviderModal = lazy(() =>
  import('./IdentityProviderModal.js').then((m) => ({ default: m.IdentityProviderModal })),
);

/**
 * The account's identity providers: each with its issuer, whether it is on and how its last
 * "Test connection" went (this visit's; the server keeps no result), and the add, change, test and
 * remove actions.
 */
export function IdentityProvidersCard({ accountId }: { accountId: number }) {
  const { t } = useTranslation('account-security');
  const providers = useQuery(identityProvidersQuery(accountId));
  const [editing, setEditing] = useState<IdentityProvider | 'new' | null>(null);
  const [results, setResults] = useState<Record<string, IdentityProviderTestResult>>({});
  const test = useTestIdentityProvider();
  const remove = useDeleteIdentityProvider(accountId);

  const testing = (provider: IdentityProvider) => test.isPending && test.variables === provider.id;

  function runTest(provider: IdentityProvider) {
    test.mutate(provider.id, {
      onSuccess: (result) => setResults((all) => ({ ...all, [provider.id]: result })),
      onError: (error) => showSnackbar('error', errorText(error)),
    });
  }

  function confirmDelete(provider: IdentityProvider) {
    const name = provider.display_name;
    confirmRowRemoval({
      texts: {
        title: t('providers.deleteTitle', { name }),
        text: t('providers.deleteText', { name }),
        confirm: t('providers.delete'),
        cancel: t('providers.cancel'),
        close: t('providers.close'),
        done: t('providers.deleted', { name }),
      },
      remove: (callbacks) => remove.mutate(provider.id, callbacks),
    });
  }

  const model = useListTable({
    rows: providers.data,
    rowId: (p) => p.id,
    columns: [
      {
        id: 'name',
        header: t('providers.columns.name'),
        cell: (p) => (
          <Stack gap={2}>
            <Text fw={600} size="sm">
              {p.display_name}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`providers.presets.${p.preset}`)}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'issuer',
        header: t('providers.columns.issuer'),
        cell: (p) => (
          <Text size="sm" dir="ltr" className={classes.issuer}>
            {p.issuer}
          </Text>
        ),
      },
      {
        id: 'enabled',
        header: t('providers.columns.status'),
        cell: (p) => (
          <Badge variant="dot" color={p.enabled ? 'teal' : 'gray'} radius="sm" tt="none" c="var(--mantine-color-text)">
            {p.enabled ? t('providers.on') : t('providers.off')}
          </Badge>
        ),
      },
      {
        id: 'test',
        header: t('providers.columns.test'),
        cell: (p) => <ProviderTestResult result={results[p.id]} />,
      },
      {
        id: 'actions',
        header: t('providers.columns.actions'),
        cell: (p) => (
          <Group gap="xs" wrap="wrap" className={classes.rowActions}>
            <BusyRowButton
              icon={IconPlugConnected}
              busy={testing(p)}
              onRun={() => runTest(p)}
              label={t('providers.testOne', { name: p.display_name })}
            >
              {t('providers.test')}
            </BusyRowButton>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEdit size={14} aria-hidden />}
              onClick={() => setEditing(p)}
              aria-label={t('providers.editTitle', { name: p.display_name })}
            >
              {t('providers.edit')}
            </Button>
            <RemoveRowButton
              onClick={() => confirmDelete(p)}
              label={t('providers.deleteTitle', { name: p.display_name })}
            >
              {t('providers.delete')}
            </RemoveRowButton>
          </Group>
        ),
      },
    ],
  });

  return (
    <SectionCard id="account-identity-providers" title={t('providers.title')} intro={t('providers.intro')}>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('providers.add')}
        </Button>
      </Group>
      <CardTable
        query={providers}
        empty={{ icon: IconKey, title: t('providers.emptyTitle'), text: t('providers.emptyText') }}
        model={model}
        label={t('providers.title')}
      />
      {editing !== null && (
        <Suspense fallback={null}>
          <IdentityProviderModal
            provider={editing}
            accountId={accountId}
            onClose={() => setEditing(null)}
            onSaved={(saved, created) => {
              const name = saved.display_name;
              showSnackbar('success', created ? t('providers.created', { name }) : t('providers.saved', { name }));
              setEditing(null);
            }}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
