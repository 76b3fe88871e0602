import { Stack, Tabs } from '@mantine/core';
import { IconShieldLock, IconUsers } from '@tabler/icons-react';
import { checkAccess } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useListSearch } from '../../shared/list/useListSearch.js';
import { useAbility } from '../../shared/session/useAbility.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { accountRolesQuery } from './api.js';
import { PeoplePanel } from './PeoplePanel.js';
import { RolesPanel } from './RolesPanel.js';
import { accountUsersSearch } from './search.js';

/** `/{account}/users`: who works in the account, with which role where; and the roles themselves. */
export function AccountUsersPage() {
  const { t } = useTranslation('account-users');
  const ability = useAbility();
  const accountId = Number(useParams({ strict: false }).account);
  const list = useListSearch(accountUsersSearch);
  const roles = useQuery(accountRolesQuery(accountId));
  const tab = list.search.tab ?? 'people';

  return (
    <>
      <PageHeader title={t('title')} />
      <Tabs
        value={tab}
        onChange={(v) => list.set({ tab: v === 'roles' ? 'roles' : undefined })}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="people" leftSection={<IconUsers size={16} aria-hidden />}>
            {t('tabs.people')}
          </Tabs.Tab>
          {(checkAccess(ability, 'read', 'roles') || checkAccess(ability, 'read', 'account_users')) && (
            <Tabs.Tab value="roles" leftSection={<IconShieldLock size={16} aria-hidden />}>
              {t('tabs.roles')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="people">
          <PeoplePanel accountId={accountId} roles={roles.data ?? []} list={list} />
        </Tabs.Panel>
        <Tabs.Panel value="roles">
          <Stack>
            <RolesPanel accountId={accountId} roles={roles.data ?? []} loading={roles.isPending} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
