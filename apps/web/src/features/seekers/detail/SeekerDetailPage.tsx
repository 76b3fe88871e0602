import { Alert, Button, Center, Group, Loader, Paper, Tabs, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconActivity, IconFileCv, IconFileText, IconMail, IconSpy, IconUser, IconUserOff } from '@tabler/icons-react';
import { type CandidateView, checkAccess, IMPERSONATION_REASON_MAX, ImpersonateBody } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../../shared/form/api-errors.js';
import { useFormat } from '../../../shared/i18n/format.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { IconTabsList } from '../../../shared/ui/IconTabsList.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { ReasonModal } from '../../../shared/ui/ReasonModal.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { ActivityFeed } from '../../activity/ActivityFeed.js';
import { seekerActivitySource, seekerKeys, seekerQuery, useSeekerActions } from '../api.js';
import { SeekerStatusBadge } from '../components.js';
import { CandidateViewModal } from './CandidateViewModal.js';
import { EraseSeekerButton } from './privacy/EraseSeekerButton.js';
import { SeekerExportsCard } from './privacy/SeekerExportsCard.js';
import { SeekerApplicationsTab } from './SeekerApplicationsTab.js';
import { SeekerDocumentsTab } from './SeekerDocumentsTab.js';
import { SeekerEmailModal } from './SeekerEmailModal.js';
import { SeekerProfileTab } from './SeekerProfileTab.js';

const TABS = ['profile', 'applications', 'documents', 'activity'] as const;
type Tab = (typeof TABS)[number];
const ICONS = { profile: IconUser, applications: IconFileCv, documents: IconFileText, activity: IconActivity };

