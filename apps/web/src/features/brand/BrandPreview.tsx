import { Box, Image, SegmentedControl, Stack, useComputedColorScheme } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { isHexColor } from '@talent/contract';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../shared/preferences/preferences-store.js';
import { paletteFrom, readableShade, readableShadeOnDark } from '../../shared/theme/palette.js';
import { DIMMED, SKINS } from '../../shared/theme/theme.js';
import classes from './brand.module.css';

export type BrandDraft = {
  title: string;
  logo: string;
  primary: string;
  darker: string;
  heading: string;
  text: string;
};

type Scheme = 'light' | 'dark';

/**
 * The colours the theme would make of the draft (`createPortalTheme`, `skinResolver`): buttons in
 * the first shade white text reads on, links and the active menu entry in one that reads on the
 * scheme's surface. Drawn with its own variables, so the dark picture shows while the app is light.
 */
function previewColours(draft: BrandDraft, scheme: Scheme, skin: keyof typeof SKINS): CSSProperties {
  const [body, surface] = SKINS[skin][scheme];
  const base: Record<string, string> = {
    '--pv-body': body,
    '--pv-surface': surface,
    '--pv-dimmed': DIMMED[scheme],
  };
  if (!isHexColor(draft.primary)) return base as CSSProperties;
  const palette = paletteFrom(draft.primary);
  const button = palette[readableShade(palette)]!;
  const accent = scheme === 'light' ? button : palette[readableShadeOnDark(palette, surface)]!;
  return {
    ...base,
    '--pv-button': button,
    '--pv-hover': isHexColor(draft.darker) ? draft.darker : button,
    '--pv-accent': accent,
  } as CSSProperties;
}

/**
 * The portal as it will look with the draft, light or dark: the navigation bar (logo, title, the
 * active entry), a primary and a secondary button, a link, and the login card. Inert: a picture of
 * the pages, not controls.
 */
export function BrandPreview({ draft, fallbackTitle }: { draft: BrandDraft; fallbackTitle: string }) {
  const { t } = useTranslation(['brand', 'auth', 'common', 'layout']);
  const skin = usePreferences((s) => s.skin);
  // It opens in the scheme the user sees the portal in; the other is a click away.
  const current = useComputedColorScheme('light');
  const [scheme, setScheme] = useState<Scheme>(current);
  const title = draft.title || fallbackTitle;
  const logo = draft.logo ? (
    <Image src={draft.logo} alt="" w={32} h={32} radius="md" fit="contain" />
  ) : (
    <span className={classes.logoMark}>
      <IconBriefcase size={18} />
    </span>
  );
  // The logo and title, as the header and the login card show them.
  const mark = (
    <span className={classes.brand}>
      {logo}
      <span className={classes.title}>{title}</span>
    </span>
  );
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        aria-label={t('previewScheme')}
        value={scheme}
        onChange={(v) => setScheme(v === 'dark' ? 'dark' : 'light')}
        data={[
          { value: 'light', label: t('previewLight') },
          { value: 'dark', label: t('previewDark') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <Box
        className={classes.frame}
        data-scheme={scheme}
        style={previewColours(draft, scheme, skin)}
        role="img"
        aria-label={t('previewLabel', { scheme: scheme === 'dark' ? t('previewDark') : t('previewLight') })}
        inert
      >
        <div className={classes.nav} data-testid="brand-preview-nav">
          {mark}
          <span className={classes.navItems}>
            <span className={classes.navItem} data-active>
              {t('common:nav.dashboard')}
            </span>
            <span className={classes.navItem}>{t('common:nav.jobs')}</span>
            <span className={classes.navItem}>{t('common:nav.seekers')}</span>
          </span>
          <span className={classes.avatar}>{title.slice(0, 1).toUpperCase()}</span>
        </div>
        <div className={classes.page}>
          <div className={classes.actions} data-testid="brand-preview-buttons">
            <span className={classes.primary}>{t('layout:postJob')}</span>
            <span className={classes.primary} data-hover>
              {t('hover')}
            </span>
            <span className={classes.secondary}>{t('previewSecondary')}</span>
            <span className={classes.link}>{t('previewLink')}</span>
          </div>
          <div className={classes.card} data-testid="brand-preview-login">
            {mark}
            <span className={classes.heading}>{draft.heading || t('auth:login.heading')}</span>
            {draft.text && <span className={classes.dimmed}>{draft.text}</span>}
            <span className={classes.field}>{t('auth:fields.email')}</span>
            <span className={classes.field}>{t('auth:fields.password')}</span>
            <span className={classes.primary} data-block>
              {t('auth:login.submit')}
            </span>
          </div>
        </div>
      </Box>
    </Stack>
  );
}
