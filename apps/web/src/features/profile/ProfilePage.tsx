import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle, IconBell, IconLock, IconSettings, IconUser, IconUserShield } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { IconTabsList } from '../../shared/ui/IconTabsList.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { useIsImpersonating } from '../impersonation/useIsImpersonating.js';
import { AccountTab } from './AccountTab.js';
import { profileQuery } from './api.js';
import { NotificationsTab } from './NotificationsTab.js';
import { PROFILE_SETTINGS_PATH, PROFILE_TABS, type ProfileTab, profileTabPath } from './paths.js';
import { SecurityTab } from './SecurityTab.js';

const isTab = (value: unknown): value is ProfileTab => PROFILE_TABS.includes(value as ProfileTab);

const ICONS = { account: IconUser, security: IconLock, notifications: IconBell } as const;

/** `/auth/profile/{tab}`: the tab lives in the URL; an unknown one becomes `account`. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const params: { tab?: string } = useParams({ strict: false });
  const navigate = useNavigate();
  const tab: ProfileTab = isTab(params.tab) ? params.tab : 'account';
  const profile = useQuery(profileQuery);
  // Someone acting as the person sees their profile but changes nothing of it (the server refuses too).
  const locked = useIsImpersonating();

  useEffect(() => {
    if (params.tab !== tab) void navigate({ href: profileTabPath(tab), replace: true });
  }, [params.tab, tab, navigate]);

  const title = t('title');
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            component={Link}
            to={PROFILE_SETTINGS_PATH}
            variant="default"
            leftSection={<IconSettings size={16} aria-hidden />}
          >
            {t('settings.title')}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(next) => isTab(next) && void navigate({ href: profileTabPath(next) })}
        keepMounted={false}
      >
        <IconTabsList tabs={PROFILE_TABS} icons={ICONS} label={(key) => t(`tabs.${key}`)} mb="lg" />
        {profile.isPending ? (
          <Stack gap="md" aria-busy="true">
            <Skeleton h={48} radius="md" />
            <Skeleton h={220} radius="md" />
          </Stack>
        ) : profile.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {formAlert(profile.error)}
          </Alert>
        ) : (
          <>
            {locked && (
              <Alert
                color="blue"
                variant="light"
                icon={<IconUserShield size={18} aria-hidden />}
                title={t('impersonating.title', { name: profile.data.name })}
                mb="lg"
              >
                {t('impersonating.text')}
              </Alert>
            )}
            <Tabs.Panel value="account">
              <AccountTab profile={profile.data} locked={locked} />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <SecurityTab profile={profile.data} locked={locked} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <NotificationsTab profile={profile.data} locked={locked} />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </>
  );
}