/** `/{account}/{site}/seekers/{id}/{tab}`: one candidate. */
export function SeekerDetailPage() {
  const { t } = useTranslation('seekers');
  const { date } = useFormat();
  const { accountId, siteId, path } = useTenant();
  const scope = { accountId, siteId };
  const ability = useAbility();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { id?: string; tab?: string };
  const id = params.id ?? '';
  const tab: Tab = (TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as Tab) : 'profile';
  const seeker = useQuery(seekerQuery(scope, id));
  const actions = useSeekerActions(scope);
  const [emailing, setEmailing] = useState(false);
  const canUpdate = checkAccess(ability, 'update', 'seekers');
  const canActAs = checkAccess(ability, 'impersonate', 'impersonation');
  // Privacy rights hold for a disabled candidate too: they may still ask to be erased or for a copy.
  const canErase = checkAccess(ability, 'delete', 'privacy');
  const canExport = checkAccess(ability, 'export', 'privacy');
  const [asking, setAsking] = useState(false);
  const [candidateView, setCandidateView] = useState<CandidateView | null>(null);

  if (seeker.isPending)
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('loading')} />
      </Center>
    );
  if (seeker.isError)
    return (
      <Alert color="red" variant="light" title={t('notFound')}>
        {formAlert(seeker.error) ?? t('error')}
      </Alert>
    );
  const s = seeker.data;
  const enabled = s.status === 'enabled';
  const fail = (e: unknown) => showSnackbar('error', formAlert(e) ?? t('error'));

  function confirmDisable() {
    modals.openConfirmModal({
      title: t('disable.title', { name: s.name }),
      centered: true,
      children: <Text size="sm">{t('disable.text', { name: s.name })}</Text>,
      labels: { confirm: t('disable.confirm', { name: s.name }), cancel: t('actions.cancel') },
      confirmProps: { color: 'red.8' },
      onConfirm: () =>
        actions.disable.mutate(s.id, {
          onSuccess: () => showSnackbar('success', t('done.disabled', { name: s.name })),
          onError: fail,
        }),
    });
  }

  async function viewAsCandidate(reason: string) {
    const result = await actions.viewAsCandidate.mutateAsync({ id: s.id, reason });
    setAsking(false);
    if (result.mode === 'portal') setCandidateView(result.view);
    else {
      window.open(result.url, '_blank', 'noopener');
      showSnackbar('info', t('asCandidate.opened'));
    }
  }

  return (
    <>
      <PageHeader
        title={s.name}
        crumb={s.name}
        actions={
          ((enabled && (canUpdate || canActAs)) || canErase) && (
            <>
              {enabled && canActAs && (
                <Button
                  variant="default"
                  leftSection={<IconSpy size={16} aria-hidden />}
                  onClick={() => setAsking(true)}
                >
                  {t('asCandidate.button')}
                </Button>
              )}
              {enabled && canUpdate && (
                <>
                  {/* A candidate who unsubscribed is sent no message (the API refuses it): no button. */}
                  {!s.mail_unsubscribed_at && (
                    <Button
                      variant="default"
                      leftSection={<IconMail size={16} aria-hidden />}
                      onClick={() => setEmailing(true)}
                    >
                      {t('email.button')}
                    </Button>
                  )}
                  <Button
                    color="red"
                    c="var(--mantine-color-error)"
                    variant="outline"
                    leftSection={<IconUserOff size={16} aria-hidden />}
                    onClick={confirmDisable}
                  >
                    {t('disable.button')}
                  </Button>
                </>
              )}
              {canErase && <EraseSeekerButton seekerId={s.id} name={s.name} />}
            </>
          )
        }
      />
      <Paper withBorder radius="md" p="md" mb="md">
        <Group gap="sm">
          <SeekerStatusBadge status={s.status} />
          {s.headline && (
            <Text size="sm" dir="auto">
              {s.headline}
            </Text>
          )}
          {!enabled && s.disabled_at && (
            <Text size="sm" c="dimmed">
              {t('disabledOn', { date: date(s.disabled_at) })}
            </Text>
          )}
          {s.mail_unsubscribed_at && (
            <Text size="sm" c="dimmed">
              {t('unsubscribedOn', { date: date(s.mail_unsubscribed_at) })}
            </Text>
          )}
        </Group>
      </Paper>
      <Tabs
        value={tab}
        onChange={(v) => v && void navigate({ to: path(`seekers/${id}/${v}`), replace: true })}
        keepMounted={false}
      >
        <IconTabsList tabs={TABS} icons={ICONS} label={(name) => t(`tabs.${name}`)} mb="md" />
        <Tabs.Panel value="profile">
          <SeekerProfileTab seeker={s} canUpdate={canUpdate && enabled} />
        </Tabs.Panel>
        <Tabs.Panel value="applications">
          <SeekerApplicationsTab id={s.id} />
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <SeekerDocumentsTab seeker={s} canUpdate={canUpdate && enabled} />
          {canExport && <SeekerExportsCard scope={scope} seekerId={s.id} name={s.name} />}
        </Tabs.Panel>
        <Tabs.Panel value="activity">
          <Paper withBorder radius="md" p="lg">
            <ActivityFeed queryKey={[...seekerKeys.one(scope, s.id)]} source={seekerActivitySource(s.id)} />
          </Paper>
        </Tabs.Panel>
      </Tabs>
      <SeekerEmailModal seeker={s} opened={emailing} onClose={() => setEmailing(false)} />
      <ReasonModal
        opened={asking}
        schema={ImpersonateBody}
        labels={{
          title: t('asCandidate.ask', { name: s.name }),
          text: t('asCandidate.why', { name: s.name }),
          reason: t('asCandidate.reason'),
          reasonHelp: t('asCandidate.reasonHelp'),
          counter: (count) => t('asCandidate.counter', { count, max: IMPERSONATION_REASON_MAX }),
          submit: t('asCandidate.submit'),
          cancel: t('actions.cancel'),
          invalid: t('asCandidate.reasonTooShort'),
        }}
        onClose={() => setAsking(false)}
        onSubmit={viewAsCandidate}
      />
      <CandidateViewModal view={candidateView} onExit={() => setCandidateView(null)} />
    </>
  );
}
