import { roleNameIn } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { pickLocale } from './locale.js';
import { messagesOf } from './messages.js';

/** A role's name in the user's language: the portal's own roles translated, names an account chose as written. */
export function useRoleName() {
  const { i18n } = useTranslation();
  const catalogue = messagesOf(pickLocale(i18n.language));
  return (role: { key?: string | undefined; name: string }) => roleNameIn(catalogue, role);
}
