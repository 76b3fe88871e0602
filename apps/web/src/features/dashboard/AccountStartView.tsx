import { Stack } from '@mantine/core';
import { defineAbility, type Me } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { PendingInvitations } from '../invitations/PendingInvitations.js';
import { onboardingQuery } from './api.js';
import { NoTeamState } from './NoTeamState.js';

// Its code loads with the view that shows it.
const OnboardingCard = lazy(() => import('./OnboardingCard.js').then((m) => ({ default: m.OnboardingCard })));

/**
 * An account its owner may set up but which has no site yet (a new account from the platform
 * console): its first steps, which is all there is to do there, instead of "no team". Once the
 * checklist is hidden, or for anyone else, the no-team notice as before.
 */
export function AccountStartView({ me, accountId }: { me: Me; accountId: number | null }) {
  const account = ownedSiteless(me, accountId);
  const query = useQuery({ ...onboardingQuery(account?.id ?? 0), enabled: account !== undefined });
  if (!account || query.isError || query.data?.dismissed) return <NoTeamState email={me.email} />;
  const ability = defineAbility(
    { permissions: me.permissions },
    { accountId: account.id, siteId: null, employerId: null },
  );
  return (
    <>
      <PageHeader title={account.name} />
      <Stack gap="xl">
        <Suspense fallback={null}>
          <OnboardingCard accountId={account.id} siteId={null} ability={ability} />
        </Suspense>
        <PendingInvitations />
      </Stack>
    </>
  );
}

/** The selected account when it has no site, else the first such account; only where the person may update it. */
function ownedSiteless(me: Me, accountId: number | null) {
  const siteless = me.accounts.filter((a) => a.sites.length === 0);
  const mayUpdate = (id: number) =>
    defineAbility({ permissions: me.permissions }, { accountId: id, siteId: null, employerId: null }).can(
      'update',
      'accounts',
    );
  const selected = siteless.find((a) => a.id === accountId);
  return selected ? (mayUpdate(selected.id) ? selected : undefined) : siteless.find((a) => mayUpdate(a.id));
}
