import { Checkbox, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  fitsPlace,
  type GrantScope,
  holdsPermission,
  type OfferedSubject,
  permissionsFor,
  type RegisteredPermission,
} from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../shared/session/useAbility.js';
import classes from './account-users.module.css';

type Props = {
  /** The place the role is meant for; null: any place. */
  scope: GrantScope | null;
  picked: ReadonlySet<string>;
  onToggle: (permission: string, on: boolean) => void;
  error?: ReactNode;
};

function bySubject(entries: readonly RegisteredPermission[]) {
  const groups = new Map<OfferedSubject, RegisteredPermission[]>();
  for (const e of entries) groups.set(e.subject, [...(groups.get(e.subject) ?? []), e]);
  return [...groups];
}

/**
 * The permissions a role meant for `scope` can hold, by area: a role for an employer is offered only
 * what an employer's own people may do for it, one for a site only a site's staff rights (the API
 * refuses the rest). Only rights the editor holds can be ticked: the server refuses a role wider
 * than its author, so the form does not offer one.
 */
export function PermissionGrid({ scope, picked, onToggle, error }: Props) {
  const { t } = useTranslation(['account-users', 'permissions']);
  const ability = useAbility();
  const everything = fitsPlace('all', scope) && picked.has('all');
  const holds = (permission: string) => holdsPermission(ability, permission);

  return (
    <>
      {fitsPlace('all', scope) && (
        <Checkbox
          label={t('permissions:everything')}
          description={t('roles.everythingHelp')}
          checked={everything}
          disabled={!holds('all')}
          onChange={(e) => onToggle('all', e.currentTarget.checked)}
        />
      )}
      <fieldset className={classes.plain}>
        <VisuallyHidden component="legend">{t('roles.permissions')}</VisuallyHidden>
        {error && (
          <Text size="sm" c="var(--mantine-color-error)" mb="xs" role="alert">
            {error}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {bySubject(permissionsFor(scope)).map(([subject, entries]) => {
            const whole = `${subject}.all`;
            const wholeOffered = fitsPlace(whole, scope);
            const wholeOn = everything || (wholeOffered && picked.has(whole));
            return (
              <fieldset key={subject} className={classes.subject}>
                <Text component="legend" size="sm" fw={600} px={4}>
                  {t(`permissions:subjects.${subject}`)}
                </Text>
                <Stack gap={6}>
                  {wholeOffered && (
                    <Checkbox
                      size="xs"
                      label={t('permissions:actions.all')}
                      checked={wholeOn}
                      disabled={everything || !holds(whole)}
                      onChange={(e) => onToggle(whole, e.currentTarget.checked)}
                    />
                  )}
                  {entries.map(({ action, permission }) => (
                    <Checkbox
                      key={permission}
                      size="xs"
                      label={t(`permissions:actions.${action}`)}
                      checked={wholeOn || picked.has(permission)}
                      disabled={wholeOn || !holds(permission)}
                      onChange={(e) => onToggle(permission, e.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </fieldset>
            );
          })}
        </SimpleGrid>
      </fieldset>
    </>
  );
}
