import {
  Badge,
  Button,
  ColorInput,
  Group,
  Input,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconColorSwatch,
  IconDeviceDesktop,
  IconLayoutNavbar,
  IconLayoutSidebar,
  IconMoon,
  IconPalette,
  IconRestore,
  IconSun,
} from '@tabler/icons-react';
import { isHexColor, type Locale } from '@talent/contract';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../../shared/branding/BrandingContext.js';
import { LANGUAGE_NAMES, switchLanguage } from '../../shared/i18n/languages.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { type Preferences, usePreferences } from '../../shared/preferences/preferences-store.js';
import { THEME_PRIMARY } from '../../shared/theme/theme.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';

const SWATCHES = ['#7367f0', '#1c7ed6', '#0b7285', '#0b6e4f', '#2f9e44', '#e8590c', '#c92a2a', '#c2255c', '#6741d9'];

/** `/auth/profile/settings`: every persisted preference of this browser, applied as it changes. */
export function ProfileSettingsPage() {
  const { t, i18n } = useTranslation('profile');
  const prefs = usePreferences();
  const set = prefs.set;
  const language = pickLocale(i18n.language);

  function confirmReset() {
    modals.openConfirmModal({
      title: t('settings.resetTitle'),
      children: <Text size="sm">{t('settings.resetText')}</Text>,
      labels: { confirm: t('settings.reset'), cancel: t('cancel') },
      onConfirm: () => {
        // The language stays: whoever reads this page in Arabic should still be able to read it.
        const { language: keep } = usePreferences.getState();
        usePreferences.getState().reset();
        set({ language: keep });
        showSnackbar('success', t('settings.resetDone'));
      },
    });
  }

  // Each choice with its words; the caller builds the key from literal values, so tsc checks it exists.
  const options = <V extends string>(values: readonly V[], label: (value: V) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <>
      <PageHeader
        title={t('settings.title')}
        actions={
          <Button variant="default" leftSection={<IconRestore size={16} aria-hidden />} onClick={confirmReset}>
            {t('settings.reset')}
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Section icon={<IconPalette size={18} />} title={t('settings.appearance')}>
          <Setting label={t('settings.language.label')}>
            {(labelId) => (
              <SegmentedControl
                aria-labelledby={labelId}
                data={(Object.keys(LANGUAGE_NAMES) as Locale[]).map((value) => ({
                  value,
                  label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
                }))}
                value={language}
                onChange={(value) => void switchLanguage(pickLocale(value))}
              />
            )}
          </Setting>
          <Setting label={t('settings.theme.label')} description={t('settings.theme.description')}>
            {(labelId) => (
              <SegmentedControl
                aria-labelledby={labelId}
                data={[
                  { value: 'light', label: <Labelled icon={<IconSun size={16} />} text={t('settings.theme.light')} /> },
                  { value: 'dark', label: <Labelled icon={<IconMoon size={16} />} text={t('settings.theme.dark')} /> },
                  {
                    value: 'system',
                    label: <Labelled icon={<IconDeviceDesktop size={16} />} text={t('settings.theme.system')} />,
                  },
                ]}
                value={prefs.theme}
                onChange={(value) => set({ theme: value as Preferences['theme'] })}
              />
            )}
          </Setting>
          <Setting label={t('settings.skin.label')} description={t('settings.skin.description')}>
            {(labelId) => (
              <SegmentedControl
                aria-labelledby={labelId}
                data={options<Preferences['skin']>(['default', 'bordered', 'soft'], (v) => t(`settings.skin.${v}`))}
                value={prefs.skin}
                onChange={(value) => set({ skin: value as Preferences['skin'] })}
              />
            )}
          </Setting>
        </Section>

        <Section icon={<IconColorSwatch size={18} />} title={t('settings.colors')}>
          <ColorSetting
            label={t('settings.lightPrimaryColor')}
            value={prefs.lightPrimaryColor}
            onChange={(lightPrimaryColor) => set({ lightPrimaryColor })}
          />
          <ColorSetting
            label={t('settings.darkPrimaryColor')}
            value={prefs.darkPrimaryColor}
            onChange={(darkPrimaryColor) => set({ darkPrimaryColor })}
          />
        </Section>

        <Section icon={<IconLayoutSidebar size={18} />} title={t('settings.layout')}>
          <Setting label={t('settings.navigationType.label')}>
            {(labelId) => (
              <SegmentedControl
                aria-labelledby={labelId}
                data={options<Preferences['navigationType']>(['vertical', 'horizontal'], (v) =>
                  t(`settings.navigationType.${v}`),
                )}
                value={prefs.navigationType}
                onChange={(value) => set({ navigationType: value as Preferences['navigationType'] })}
              />
            )}
          </Setting>
          <Setting label={t('settings.contentWidth.label')}>
            {(labelId) => (
              <SegmentedControl
                aria-labelledby={labelId}
                data={options<Preferences['contentWidth']>(['boxed', 'wide'], (v) => t(`settings.contentWidth.${v}`))}
                value={prefs.contentWidth}
                onChange={(value) => set({ contentWidth: value as Preferences['contentWidth'] })}
              />
            )}
          </Setting>
          <Switch
            label={t('settings.verticalNavCollapsed.label')}
            description={t('settings.verticalNavCollapsed.description')}
            checked={prefs.verticalNavCollapsed}
            disabled={prefs.navigationType !== 'vertical'}
            onChange={(e) => set({ verticalNavCollapsed: e.currentTarget.checked })}
          />
          <Setting
            label={t('settings.horizontalNavType.label')}
            description={t('settings.horizontalNavType.description')}
          >
            {(labelId) => (
              <SegmentedControl
                aria-labelledby={labelId}
                data={options<Preferences['horizontalNavType']>(['sticky', 'static'], (v) =>
                  t(`settings.horizontalNavType.${v}`),
                )}
                value={prefs.horizontalNavType}
                disabled={prefs.navigationType !== 'horizontal'}
                onChange={(value) => set({ horizontalNavType: value as Preferences['horizontalNavType'] })}
              />
            )}
          </Setting>
        </Section>

        <Section icon={<IconLayoutNavbar size={18} />} title={t('settings.navbarFooter')}>
          <Setting label={t('settings.navbarType.label')}>
            {(labelId) => (
              <SegmentedControl
                aria-labelledby={labelId}
                data={options<Preferences['navbarType']>(['sticky', 'static', 'hidden'], (v) =>
                  t(`settings.navbarType.${v}`),
                )}
                value={prefs.navbarType}
                onChange={(value) => set({ navbarType: value as Preferences['navbarType'] })}
              />
            )}
          </Setting>
          <Switch
            label={t('settings.navbarBlur.label')}
            description={t('settings.navbarBlur.description')}
            checked={prefs.navbarBlur}
            disabled={prefs.navbarType === 'hidden'}
            onChange={(e) => set({ navbarBlur: e.currentTarget.checked })}
          />
          <Setting label={t('settings.footerType.label')}>
            {(labelId) => (
              <SegmentedControl
                aria-labelledby={labelId}
                data={options<Preferences['footerType']>(['static', 'sticky', 'hidden'], (v) =>
                  t(`settings.footerType.${v}`),
                )}
                value={prefs.footerType}
                onChange={(value) => set({ footerType: value as Preferences['footerType'] })}
              />
            )}
          </Setting>
        </Section>
      </SimpleGrid>
    </>
  );
}

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg">
      <Group gap="xs" mb="md" c="var(--mantine-primary-color-filled)">
        <span aria-hidden style={{ display: 'inline-flex' }}>
          {icon}
        </span>
        <Title order={2} fz="h4" c="var(--mantine-color-text)">
          {title}
        </Title>
      </Group>
      <Stack gap="lg">{children}</Stack>
    </Paper>
  );
}

