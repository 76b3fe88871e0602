import {
  Badge,
  Button,
  ColorInput,
  Group,
  Image,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { type BrandSettings, contrastRatio, isHexColor, MIN_TEXT_CONTRAST, type SaveBrandBody } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadFormFile } from '../../shared/api/upload.js';
import { refreshBranding } from '../../shared/branding/branding-store.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { useFormat } from '../../shared/i18n/format.js';
import { ImageDropzone, RemoveImageButton } from '../../shared/ui/ImageDropzone.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { type FieldErrors, fieldMessage, formAlert, serverFieldErrors } from '../auth/forms.js';
import { brandQuery, useSaveBrand } from './api.js';
import { BrandPreview } from './BrandPreview.js';
import { BrandStylesheetField } from './BrandStylesheetField.js';

const LANGS = ['en', 'fr', 'ar'] as const;
type Lang = (typeof LANGS)[number];
type Form = Required<SaveBrandBody> & { login: BrandSettings['login'] };
const FIELDS = ['title', 'logo_square', 'primary_color', 'primary_darken_color', 'stylesheet_path'] as const;

const formOf = (b: BrandSettings): Form => ({
  title: b.title,
  logo_square: b.logo_square,
  primary_color: b.primary_color,
  primary_darken_color: b.primary_darken_color,
  stylesheet_path: b.stylesheet_path,
  login: b.login,
});

/** "Contrast with white 5.2:1" with a pass or fail mark, recomputed as the colour changes. */
function ContrastHint({ color }: { color: string }) {
  const { t } = useTranslation('settings');
  const { number } = useFormat();
  if (!isHexColor(color)) return null;
  const ratio = contrastRatio(color, '#ffffff');
  const passes = ratio >= MIN_TEXT_CONTRAST;
  return (
    <Group gap={6} mt={4}>
      {/* A dot badge: the colour is in the dot, the text keeps body colour (its own contrast). */}
      <Badge variant="dot" color={passes ? 'teal' : 'red'} size="sm" radius="sm" c="var(--mantine-color-text)">
        {passes ? t('brand.contrastPass') : t('brand.contrastFail')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('brand.contrast', { ratio: number(ratio, { maximumFractionDigits: 1 }) })}
      </Text>
    </Group>
  );
}

