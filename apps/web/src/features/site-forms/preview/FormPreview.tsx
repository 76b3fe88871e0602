import { Alert, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { LOCALES, type Locale, RTL_LOCALES, type SiteFormField } from '@talent/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickLocale } from '../../../shared/i18n/locale.js';
import { publicFieldOf } from '../renderer/answers.js';
import { FormRenderer } from '../renderer/FormRenderer.js';

/**
 * The draft as the public will see it, in any of the three languages: drawn by the hosted page's
 * own renderer, with its checks, so "Send" here says what the page would refuse.
 */
export function FormPreview({ name, fields }: { name: string; fields: readonly SiteFormField[] }) {
  const { t, i18n } = useTranslation('site-forms');
  const [locale, setLocale] = useState<Locale>(() => pickLocale(i18n.language));
  const [valid, setValid] = useState(false);
  const shown = fields.map((f) => publicFieldOf(f, locale));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="form-preview-title">
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={2} fz="h4" id="form-preview-title">
            {t('preview.title')}
          </Title>
          <SegmentedControl
            aria-label={t('preview.language')}
            size="xs"
            value={locale}
            onChange={(v) => {
              setLocale(pickLocale(v));
              setValid(false);
            }}
            data={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          />
        </Stack>
        <div data-preview dir={RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'} lang={locale}>
          {name.trim() && (
            <Title order={3} fz="h4" mb="sm">
              {name}
            </Title>
          )}
          {shown.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('preview.empty')}
            </Text>
          ) : (
            <FormRenderer
              fields={shown}
              locale={locale}
              idPrefix="preview"
              onSubmit={async () => {
                setValid(true);
                return undefined;
              }}
            />
          )}
        </div>
        {valid && (
          <Alert color="green" variant="light" role="status">
            {t('preview.valid')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