/** A label (with an id for the control to point at), an optional description, then the control. */
function Setting({
  label,
  description,
  children,
}: {
  label: string;
  description?: string;
  children: (labelId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap={6}>
      <div>
        <Input.Label id={id} labelElement="div">
          {label}
        </Input.Label>
        {description && <Input.Description>{description}</Input.Description>}
      </div>
      <div style={{ overflowX: 'auto' }}>{children(id)}</div>
    </Stack>
  );
}

function Labelled({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
      <span>{text}</span>
    </Group>
  );
}

/** A primary colour: empty means the brand's; only a plain hex colour is stored. */
function ColorSetting({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const { t } = useTranslation('profile');
  const branding = useBranding();
  const brand = isHexColor(branding.branding.colors.primary_color)
    ? branding.branding.colors.primary_color
    : THEME_PRIMARY;
  const shown = value || brand;
  const [draft, setDraft] = useState(shown);
  useEffect(() => setDraft(shown), [shown]);
  const commit = (color: string) => {
    if (isHexColor(color)) onChange(color.toLowerCase() === brand.toLowerCase() ? '' : color);
  };

  return (
    <Stack gap={6}>
      <ColorInput
        label={label}
        description={value ? t('settings.customColor') : t('settings.brandColorInUse')}
        format="hex"
        value={draft}
        onChange={setDraft}
        onChangeEnd={commit}
        onBlur={() => commit(draft)}
        swatches={[brand, ...SWATCHES.filter((s) => s !== brand.toLowerCase())]}
        swatchesPerRow={10}
        closeOnColorSwatchClick
        withEyeDropper={false}
        maw={320}
      />
      <Group gap="xs">
        {value ? (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange('')} px={4}>
            {t('settings.useBrandColor')}
          </Button>
        ) : (
          <Badge variant="light" radius="sm">
            {t('settings.brandColor')}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
