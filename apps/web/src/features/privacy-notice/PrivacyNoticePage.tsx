import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useTenant } from '../../shared/selection/useTenant.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { noticesQuery } from './api.js';
import { CurrentNoticeCard } from './CurrentNoticeCard.js';
import { NoticeHistoryCard } from './NoticeHistoryCard.js';
import { PublishNoticeForm } from './PublishNoticeForm.js';

/** `/{account}/{site}/privacy-notice`: the site's privacy notice, its versions and consents. */
export function PrivacyNoticePage() {
  const { t } = useTranslation(['privacy-notice', 'common']);
  const { accountId, siteId } = useTenant();
  const scope = { accountId, siteId };
  const notices = useQuery(noticesQuery(scope));
  const [current] = notices.data ?? [];

  return (
    <>
      <PageHeader title={t('title')} />
      {notices.isPending ? (
        <Stack gap="md" role="status" aria-label={t('common:loading')}>
          <Skeleton h={160} radius="md" />
          <Skeleton h={320} radius="md" />
        </Stack>
      ) : notices.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('loadError')}
          role="alert"
        >
          {formAlert(notices.error)}
          <Button mt="sm" variant="default" size="compact-sm" display="block" onClick={() => notices.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="md">
          {current ? (
            <CurrentNoticeCard scope={scope} notice={current} />
          ) : (
            <Alert
              variant="light"
              color="orange"
              title={t('none.title')}
              // The orange title alone is too pale on the light tint; the icon carries the colour.
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
              icon={<IconInfoCircle size={18} aria-hidden />}
            >
              <Text size="sm" c="var(--mantine-color-text)">
                {t('none.text')}
              </Text>
            </Alert>
          )}
          {/* Keyed by version: after a publish the form starts again from the new text. */}
          <PublishNoticeForm key={current?.version ?? 0} scope={scope} current={current ?? null} />
          {notices.data.length > 1 && <NoticeHistoryCard notices={notices.data} />}
        </Stack>
      )}
    </>
  );
}
