import { Paper } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { BlankFrame } from '../../app/layouts/BlankFrame.js';
import { useBranding } from '../../shared/branding/BrandingContext.js';
import { brandTitle } from '../../shared/branding/branding.js';
import { BrandLogo } from '../navigation/BrandLogo.js';
import { ImpersonationBanner } from '../navigation/ImpersonationBanner.js';
import { ErrorPanel } from './ErrorPanel.js';
import classes from './errors.module.css';

/**
 * The signed-in app could not start (the session check failed, say): the brand, the
 * impersonation banner with Exit when acting as someone, and the error with Try again and Log out.
 */
export function AppErrorScreen({ error }: ErrorComponentProps) {
  const branding = useBranding();
  const title = brandTitle(branding);
  return (
    <>
      <ImpersonationBanner />
      <BlankFrame>
        <Paper className={classes.card} withBorder radius="lg" px="xl" pt="xl">
          <div className={classes.brand}>
            <BrandLogo title={title} logo={branding.logo_square} />
            <span>{title}</span>
          </div>
          <ErrorPanel error={error} />
        </Paper>
      </BlankFrame>
    </>
  );
}
