import { Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { INVITATION_VALID_DAYS } from '@talent/contract';
import type { ReactNode } from 'react';
import { FormActions } from './FormActions.js';
import { FormErrorAlert } from './FormErrorAlert.js';
import { InviteeFields } from './InviteeFields.js';

/** The keys each inviting namespace holds (team and account-users both hold `invite.email`…). */
export type InviteT = ((key: 'invite.email' | 'invite.name' | 'invite.submit' | 'actions.cancel') => string) &
  ((key: 'invite.help', options: { days: number }) => string);

type Props<Values extends { email: string; name: string }> = {
  t: InviteT;
  form: UseFormReturnType<Values>;
  onSubmit: (values: Values) => Promise<void>;
  onCancel: () => void;
  /** The form's refusal, already translated. */
  alert: string | null | undefined;
  pending: boolean;
  /** A notice above the fields (no role to give). */
  notice?: ReactNode;
  /** Where and as what the person joins. */
  children: ReactNode;
  disabled?: boolean;
};

/**
 * An invitation (to an employer's team or to the account): who, then the role the page asks for,
 * how long the link stays valid, and send. The two pages differ only in the role they offer.
 */
export function InviteForm<Values extends { email: string; name: string }>({
  t,
  form,
  onSubmit,
  onCancel,
  alert,
  pending,
  notice,
  children,
  disabled,
}: Props<Values>) {
  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={alert} />
        {notice}
        <InviteeFields form={form} labels={{ email: t('invite.email'), name: t('invite.name') }} />
        {children}
        <Text size="sm" c="dimmed">
          {t('invite.help', { days: INVITATION_VALID_DAYS })}
        </Text>
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onCancel}
          submitLabel={t('invite.submit')}
          loading={pending}
          disabled={disabled}
        />
      </Stack>
    </form>
  );
}
