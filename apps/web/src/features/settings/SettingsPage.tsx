import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useTenant } from '../../shared/selection/useTenant.js';
import { meQuery } from '../../shared/session/me-query.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { SectionCard } from '../../shared/ui/SectionCard.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { PricingCard } from '../credits/staff/PricingCard.js';
import { cmsToken, settingsQuery } from './api.js';
import { CandidateSiteSection } from './CandidateSiteSection.js';
import { FieldOptionsSection } from './FieldOptionsSection.js';
import { MailTemplatesSection } from './MailTemplatesSection.js';
import { ModerationSection } from './ModerationSection.js';
import { StagesSection } from './StagesSection.js';
import classes from './settings.module.css';

/**
 * `/{account}/{site}/settings`: moderation rules, the application pipeline, the employer form's
 * choices, discount tiers, the candidate site and the content editor. The brand, the whole account's,
 * has its own page: an old link to its section here (`#brand`) goes there.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const { accountId, siteId } = useTenant();
  const { data: me } = useQuery(meQuery);
  const siteName = me?.accounts.find((a) => a.id === accountId)?.sites.find((x) => x.id === siteId)?.name ?? '';
  const ability = useAbility();
  // The page opens with `read settings`, as the API's GET; saving needs `update settings` (PUT).
  const canEdit = checkAccess(ability, 'update', 'settings');
  const settings = useQuery(settingsQuery({ accountId, siteId }));
  const [opening, setOpening] = useState(false);
  const hash = useLocation({ select: (l) => l.hash });
  // A plain string: the app's routes are built by a helper, so the router has no literal type for it.
  const brandPage: string = `/${accountId}/brand`;
  if (hash === 'brand') return <Navigate to={brandPage} replace />;
  if (!settings.data) return null;

  const fail = (e: unknown) => showSnackbar('error', formAlert(e) ?? t('error'));
  async function openEditor() {
    setOpening(true);
    try {
      const token = await cmsToken();
      if (token.editor_url) window.open(token.editor_url, '_blank', 'noopener');
      else showSnackbar('info', t('cms.notConfigured'));
    } catch (e) {
      fail(e);
    } finally {
      setOpening(false);
    }
  }

  return (
    <>
      <PageHeader title={t('title')} />
      {!canEdit && (
        <Alert color="blue" variant="light" mb="md">
          {t('readOnly')}
        </Alert>
      )}
      {/* Without the right to save, every control of the site's own settings is disabled at once. */}
      <Stack gap="md" className={classes.sections} renderRoot={(props) => <fieldset {...props} disabled={!canEdit} />}>
        <ModerationSection scope={{ accountId, siteId }} moderation={settings.data.moderation} />

        <StagesSection scope={{ accountId, siteId }} stages={settings.data.application_stages} />

        <SectionCard id="settings-cms" title={t('cms.title')} intro={t('cms.text')}>
          <Group>
            <Button
              variant="default"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              loading={opening}
              onClick={openEditor}
            >
              {t('cms.open')}
            </Button>
          </Group>
        </SectionCard>

        <MailTemplatesSection
          scope={{ accountId, siteId }}
          templates={settings.data.mail_templates}
          siteName={siteName}
        />

        <FieldOptionsSection scope={{ accountId, siteId }} options={settings.data.field_options} />

        <CandidateSiteSection scope={{ accountId, siteId }} url={settings.data.candidate_site_url} />
      </Stack>

      {/* Prices have rights of their own. */}
      <Stack gap="md" mt="md">
        {checkAccess(ability, 'read', 'credits') && (
          <PricingCard
            scope={{ accountId, siteId, employerId: null }}
            canEdit={checkAccess(ability, 'update', 'credits')}
          />
        )}
      </Stack>
    </>
  );
}
