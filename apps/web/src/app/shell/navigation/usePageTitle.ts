import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../../shared/branding/BrandingContext.js';
import { brandTitle } from '../../../shared/branding/branding.js';
import { useRecentPages } from './recent-pages.js';
import { useCurrentRoute } from './useMenu.js';

/**
 * Spec §2 layout: the document title is "<page> · <brand>", from the route table's title of the
 * current route; each page is remembered for the search's "recently visited" list.
 */
export function usePageTitle() {
  // `t` changes with the language, so the title follows a language change.
  const { t } = useTranslation();
  const branding = useBranding();
  const titleKey = useCurrentRoute()?.title;
  const href = useLocation({ select: (l) => l.pathname });

  useEffect(() => {
    const brand = brandTitle(branding);
    document.title = titleKey ? `${t(titleKey)} · ${brand}` : brand;
    if (titleKey) useRecentPages.getState().remember({ href, title: titleKey });
  }, [titleKey, href, t, branding]);
}
