import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPlus, IconRefresh, IconWorldWww } from '@tabler/icons-react';
import type { ProvenDomain } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type SyntheticEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../shared/form/api-errors.js';
import { errorText } from '../../shared/list/error-text.js';
import { useListTable } from '../../shared/list/useListTable.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import classes from './account-security.module.css';
import {
  type ProofKind,
  type ProofTextKey,
  provenNamesQuery,
  useAddProvenName,
  useCheckProvenName,
  useRemoveProvenName,
} from './api.js';
import { BusyRowButton, CardTable, confirmRowRemoval, RemoveRowButton } from './CardRows.js';
import { CopyableValue } from './CopyableValue.js';
import { DomainStatus } from './DomainStatus.js';

/** A text of the card, the same key for each kind. */
type ProofText = ProofTextKey;

// The reason dialog and its schema load when platform staff first open it.
const ApproveDomainModal = lazy(() =>
  import('./ApproveDomainModal.js').then((m) => ({ default: m.ApproveDomainModal })),
);

/**
 * Names the account proves it controls, of one kind: the e-mail domains its identity providers sign
 * in, or the hosts its brand is served on. Each shows the TXT record to publish (copyable), whether
 * it is proven (by DNS or by platform staff, with who and when), and Check and Remove; platform
 * staff also approve by hand. The kind's texts are under its own key (`domains.*`, `hosts.*`).
 */
export function ProvenNamesCard({
  kind,
  accountId,
  canApprove,
}: {
  kind: ProofKind;
  accountId: number;
  canApprove: boolean;
}) {
  const { t: translate } = useTranslation('account-security');
  const t = (key: ProofText, values?: Record<string, string>) => translate(`${kind}.${key}`, values);
  const domains = useQuery(provenNamesQuery(kind, accountId));
  const [typed, setTyped] = useState('');
  const [approving, setApproving] = useState<ProvenDomain | null>(null);
  const add = useAddProvenName(kind, accountId);
  const check = useCheckProvenName(kind, accountId);
  const remove = useRemoveProvenName(kind, accountId);
  const checking = (d: ProvenDomain) => check.isPending && check.variables === d.id;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    add.mutate(typed, {
      onSuccess: (added) => {
        setTyped('');
        showSnackbar('success', t('added', { domain: added.domain }));
      },
    });
  }

  function runCheck(d: ProvenDomain) {
    check.mutate(d.id, {
      onSuccess: () => showSnackbar('success', t('checked', { domain: d.domain })),
      onError: (error) => showSnackbar('error', errorText(error)),
    });
  }

  function confirmRemove(d: ProvenDomain) {
    confirmRowRemoval({
      texts: {
        title: t('removeOne', { domain: d.domain }),
        text: t('removeText', { domain: d.domain }),
        confirm: t('remove'),
        cancel: t('cancel'),
        close: t('close'),
        done: t('removed', { domain: d.domain }),
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
        header: t('columns.domain'),
        cell: (d) => (
          <Text fw={600} size="sm" dir="ltr" className={classes.name}>
            {d.domain}
          </Text>
        ),
      },
      { id: 'status', header: t('columns.status'), cell: (d) => <DomainStatus kind={kind} domain={d} /> },
      {
        id: 'record',
        header: t('columns.record'),
        cell: (d) => (
          <Stack gap={4}>
            <CopyableValue
              label={t('recordName')}
              value={d.record_name}
              copyLabel={t('copyName', { domain: d.domain })}
            />
            <CopyableValue
              label={t('recordValue')}
              value={d.record_value}
              copyLabel={t('copyValue', { domain: d.domain })}
            />
          </Stack>
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: (d) => (
          <Group gap="xs" wrap="wrap" className={classes.rowActions}>
            <BusyRowButton
              icon={IconRefresh}
              busy={checking(d)}
              onRun={() => runCheck(d)}
              label={t('checkOne', { domain: d.domain })}
            >
              {t('check')}
            </BusyRowButton>
            {canApprove && d.status === 'pending' && (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCheck size={14} aria-hidden />}
                onClick={() => setApproving(d)}
                aria-label={t('approveOne', { domain: d.domain })}
              >
                {t('approve')}
              </Button>
            )}
            <RemoveRowButton onClick={() => confirmRemove(d)} label={t('removeOne', { domain: d.domain })}>
              {t('remove')}
            </RemoveRowButton>
          </Group>
        ),
      },
    ],
  });

  return (
    <SectionCard
      id={kind === 'domains' ? 'account-email-domains' : 'brand-hosts'}
      title={t('title')}
      intro={t('intro')}
    >
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            className={classes.addDomain}
            label={t('domain')}
            placeholder={t('domainPlaceholder')}
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
            {t('add')}
          </Button>
        </Group>
      </form>
      <CardTable
        query={domains}
        empty={{ icon: IconWorldWww, title: t('emptyTitle'), text: t('emptyText') }}
        model={model}
        label={t('title')}
      />
      {approving && (
        <Suspense fallback={null}>
          <ApproveDomainModal kind={kind} accountId={accountId} domain={approving} onClose={() => setApproving(null)} />
        </Suspense>
      )}
    </SectionCard>
  );
}