/** Account staff's brand editor: title, logo, colours (checked for contrast), stylesheet and login texts, with a live preview. */
export function BrandEditor({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation('settings');
  const brand = useQuery(brandQuery(accountId));
  const save = useSaveBrand(accountId);
  const upload = useUploadFormFile('brand_logo');
  const [form, setForm] = useState<Form | null>(null);
  const [lang, setLang] = useState<Lang>(
    (LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'en',
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (brand.data) setForm(formOf(brand.data));
  }, [brand.data]);
  if (!brand.data || !form) return null;

  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const setLogin = (part: 'heading' | 'text', value: string) =>
    set({ login: { ...form.login, [part]: { ...form.login[part], [lang]: value } } });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems: FieldErrors = {};
    for (const field of ['primary_color', 'primary_darken_color'] as const) {
      const value = form![field];
      if (!isHexColor(value)) problems[field] = fieldMessage('invalid');
      else if (contrastRatio(value, '#ffffff') < MIN_TEXT_CONTRAST) problems[field] = fieldMessage('contrast');
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await save.mutateAsync(form!);
      // This host may serve the brand just saved: show it now, not after a reload.
      await refreshBranding();
      showSnackbar('success', t('brand.saved'));
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  }

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-brand">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id="settings-brand">
              {t('brand.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('brand.text', { hosts: brand.data.domains.join(', ') || '—' })}
            </Text>
          </div>
          <FormErrorAlert message={formAlert(save.error, [...FIELDS, 'login'])} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
            <Stack gap="md">
              <TextInput
                label={t('brand.titleField')}
                description={t('brand.titleHint', { name: brand.data.name })}
                maxLength={80}
                value={form.title}
                onChange={(e) => set({ title: e.currentTarget.value })}
                error={errors.title}
              />
              <ImageDropzone
                onUpload={async (file) => set({ logo_square: await upload.mutateAsync(file) })}
                describeError={(e) => serverFieldErrors(e).file ?? formAlert(e)}
                error={errors.logo_square}
                labels={{
                  drop: t('brand.logoDrop'),
                  hint: (size) => t('brand.logoHint', { size }),
                  tooLarge: (size) => t('brand.logoTooLarge', { size }),
                  oneFile: t('brand.logoOneFile'),
                  badType: (size) => `${fieldMessage('image')} ${t('brand.logoHint', { size })}`,
                  uploaded: (file) => t('brand.logoUploaded', { name: file }),
                }}
                preview={({ forgetUpload }) => (
                  <Group gap="md" wrap="nowrap">
                    {form.logo_square ? (
                      <Image src={form.logo_square} alt={t('brand.logoAlt')} w={56} h={56} radius="md" fit="contain" />
                    ) : null}
                    <Stack gap={4}>
                      <Text size="sm" fw={600}>
                        {form.logo_square ? t('brand.logoCurrent') : t('brand.logoNone')}
                      </Text>
                      {form.logo_square && (
                        <RemoveImageButton
                          onClick={() => {
                            set({ logo_square: '' });
                            forgetUpload();
                          }}
                        >
                          {t('brand.logoRemove')}
                        </RemoveImageButton>
                      )}
                    </Stack>
                  </Group>
                )}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <div>
                  <ColorInput
                    label={t('brand.primary')}
                    format="hex"
                    dir="ltr"
                    eyeDropperButtonProps={{ 'aria-label': t('brand.eyeDropper') }}
                    value={form.primary_color}
                    onChange={(v) => set({ primary_color: v })}
                    error={errors.primary_color}
                  />
                  <ContrastHint color={form.primary_color} />
                </div>
                <div>
                  <ColorInput
                    label={t('brand.darker')}
                    format="hex"
                    dir="ltr"
                    eyeDropperButtonProps={{ 'aria-label': t('brand.eyeDropper') }}
                    value={form.primary_darken_color}
                    onChange={(v) => set({ primary_darken_color: v })}
                    error={errors.primary_darken_color}
                  />
                  <ContrastHint color={form.primary_darken_color} />
                </div>
              </SimpleGrid>
              <BrandStylesheetField
                value={form.stylesheet_path}
                onChange={(stylesheet_path) => set({ stylesheet_path })}
                error={errors.stylesheet_path}
              />
              <Stack gap="xs">
                <Group justify="space-between" gap="sm">
                  <Text size="sm" fw={600} id="brand-login-texts">
                    {t('brand.login')}
                  </Text>
                  <SegmentedControl
                    size="xs"
                    aria-labelledby="brand-login-texts"
                    value={lang}
                    onChange={(v) => setLang(v as Lang)}
                    data={LANGS.map((l) => ({ value: l, label: t(`brand.lang.${l}`) }))}
                  />
                </Group>
                <TextInput
                  label={t('brand.heading', { lang: t(`brand.lang.${lang}`) })}
                  maxLength={120}
                  dir={lang === 'ar' ? 'rtl' : 'ltr'}
                  value={form.login.heading[lang]}
                  onChange={(e) => setLogin('heading', e.currentTarget.value)}
                  error={errors[`login.heading.${lang}`]}
                />
                <Textarea
                  label={t('brand.intro', { lang: t(`brand.lang.${lang}`) })}
                  maxLength={400}
                  autosize
                  minRows={2}
                  dir={lang === 'ar' ? 'rtl' : 'ltr'}
                  value={form.login.text[lang]}
                  onChange={(e) => setLogin('text', e.currentTarget.value)}
                  error={errors[`login.text.${lang}`]}
                />
              </Stack>
            </Stack>
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('brand.preview')}
              </Text>
              <BrandPreview
                fallbackTitle={brand.data.name}
                draft={{
                  title: form.title,
                  logo: form.logo_square,
                  primary: form.primary_color,
                  darker: form.primary_darken_color,
                  heading: form.login.heading[lang] || form.login.heading.en,
                  text: form.login.text[lang] || form.login.text.en,
                }}
              />
            </Stack>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              {t('brand.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
