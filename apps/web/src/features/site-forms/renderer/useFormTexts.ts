import type { Locale } from '@talent/contract';
import { useEffect, useState } from 'react';
import { i18n } from '../../../shared/i18n/i18n.js';
import { loadMessages } from '../../../shared/i18n/messages.js';

const ready = (locale: Locale) => i18n.hasResourceBundle(locale, 'site-forms');

/**
 * The renderer's own words (Send, Yes, No…) and the catalogue's messages in the form's language,
 * which in the builder's preview is not the page's: loaded on first use. `null` until they are.
 */
export function useFormTexts(locale: Locale) {
  const [loaded, setLoaded] = useState<Locale | null>(() => (ready(locale) ? locale : null));
  useEffect(() => {
    let live = true;
    if (ready(locale)) setLoaded(locale);
    else
      void Promise.all([loadMessages(locale), i18n.loadLanguages(locale)]).then(() => {
        if (live) setLoaded(locale);
      });
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded === locale ? i18n.getFixedT(locale, 'site-forms') : null;
}
