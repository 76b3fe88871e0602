import { Grid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from './FormSection.js';
import type { EmployerFormApi } from './useEmployerForm.js';

/** Contact person, e-mail, phone and address. */
export function ContactSection({ form }: { form: EmployerFormApi }) {
  const { t } = useTranslation('employers');
  return (
    <FormSection title={t('form.contact')}>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('fields.contactName')} autoComplete="name" {...form.getInputProps('contact_name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('fields.email')}
            required
            type="email"
            dir="ltr"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('fields.phone')}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('fields.address')}
            dir="auto"
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps('address')}
          />
        </Grid.Col>
      </Grid>
    </FormSection>
  );
}
