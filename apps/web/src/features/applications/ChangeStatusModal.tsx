import { Alert, Checkbox, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail, IconMailOff } from '@tabler/icons-react';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  ApplicationStatusChange,
  checkAccess,
  isClosedStatus,
} from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormActions } from '../../shared/form/FormActions.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { FormModal } from '../../shared/form/FormModal.js';
import { useFormSending } from '../../shared/form/useFormSending.js';
import { useStaffAbility } from '../../shared/session/useStaffAbility.js';
import type { JobScope } from '../jobs/api.js';
import { stagesQuery, useApplicationActions } from './api.js';
import { seekerNames, showStatusChangeResult } from './feedback.js';
import { statusChangeText } from './status-change.js';
import { useUndoStatus } from './useUndoStatus.js';

type Props = {
  opened: boolean;
  scope: JobScope;
  /** The applications to change, with their current status. */
  applications: readonly { id: string; status: ApplicationStatus; seeker: { name: string } }[];
  /** For a single application: the candidate's name, so the text can name them. */
  candidate?: string;
  initial?: ApplicationStatus;
  onClose: () => void;
  /** After the change is made (the selection can be cleared). */
  onChanged?: () => void;
};

/**
 * Spec §4: a status change names the from and to status and, one or many, says the candidates
 * are e-mailed. The chosen status is confirmed in the same dialog, which starts over at each opening,
 * says where the change takes the applications on the board (the stage the site's pipeline gives that
 * status, or out of the stages for a closed one), makes the change and reports it with "Undo" while
 * the e-mails wait. The site's staff may choose that nobody is e-mailed (the server refuses it to
 * anyone else).
 */
export function ChangeStatusModal({ opened, onClose, ...props }: Props) {
  const { t } = useTranslation(['applications', 'common']);
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('change.title', { count: props.applications.length })}
      closeLabel={t('common:close')}
    >
      <StatusForm onClose={onClose} {...props} />
    </FormModal>
  );
}

type Values = { status: ApplicationStatus | null; email_candidates: boolean };

function StatusForm({ scope, applications, candidate, initial, onClose, onChanged }: Omit<Props, 'opened'>) {
  const { t } = useTranslation('applications');
  const actions = useApplicationActions(scope);
  const canSkipMail = checkAccess(useStaffAbility(), 'update', 'applications');
  const form = useForm<Values>({
    initialValues: { status: initial ?? null, email_candidates: true },
    validate: contractResolver(ApplicationStatusChange),
  });
  const sending = useFormSending(form);
  const stages = useQuery(stagesQuery(scope));
  const to = form.values.status;
  const quiet = !form.values.email_candidates;
  const current = applications.map((a) => a.status);
  const label = (s: ApplicationStatus) => t(`status.${s}`);
  const words = to ? statusChangeText(current, to, label) : null;
  const one = candidate !== undefined;
  const stage = to ? stages.data?.find((s) => (s.statuses as readonly ApplicationStatus[]).includes(to)) : undefined;
  const board = !to
    ? null
    : isClosedStatus(to)
      ? t('change.closes', { count: current.length })
      : stage
        ? t('change.movesTo', { count: current.length, stage: stage.name })
        : null;

  const undo = useUndoStatus(scope);

  const submit = (values: Values) =>
    sending.send(async () => {
      const change = ApplicationStatusChange.parse(values);
      const result = await actions.status.mutateAsync({ ids: applications.map((a) => a.id), ...change });
      onClose();
      onChanged?.();
      showStatusChangeResult(result, label(change.status), seekerNames(applications), undo);
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={sending.alert} />
        <Select
          label={t('change.to')}
          data={APPLICATION_STATUSES.map((s) => ({ value: s, label: label(s) }))}
          {...form.getInputProps('status')}
          onChange={(v) => form.setFieldValue('status', APPLICATION_STATUSES.find((s) => s === v) ?? null)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
        {canSkipMail && (
          <Checkbox
            label={t(one ? 'change.quietOne' : 'change.quietMany', { count: current.length })}
            description={t('change.quietHelp')}
            checked={quiet}
            onChange={(e) => form.setFieldValue('email_candidates', !e.currentTarget.checked)}
          />
        )}
        {words && (
          <Alert
            variant="light"
            color={quiet ? 'gray' : 'blue'}
            icon={quiet ? <IconMailOff size={18} aria-hidden /> : <IconMail size={18} aria-hidden />}
            role="status"
          >
            <Text size="sm" fw={600}>
              {one
                ? t('change.one', { name: candidate, from: words.from, to: words.to })
                : t('change.many', { count: words.count, from: words.from, to: words.to })}
            </Text>
            <Text size="sm">
              {quiet
                ? t(one ? 'change.noMailOne' : 'change.noMailMany', { count: words.count })
                : t(one ? 'change.mailOne' : 'change.mailMany', { count: words.count })}
            </Text>
            {board && <Text size="sm">{board}</Text>}
          </Alert>
        )}
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onClose}
          submitLabel={t('change.confirm')}
          disabled={!to}
          loading={form.submitting}
        />
      </Stack>
    </form>
  );
}
