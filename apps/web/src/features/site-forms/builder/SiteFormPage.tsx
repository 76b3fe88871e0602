import { Alert, Button, Group, Tabs } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBan, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { checkAccess, type SiteForm } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.js';
import { errorText } from '../../../shared/list/error-text.js';
import { useTenant } from '../../../shared/selection/useTenant.js';
import { useAbility } from '../../../shared/session/useAbility.js';
import { PageHeader } from '../../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../../shared/ui/snackbar.js';
import { siteFormQuery, useSiteFormActions } from '../api.js';
import { SiteFormStatusBadge } from '../components/SiteFormStatusBadge.js';
import { SITE_FORM_TABS, type SiteFormTab } from '../components/tabs.js';
import { DeliveriesPanel } from '../deliveries/DeliveriesPanel.js';
import { SubmissionsPanel } from '../submissions/SubmissionsPanel.js';
import { FormBuilder } from './FormBuilder.js';

/**
 * `settings/forms/new`, `settings/forms/{uuid}` and `settings/forms/{uuid}/submissions`: a form's
 * pages as tabs (Builder | Submissions, and Deliveries for a webhook form), under a
 * header with its state and its page's link, Disable and Delete.
 */
export function SiteFormPage() {
  const { t } = useTranslation('site-forms');
  const { uuid } = useParams({ strict: false });
  const { accountId, siteId } = useTenant();
  const query = useQuery({ ...siteFormQuery({ accountId, siteId }, uuid ?? ''), enabled: uuid !== undefined });

  if (uuid === undefined)
    return (
      <>
        <PageHeader title={t('builder.newTitle')} />
        <FormBuilder form={null} />
      </>
    );
  if (query.error)
    return (
      <>
        <PageHeader title={t('title')} />
        <Alert color="red" variant="light" role="alert">
          {errorText(query.error)}
        </Alert>
      </>
    );
  if (!query.data) return null;
  return <FormPages form={query.data} />;
}

const tabOf = (pathname: string): SiteFormTab =>
  SITE_FORM_TABS.find((tab) => tab !== 'builder' && pathname.endsWith(`/${tab}`)) ?? 'builder';

function FormPages({ form }: { form: SiteForm }) {
  const { t } = useTranslation(['site-forms', 'common']);
  const { accountId, siteId, path } = useTenant();
  const navigate = useNavigate();
  const tab = tabOf(useLocation({ select: (l) => l.pathname }));
  const canEdit = checkAccess(useAbility(), 'update', 'settings');
  const actions = useSiteFormActions({ accountId, siteId });

  const disable = () =>
    actions.disable.mutate(form.uuid, {
      onSuccess: () => showSnackbar('success', t('builder.disabled')),
      onError: (e) => showSnackbar('error', errorText(e)),
    });
  const remove = () =>
    modals.openConfirmModal({
      title: t('builder.deleteTitle'),
      centered: true,
      closeButtonProps: { 'aria-label': t('common:close') },
      children: t('builder.deleteText', { name: form.name }),
      labels: { confirm: t('builder.delete'), cancel: t('common:list.cancel') },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        actions.remove.mutate(form.uuid, {
          onSuccess: () => {
            showSnackbar('success', t('builder.deleted'));
            void navigate({ to: path('settings/forms'), replace: true });
          },
          onError: (e) =>
            showSnackbar(
              'error',
              e instanceof ApiError && e.code === 'form_has_submissions' ? t('builder.hasSubmissions') : errorText(e),
            ),
        }),
    });

  return (
    <>
      <PageHeader
        title={form.name}
        actions={
          <Group gap="xs">
            <SiteFormStatusBadge status={form.status} />
            {form.status === 'published' && (
              <Button
                component="a"
                href={`/forms/${form.uuid}`}
                target="_blank"
                rel="noopener"
                variant="default"
                leftSection={<IconExternalLink size={16} aria-hidden />}
              >
                {t('builder.openPage')}
              </Button>
            )}
            {canEdit && form.status === 'published' && (
              <Button
                variant="default"
                leftSection={<IconBan size={16} aria-hidden />}
                loading={actions.disable.isPending}
                onClick={disable}
              >
                {t('builder.disable')}
              </Button>
            )}
            {canEdit && (
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={actions.remove.isPending}
                onClick={remove}
              >
                {t('builder.delete')}
              </Button>
            )}
          </Group>
        }
      />
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(next) => {
          const to = SITE_FORM_TABS.find((x) => x === next);
          if (to && to !== tab)
            void navigate({
              to: path(to === 'builder' ? `settings/forms/${form.uuid}` : `settings/forms/${form.uuid}/${to}`),
            });
        }}
      >
        <Tabs.List aria-label={t('tabs.label')} mb="md">
          {SITE_FORM_TABS.filter((name) => name !== 'deliveries' || form.handler === 'webhook').map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="builder">
          <FormBuilder form={form} key={form.uuid} />
        </Tabs.Panel>
        <Tabs.Panel value="submissions">
          <SubmissionsPanel form={form} />
        </Tabs.Panel>
        {form.handler === 'webhook' && (
          <Tabs.Panel value="deliveries">
            <DeliveriesPanel form={form} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
