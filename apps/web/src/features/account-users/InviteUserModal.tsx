import { useForm } from '@mantine/form';
import { type AccountRole, InviteAccountUserBody, type TeamInvitation } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { InviteForm } from '../../shared/form/InviteForm.js';
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
      <AccountInviteForm {...props} />
    </FormModal>
  );
}

function AccountInviteForm({ accountId, roles, onClose, onInvited }: Omit<Props, 'opened'>) {
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
    <InviteForm
      t={t}
      form={form}
      onSubmit={submit}
      onCancel={onClose}
      alert={formAlert(invite.error, form, PLACE)}
      pending={invite.isPending}
    >
      <GrantFields accountId={accountId} roles={roles} {...grantProps(form)} />
    </InviteForm>
  );
}
