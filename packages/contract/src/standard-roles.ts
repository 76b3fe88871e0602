import type { MessageCatalogue } from './locales/types.js';

/**
 * The roles the portal gives every account, by key, with the English names it gives them. An
 * account may rename its roles: a role still named as the portal named it is shown in the reader's
 * language (`labels.roles` of the catalogue); a name the account chose is its own, shown as written
 * in every language.
 */
export const STANDARD_ROLE_NAMES = {
  platform_admin: 'Platform administrator',
  owner: 'Account owner',
  site_manager: 'Site manager',
  moderator: 'Moderator',
  employer_admin: 'Employer administrator',
  employer_recruiter: 'Recruiter',
} as const;
export type StandardRoleKey = keyof typeof STANDARD_ROLE_NAMES;
export const STANDARD_ROLE_KEYS = Object.keys(STANDARD_ROLE_NAMES) as StandardRoleKey[];

/** The standard role a role still is (by its key, or by its name alone where only that is kept), or null. */
export function standardRoleOf(role: { key?: string | undefined; name: string }): StandardRoleKey | null {
  return (
    STANDARD_ROLE_KEYS.find(
      (key) => STANDARD_ROLE_NAMES[key] === role.name && (role.key === undefined || role.key === key),
    ) ?? null
  );
}

/** A role's name in the catalogue's language ("Recruiter" → "Recruteur"); a name an account chose stays as it is. */
export function roleNameIn(
  catalogue: Pick<MessageCatalogue, 'labels'>,
  role: { key?: string | undefined; name: string },
) {
  const key = standardRoleOf(role);
  return key ? catalogue.labels.roles[key] : role.name;
}

/** A role named by its key alone (the audit log keeps keys): a standard role's name in the catalogue's language, else the key. */
export function roleKeyNameIn(catalogue: Pick<MessageCatalogue, 'labels'>, key: string) {
  return key in STANDARD_ROLE_NAMES ? catalogue.labels.roles[key as StandardRoleKey] : key;
}
