import { Paper } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorPanel } from '../../features/errors/ErrorPanel.js';
import classes from '../../features/errors/errors.module.css';
import { useBranding } from '../../shared/branding/BrandingContext.js';
import { brandTitle } from '../../shared/branding/branding.js';
import { BlankFrame } from '../layouts/BlankFrame.js';
import { BrandLogo } from './navigation/BrandLogo.js';
import { ImpersonationBanner } from './navigation/ImpersonationBanner.js';

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
