import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMailOpened } from '@tabler/icons-react';
import type { MyInvitation } from '@talent/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formAlert } from '../../shared/form/api-errors.js';
import { useFormat } from '../../shared/i18n/format.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { type Answer, useAnswerInvitation } from './api.js';
import classes from './invitations.module.css';

/** Names keep their own direction inside a sentence of the other one (Latin names in Arabic text). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Where the place sits: an employer's site and account, a site's account. */
function contextOf(i: MyInvitation): string | null {
  if (i.scope.type === 'employer') return [i.site?.name, i.account.name].filter(Boolean).join(' · ');
  if (i.scope.type === 'site') return i.account.name;
  return null;
}

type Props = {
  invitation: MyInvitation;
  /** Pointed at by a link: highlighted, and the button of its answer (if any) takes the focus. */
  preselect?: Answer | null | undefined;
};

/** One invitation: who offers which role where, until when; Accept, or Decline after a confirmation. */
export function InvitationCard({ invitation, preselect }: Props) {
  const { t } = useTranslation('invitations');
  const roleName = useRoleName();
  const { date } = useFormat();
  const answer = useAnswerInvitation();
  const accept = useRef<HTMLButtonElement>(null);
  const decline = useRef<HTMLButtonElement>(null);
  const place = invitation.scope.name;
  const where = contextOf(invitation);

  useEffect(() => {
    if (preselect === 'accept') accept.current?.focus();
    if (preselect === 'decline') decline.current?.focus();
  }, [preselect]);

  // Awaited rather than per-call callbacks: the card is gone (answered) before those would run.
  async function send(what: Answer) {
    try {
      await answer.mutateAsync({ id: invitation.id, answer: what });
      showSnackbar('success', t(what === 'accept' ? 'mine.accepted' : 'mine.declined', { place: isolate(place) }));
    } catch (error) {
      showSnackbar('error', formAlert(error) ?? '');
    }
  }

  function confirmDecline() {
    modals.openConfirmModal({
      title: t('mine.declineTitle', { place: isolate(place) }),
      closeButtonProps: { 'aria-label': t('actions.close') },
      centered: true,
      children: (
        <Text size="sm">
          {invitation.invited_by
            ? t('mine.declineText', { inviter: isolate(invitation.invited_by) })
            : t('mine.declineTextNoInviter')}
        </Text>
      ),
      labels: { confirm: t('mine.decline'), cancel: t('actions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void send('decline'),
    });
  }

  const offer = invitation.invited_by
    ? t('mine.offer', { inviter: isolate(invitation.invited_by), role: isolate(roleName(invitation.role)) })
    : t('mine.offerNoInviter', { role: isolate(roleName(invitation.role)) });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={`portal-surface ${classes.card}`}
      data-focused={preselect !== undefined || undefined}
      aria-label={t('mine.cardLabel', { place })}
      role="article"
    >
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Group gap="md" wrap="nowrap" align="flex-start" className={classes.body}>
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden className={classes.icon}>
            <IconMailOpened size={20} stroke={1.75} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fw={700}>{place}</Text>
            {where && (
              <Text size="sm" className={classes.muted}>
                {where}
              </Text>
            )}
            <Text size="sm">{offer}</Text>
            <Text size="xs" className={classes.muted}>
              {t('mine.expires', { date: date(invitation.expires_at) })}
            </Text>
          </Stack>
        </Group>
        <Group gap="sm" className={classes.actions}>
          <Button
            ref={decline}
            variant="default"
            onClick={confirmDecline}
            disabled={answer.isPending}
            aria-label={t('mine.declineLabel', { place })}
          >
            {t('mine.decline')}
          </Button>
          <Button
            ref={accept}
            onClick={() => void send('accept')}
            loading={answer.isPending && answer.variables?.answer === 'accept'}
            disabled={answer.isPending}
            aria-label={t('mine.acceptLabel', { place })}
          >
            {t('mine.accept')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
