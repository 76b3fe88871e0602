import { SITE_FORM_HANDLERS, type SiteFormHandler, type SiteFormStatus } from '@talent/contract';
import type { TFunction } from 'i18next';

export const isHandler = (h: string | null): h is SiteFormHandler =>
  h !== null && (SITE_FORM_HANDLERS as readonly string[]).includes(h);

/** A form's handler by name ("Webhook"), "Only stored" without one, the raw key for one this web build does not know. */
export function handlerName(t: TFunction<'site-forms'>, handler: string | null) {
  if (handler === null) return t('list.noHandler');
  return isHandler(handler) ? t(`handlers.${handler}`) : handler;
}

export const STATUS_COLORS: Record<SiteFormStatus, string> = { draft: 'gray', published: 'green', disabled: 'orange' };
