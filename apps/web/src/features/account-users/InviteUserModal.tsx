import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AccountRole, INVITATION_VALID_DAYS, InviteAccountUserBody, type TeamInvitation } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { InviteeFields } from '../employer-users/InviteeFields.js';
import { useInvitePerson } from './api.js';
import { GrantFields, grantOf, grantProps, PLACE, placeFieldOf } from './GrantFields.js';

type InviteValues = { email: string; name: string; where: string; role_id: string };

const bodyOf = (v: InviteValues) => ({ email: v.email.trim(), name: v.name, ...grantOf(v) });

type Props = {
  opened: boolean;
  accountId: number;
  roles: readonly AccountRole[];
  onClose: () => void;
  onInvited: (invitation: TeamInvitation) => void;
};

/** E-mail, name, and a first role somewhere in the account; mounted only while open, so it starts blank. */
export function InviteUserModal({ opened, ...props }: Props) {
  const { t } = useTranslation('account-users');
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={t('invite.title')}
      closeLabel={t('actions.close')}
      size="lg"
    >
      <InviteForm {...props} />
    </FormModal>
  );
}

function InviteForm({ accountId, roles, onClose, onInvited }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('account-users');
  const invite = useInvitePerson(accountId);
  const form = useForm<InviteValues>({
    initialValues: { email: '', name: '', where: '', role_id: '' },
    validate: contractResolver(InviteAccountUserBody, {
      toBody: bodyOf,
      fieldOf: placeFieldOf,
    }),
  });

  async function submit(v: InviteValues) {
    try {
      onInvited(await invite.mutateAsync(InviteAccountUserBody.parse(bodyOf(v))));
    } catch (error) {
      applyApiErrors(form, error, PLACE);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formAlert(invite.error, form, PLACE)} />
        <InviteeFields form={form} labels={{ email: t('invite.email'), name: t('invite.name') }} />
        <GrantFields accountId={accountId} roles={roles} {...grantProps(form)} />
        <Text size="sm" c="dimmed">
          {t('invite.help', { days: INVITATION_VALID_DAYS })}
        </Text>
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          submitLabel={t('invite.submit')}
          loading={invite.isPending}
        />
      </Stack>
    </form>
  );
}
