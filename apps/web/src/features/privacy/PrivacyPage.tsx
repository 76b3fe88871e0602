import { Alert, Skeleton, Stack } from '@mantine/core';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { ExportButton } from '../../shared/list/ExportButton.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { downloadPrivacyRecord, privacySettingsQuery, privacySummaryQuery } from './api.js';
import { HistoryCard } from './HistoryCard.js';
import { LimitsCard } from './LimitsCard.js';
import { PendingCard } from './PendingCard.js';
import { RuleCard } from './RuleCard.js';
import { SitePeriodsCard } from './SitePeriodsCard.js';
import { SummaryCards } from './SummaryCards.js';
import { usePlatformStaff } from './usePlatformStaff.js';

/**
 * `/{account}/privacy`: the account's candidate privacy (GDPR) in one place: the figures, the
 * retention rule and its site periods, who waits for erasure, what was erased and exported, and
 * the record of processing to download. Platform staff also set the bounds every rule keeps to.
 */
export function PrivacyPage() {
  const { t } = useTranslation(['privacy', 'common']);
  const accountId = Number(useParams({ strict: false }).account);
  const canEdit = checkAccess(useAbility(), 'update', 'privacy');
  const platformStaff = usePlatformStaff();
  const settings = useQuery(privacySettingsQuery(accountId));
  const summary = useQuery(privacySummaryQuery(accountId));
  return (
    <>
      <PageHeader
        title={t('common:nav.privacy')}
        actions={<ExportButton download={downloadPrivacyRecord} label={t('record.download')} />}
      />
      <Stack gap="lg">
        <SummaryCards summary={summary.data} />
        {settings.error && (
          <Alert color="red" variant="light">
            {formAlert(settings.error)}
          </Alert>
        )}
        {settings.isPending && <Skeleton h={420} radius="md" />}
        {settings.data && <RuleCard accountId={accountId} settings={settings.data} canEdit={canEdit} />}
        {settings.data?.site_override_allowed && (
          <SitePeriodsCard accountId={accountId} settings={settings.data} canEdit={canEdit} />
        )}
        <PendingCard accountId={accountId} />
        <HistoryCard accountId={accountId} />
        {platformStaff && <LimitsCard />}
      </Stack>
    </>
  );
}
