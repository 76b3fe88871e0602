import { Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { type AccountRole, type GrantScope, roleFitsPlace, standardRoleOf } from '@talent/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldAliases } from '../../shared/form/api-errors.js';
import { idOf } from '../../shared/form/select-id.js';
import { useRoleName } from '../../shared/i18n/useRoleName.js';
import { scopesQuery } from './api.js';

/** A role at a place, as the two selects hold it: `site:12` and the role id, both strings. */
export type GrantChoice = { where: string | null; roleId: string | null };

export function parseWhere(where: string): { scope_type: GrantScope; scope_id: number } {
  const [type, id] = where.split(':');
  return { scope_type: type as GrantScope, scope_id: Number(id) };
}

/** The place is one select, `where`, standing for the body's `scope_type` and `scope_id`. */
export const PLACE: FieldAliases = { scope_type: 'where', scope_id: 'where' };
export const placeFieldOf = ([key]: readonly PropertyKey[]) => PLACE[String(key)] ?? String(key);

type GrantValues = { where: string; role_id: string };

/** The contract's grant from the two selects; the place stays missing ("required") until chosen. */
export const grantOf = (v: GrantValues) => ({ role_id: idOf(v.role_id), ...(v.where ? parseWhere(v.where) : {}) });

/** `GrantFields`' value, changes and errors, bound to a form holding `where` and `role_id`. */
export const grantProps = (form: UseFormReturnType<GrantValues>) => ({
  value: { where: form.values.where || null, roleId: form.values.role_id || null },
  onChange: (next: GrantChoice) => {
    form.setFieldValue('where', next.where ?? '');
    form.setFieldValue('role_id', next.roleId ?? '');
  },
  errors: { where: form.errors.where, role: form.errors.role_id },
});

/** Roles that fit the place (the contract's rule, the server's too) and that the caller may hand on; none before a place. */
export function rolesFor(roles: readonly AccountRole[], where: string | null) {
  if (!where) return [];
  const type = parseWhere(where).scope_type;
  return roles.filter((r) => r.assignable && roleFitsPlace(r, type));
}

/** One line on what a role is for: the portal's own roles described, an account's own by its size. */
function useRoleDescription() {
  const { t } = useTranslation('account-users');
  return (role: AccountRole) => {
    const key = standardRoleOf(role);
    return key ? t(`grant.descriptions.${key}`) : t('grant.custom', { count: role.permissions.length });
  };
}

type Props = {
  accountId: number;
  roles: readonly AccountRole[];
  value: GrantChoice;
  onChange: (next: GrantChoice) => void;
  errors: { where?: ReactNode; role?: ReactNode };
};

/** "Where" (the account, one of its sites, or an employer found by name) and "as what". */
export function GrantFields({ accountId, roles, value, onChange, errors }: Props) {
  const { t } = useTranslation('account-users');
  const roleName = useRoleName();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  // The previous answer stays while the next search loads, so the options do not blink.
  const scopes = useQuery({ ...scopesQuery(accountId, q), placeholderData: keepPreviousData });
  const data = scopes.data
    ? [
        {
          group: t('grant.groups.account'),
          items: [{ value: `account:${scopes.data.account.id}`, label: scopes.data.account.name }],
        },
        {
          group: t('grant.groups.sites'),
          items: scopes.data.sites.map((s) => ({ value: `site:${s.id}`, label: s.name })),
        },
        {
          group: t('grant.groups.employers'),
          items: scopes.data.employers.map((e) => ({ value: `employer:${e.id}`, label: `${e.name} · ${e.site}` })),
        },
      ]
    : [];
  const describe = useRoleDescription();
  const offered = rolesFor(roles, value.where);
  const byId = new Map(offered.map((r) => [String(r.id), r]));
  const chosen = value.roleId ? byId.get(value.roleId) : undefined;
  const placed = value.where !== null;
  // One column: the role's description needs the width, and neither placeholder is cut at 390 px.
  return (
    <Stack gap="sm">
      <Select
        label={t('grant.where')}
        placeholder={t('grant.wherePlaceholder')}
        required
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('grant.nothingFound')}
        data={data}
        value={value.where}
        onSearchChange={setSearch}
        onChange={(where) => {
          const stillFits = rolesFor(roles, where).some((r) => String(r.id) === value.roleId);
          onChange({ where, roleId: stillFits ? value.roleId : null });
        }}
        error={errors.where}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('grant.role')}
        placeholder={placed ? t('grant.rolePlaceholder') : t('grant.roleWaiting')}
        description={chosen ? describe(chosen) : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        allowDeselect={false}
        disabled={!placed}
        data={offered.map((r) => ({ value: String(r.id), label: roleName(r) }))}
        nothingFoundMessage={t('grant.noRole')}
        renderOption={({ option }) => {
          const role = byId.get(option.value);
          return (
            <div>
              <Text size="sm">{option.label}</Text>
              {role && (
                <Text size="xs" c="dimmed">
                  {describe(role)}
                </Text>
              )}
            </div>
          );
        }}
        value={value.roleId}
        onChange={(roleId) => onChange({ ...value, roleId })}
        error={errors.role}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
