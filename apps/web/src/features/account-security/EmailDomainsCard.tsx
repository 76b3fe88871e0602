import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPlus, IconRefresh, IconWorldWww } from '@tabler/icons-react';
import type { EmailDomain } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../shared/form/api-errors.js';
import { errorText } from '../../shared/list/error-text.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import classes from './account-security.module.css';
import { emailDomainsQuery, useAddEmailDomain, useCheckEmailDomain, useRemoveEmailDomain } from './api.js';
import { BusyRowButton, CardTable, confirmRowRemoval, RemoveRowButton } from './CardRows.js';
import { CopyableValue } from './CopyableValue.js';
import { DomainStatus } from './DomainStatus.js';

// The reason dialog and its schema load when platform staff first open it.
const ApproveDomainModal = lazy(() =>
  import('./ApproveDomainModal.js').then((m) => ({ default: m.ApproveDomainModal })),
);

/**
 * The e-mail domains the account proves it controls: the account's identity providers sign in only
 * addresses at them. Each shows the TXT record to publish (copyable), whether it is proven (by DNS
 * or by platform staff, with who and when), and Check and Remove; platform staff also approve by hand.
 */
export function EmailDomainsCard({ accountId, canApprove }: { accountId: number; canApprove: boolean }) {
  const { t } = useTranslation('account-security');
  const domains = useQuery(emailDomainsQuery(accountId));
  const [typed, setTyped] = useState('');
  const [approving, setApproving] = useState<EmailDomain | null>(null);
  const add = useAddEmailDomain(accountId);
  const check = useCheckEmailDomain(accountId);
  const remove = useRemoveEmailDomain(accountId);
  const checking = (d: EmailDomain) => check.isPending && check.variables === d.id;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    add.mutate(typed, {
      onSuccess: (added) => {
        setTyped('');
        showSnackbar('success', t('domains.added', { domain: added.domain }));
      },
    });
  }

  function runCheck(d: EmailDomain) {
    check.mutate(d.id, {
      onSuccess: () => showSnackbar('success', t('domains.checked', { domain: d.domain })),
      onError: (error) => showSnackbar('error', errorText(error)),
    });
  }

  function confirmRemove(d: EmailDomain) {
    confirmRowRemoval({
      texts: {
        title: t('domains.removeOne', { domain: d.domain }),
        text: t('domains.removeText', { domain: d.domain }),
        confirm: t('domains.remove'),
        cancel: t('domains.cancel'),
        close: t('domains.close'),
        done: t('domains.removed', { domain: d.domain }),
      },
      remove: (callbacks) => remove.mutate(d.id, callbacks),
    });
  }

  const model = useListTable({
    rows: domains.data,
    rowId: (d) => d.id,
    columns: [
      {
        id: 'domain',
        header: t('domains.columns.domain'),
        cell: (d) => (
          <Text fw={600} size="sm" dir="ltr" className={classes.issuer}>
            {d.domain}
          </Text>
        ),
      },
      { id: 'status', header: t('domains.columns.status'), cell: (d) => <DomainStatus domain={d} /> },
      {
        id: 'record',
        header: t('domains.columns.record'),
        cell: (d) => (
          <Stack gap={4}>
            <CopyableValue
              label={t('domains.recordName')}
              value={d.record_name}
              copyLabel={t('domains.copyName', { domain: d.domain })}
            />
            <CopyableValue
              label={t('domains.recordValue')}
              value={d.record_value}
              copyLabel={t('domains.copyValue', { domain: d.domain })}
            />
          </Stack>
        ),
      },
      {
        id: 'actions',
        header: t('domains.columns.actions'),
        cell: (d) => (
          <Group gap="xs" wrap="wrap" className={classes.rowActions}>
            <BusyRowButton
              icon={IconRefresh}
              busy={checking(d)}
              onRun={() => runCheck(d)}
              label={t('domains.checkOne', { domain: d.domain })}
            >
              {t('domains.check')}
            </BusyRowButton>
            {canApprove && d.status === 'pending' && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCheck size={14} aria-hidden />}
                onClick={() => setApproving(d)}
                aria-label={t('domains.approveOne', { domain: d.domain })}
              >
                {t('domains.approve')}
              </Button>
            )}
            <RemoveRowButton onClick={() => confirmRemove(d)} label={t('domains.removeOne', { domain: d.domain })}>
              {t('domains.remove')}
            </RemoveRowButton>
          </Group>
        ),
      },
    ],
  });

  return (
    <SectionCard id="account-email-domains" title={t('domains.title')} intro={t('domains.intro')}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            className={classes.addDomain}
            label={t('domains.domain')}
            placeholder={t('domains.domainPlaceholder')}
            required
            dir="ltr"
            spellCheck={false}
            autoComplete="off"
            maxLength={253}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={serverFieldErrors(add.error).domain ?? (add.error ? errorText(add.error) : undefined)}
          />
          <Button type="submit" mt={25} leftSection={<IconPlus size={16} aria-hidden />} loading={add.isPending}>
            {t('domains.add')}
          </Button>
        </Group>
      </form>
      <CardTable
        query={domains}
        empty={{ icon: IconWorldWww, title: t('domains.emptyTitle'), text: t('domains.emptyText') }}
        model={model}
        label={t('domains.title')}
      />
      {approving && (
        <Suspense fallback={null}>
          <ApproveDomainModal accountId={accountId} domain={approving} onClose={() => setApproving(null)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
