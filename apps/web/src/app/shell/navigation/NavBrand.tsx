import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../../shared/branding/BrandingContext.js';
import { brandTitle } from '../../../shared/branding/branding.js';
import { BrandLogo } from './BrandLogo.js';
import classes from './navigation.module.css';

/** The brand's square logo (or its initial) and title, linking home. */
export function NavBrand({ withTitle = true, className }: { withTitle?: boolean; className?: string }) {
  const { t } = useTranslation('layout');
  const branding = useBranding();
  const title = brandTitle(branding);
  return (
    <Link
      to="/"
      className={className ? `${classes.brand} ${className}` : classes.brand}
      aria-label={t('brandHome', { title })}
      activeOptions={{ exact: true, includeSearch: false }}
    >
      <BrandLogo title={title} logo={branding.logo_square} />
      {withTitle && (
        <span className={classes.brandTitle} data-brand-title>
          {title}
        </span>
      )}
    </Link>
  );
}
