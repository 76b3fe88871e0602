import { useTranslation } from 'react-i18next';
import { useBranding } from '../../shared/branding/BrandingContext.js';
import { brandTitle } from '../../shared/branding/branding.js';
import classes from './MainLayout.module.css';

/** "© <year> <brand>"; static (end of the page) or sticky (always visible). */
export function AppFooter({ position }: { position: 'static' | 'sticky' }) {
  const { t } = useTranslation('layout');
  const branding = useBranding();
  return (
    <footer
      className={classes.footer}
      data-position={position}
      // Sticky, it holds the bottom edge: the scroll-to-top button and the snackbars keep above it.
      data-dock={position === 'sticky' ? 'bottom' : undefined}
    >
      <div className={`${classes.container} ${classes.footerInner}`}>
        <span>
          <span className={classes.footerBrand}>
            {t('footer.copyright', { year: new Date().getFullYear(), title: brandTitle(branding) })}
          </span>
          {' · '}
          {t('footer.rights')}
        </span>
      </div>
    </footer>
  );
}
