import {
  Badge,
  ColorInput,
  Group,
  Image,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { type BrandSettings, contrastRatio, isHexColor, MIN_TEXT_CONTRAST, SaveBrandBody } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadFormFile } from '../../shared/api/upload.js';
import { refreshBranding } from '../../shared/branding/branding-store.js';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { useFormat } from '../../shared/i18n/format.js';
import { ImageDropzone, RemoveImageButton } from '../../shared/ui/ImageDropzone.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { brandQuery, useSaveBrand } from './api.js';
import { BrandPreview } from './BrandPreview.js';
import { BrandStylesheetField } from './BrandStylesheetField.js';
import { SettingsSection } from './SettingsSection.js';

const LANGS = ['en', 'fr', 'ar'] as const;
type Lang = (typeof LANGS)[number];
type Form = Required<SaveBrandBody> & { login: BrandSettings['login'] };

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
  const { i18n } = useTranslation('settings');
  const brand = useQuery(brandQuery(accountId));
  const [lang, setLang] = useState<Lang>(
    (LANGS as readonly string[]).includes(i18n.language) ? (i18n.language as Lang) : 'en',
  );
  if (!brand.data) return null;
  return <BrandForm accountId={accountId} brand={brand.data} lang={lang} onLang={setLang} />;
}

type BrandFormProps = { accountId: number; brand: BrandSettings; lang: Lang; onLang: (lang: Lang) => void };

function BrandForm({ accountId, brand, lang, onLang }: BrandFormProps) {
  const { t } = useTranslation('settings');
  const save = useSaveBrand(accountId);
  const upload = useUploadFormFile('brand_logo');
  const form = useForm<Form>({ initialValues: formOf(brand), validate: contractResolver(SaveBrandBody) });
  // A new answer (the brand just saved, say) starts the form over from it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the brand changes
  useEffect(() => {
    form.setValues(formOf(brand));
  }, [brand]);
  const { values, errors } = form;

  async function submit(body: Form) {
    try {
      await save.mutateAsync(body);
      // This host may serve the brand just saved: show it now, not after a reload.
      await refreshBranding();
      showSnackbar('success', t('brand.saved'));
    } catch (error) {
      applyApiErrors(form, error);
    }
  }

  return (
    <SettingsSection
      id="brand"
      title={t('brand.title')}
      text={t('brand.text', { hosts: brand.domains.join(', ') || '—' })}
      onSubmit={form.onSubmit(submit)}
      save={{ label: t('brand.save'), loading: save.isPending }}
    >
      <FormErrorAlert message={formAlert(save.error, form)} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <Stack gap="md">
          <TextInput
            label={t('brand.titleField')}
            description={t('brand.titleHint', { name: brand.name })}
            maxLength={80}
            {...form.getInputProps('title')}
          />
          <ImageDropzone
            onUpload={async (file) => form.setFieldValue('logo_square', await upload.mutateAsync(file))}
            error={errors.logo_square}
            labels={{
              drop: t('brand.logoDrop'),
              hint: (size) => t('brand.logoHint', { size }),
              tooLarge: (size) => t('brand.logoTooLarge', { size }),
              oneFile: t('brand.logoOneFile'),
              uploaded: (file) => t('brand.logoUploaded', { name: file }),
            }}
            preview={({ forgetUpload }) => (
              <Group gap="md" wrap="nowrap">
                {values.logo_square ? (
                  <Image src={values.logo_square} alt={t('brand.logoAlt')} w={56} h={56} radius="md" fit="contain" />
                ) : null}
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {values.logo_square ? t('brand.logoCurrent') : t('brand.logoNone')}
                  </Text>
                  {values.logo_square && (
                    <RemoveImageButton
                      onClick={() => {
                        form.setFieldValue('logo_square', '');
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
            {(
              [
                ['primary_color', t('brand.primary')],
                ['primary_darken_color', t('brand.darker')],
              ] as const
            ).map(([field, label]) => (
              <div key={field}>
                <ColorInput
                  label={label}
                  format="hex"
                  dir="ltr"
                  eyeDropperButtonProps={{ 'aria-label': t('brand.eyeDropper') }}
                  {...form.getInputProps(field)}
                />
                <ContrastHint color={values[field]} />
              </div>
            ))}
          </SimpleGrid>
          <BrandStylesheetField
            value={values.stylesheet_path}
            onChange={(path) => form.setFieldValue('stylesheet_path', path)}
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
                onChange={(v) => onLang(LANGS.find((l) => l === v) ?? 'en')}
                data={LANGS.map((l) => ({ value: l, label: t(`brand.lang.${l}`) }))}
              />
            </Group>
            <TextInput
              label={t('brand.heading', { lang: t(`brand.lang.${lang}`) })}
              maxLength={120}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              {...form.getInputProps(`login.heading.${lang}`)}
            />
            <Textarea
              label={t('brand.intro', { lang: t(`brand.lang.${lang}`) })}
              maxLength={400}
              autosize
              minRows={2}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
              {...form.getInputProps(`login.text.${lang}`)}
            />
          </Stack>
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {t('brand.preview')}
          </Text>
          <BrandPreview
            fallbackTitle={brand.name}
            draft={{
              title: values.title,
              logo: values.logo_square,
              primary: values.primary_color,
              darker: values.primary_darken_color,
              heading: values.login.heading[lang] || values.login.heading.en,
              text: values.login.text[lang] || values.login.text.en,
            }}
          />
        </Stack>
      </SimpleGrid>
    </SettingsSection>
  );
}
