import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { meQuery } from '../../shared/session/me-query.js';
import { type Answer, myInvitationsQuery } from './api.js';
import { InvitationCard } from './InvitationCard.js';
import { OwnSignInNotice } from './OwnSignInNotice.js';

/** An invitation a mailed or notified link points at, and the answer it preselects. */
export type InvitationFocus = { id: number; answer?: Answer | undefined };

/** Reads `?invitation=…&answer=…` (mail and notification links); anything else is no focus. */
export function invitationFocusOf(search: Record<string, unknown>): InvitationFocus | null {
  const id = Number(search.invitation);
  if (!Number.isInteger(id) || id <= 0) return null;
  const answer = search.answer === 'accept' || search.answer === 'decline' ? search.answer : undefined;
  return { id, answer };
}

/**
 * The signed-in person's invitations, each with Accept and Decline; nothing at all when there is
 * none (so it can sit on any page). `focus`: the one a link pointed at, or a note when it is gone
 * (key the component by it, so a new link is judged afresh).
 */
export function PendingInvitations({ focus = null }: { focus?: InvitationFocus | null }) {
  const { t } = useTranslation('invitations');
  const invitations = useQuery(myInvitationsQuery);
  // A session opened through an account's single sign-on lists that account's offers only.
  const viaSso = useQuery(meQuery).data?.session_account?.via === 'sso';
  const list = invitations.data ?? [];
  // Judged on the first answer only: one answered here a moment ago is not "no longer open".
  const missingAtFirst = useRef<boolean | null>(null);
  if (missingAtFirst.current === null && focus !== null && invitations.isSuccess) {
    missingAtFirst.current = !list.some((i) => i.id === focus.id);
  }
  const missing = missingAtFirst.current === true;
  if (!list.length && !missing) return null;
  return (
    <Stack component="section" aria-labelledby="pending-invitations" gap="sm" w="100%">
      <Title order={2} fz="h4" id="pending-invitations">
        {t('mine.title')}
      </Title>
      {missing && viaSso && <OwnSignInNotice />}
      {missing && !viaSso && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('mine.gone')}
        </Alert>
      )}
      {list.map((invitation) => (
        <InvitationCard
          key={invitation.id}
          invitation={invitation}
          preselect={focus?.id === invitation.id ? (focus.answer ?? null) : undefined}
        />
      ))}
    </Stack>
  );
}
