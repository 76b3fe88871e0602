import { Grid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from './FormSection.js';
import type { EmployerFields } from './useEmployerFields.js';

/** Contact person, e-mail, phone and address. */
export function ContactSection({ fields }: { fields: EmployerFields }) {
  const { t } = useTranslation('employers');
  const { input } = fields;
  return (
    <FormSection title={t('form.contact')}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('fields.contactName')} autoComplete="name" {...input('contact_name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('fields.email')}
            required
            type="email"
            dir="ltr"
            autoComplete="email"
            {...input('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('fields.phone')} type="tel" dir="ltr" autoComplete="tel" {...input('phone')} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea label={t('fields.address')} dir="auto" autosize minRows={2} maxRows={5} {...input('address')} />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
