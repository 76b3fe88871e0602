import { Button, Grid, Paper, Stack, Switch } from '@mantine/core';
import { CreateEmployerBody, type Employer, type FieldOptions } from '@talent/contract';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../../shared/form/api-errors.js';
import { FormErrorAlert } from '../../../shared/form/FormErrorAlert.js';
import { focusFirstError } from '../../../shared/form/focus-field.js';
import { BusinessSection } from './BusinessSection.js';
import { ContactSection } from './ContactSection.js';
import { bodyOf, EMPTY_EMPLOYER, type EmployerFormValues, valuesOf } from './employer-form.js';
import { IdentitySection } from './IdentitySection.js';
import { LogoField } from './LogoField.js';
import { useEmployerForm } from './useEmployerForm.js';

export type EmployerFormProps = {
  /** The employer being edited; none to create one. */
  employer?: Employer | null;
  /** The site's industries and sizes (`/v1/site/field-options`); undefined while loading. */
  fieldOptions: FieldOptions | undefined;
  /**
   * Saves the validated body (the caller picks the endpoint and what follows). A rejection with
   * a 422 puts the server's messages under their fields, any other shows above the form.
   */
  onSubmit: (body: CreateEmployerBody) => Promise<unknown>;
  /** Where "Cancel" goes. */
  cancelTo: string;
  /** Staff only: the "trusted" switch (their jobs skip review). An employer never sees it. */
  showTrusted?: boolean;
};

/** An employer's profile form: identity, business, contact and logo, checked before it is sent. */
export function EmployerForm({ employer, fieldOptions, onSubmit, cancelTo, showTrusted = false }: EmployerFormProps) {
  const { t } = useTranslation('employers');
  const navigate = useNavigate();
  const form = useEmployerForm(employer ? valuesOf(employer) : EMPTY_EMPLOYER);
  const { values, errors } = form;
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function submit(values: EmployerFormValues) {
    setSaving(true);
    setFailure(null);
    try {
      await onSubmit(CreateEmployerBody.parse(bodyOf(values, showTrusted)));
    } catch (e) {
      setFailure(e);
      focusFirstError(applyApiErrors(form, e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <FormErrorAlert message={formAlert(failure, form)} />
            <IdentitySection form={form} industries={fieldOptions?.industries} />
            {values.type === 'business' && <BusinessSection form={form} sizes={fieldOptions?.sizes} />}
            <ContactSection form={form} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <LogoField
              logo={values.logo}
              name={values.name}
              error={errors.logo}
              onChange={(url) => form.setFieldValue('logo', url)}
            />
            {showTrusted && (
              <Paper className="portal-surface" withBorder radius="md" p="lg">
                <Switch
                  {...form.getInputProps('trusted', { type: 'checkbox' })}
                  label={t('form.trusted')}
                  description={t('form.trustedHint')}
                />
              </Paper>
            )}
            <Paper className="portal-surface" withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Button type="submit" loading={saving} fullWidth>
                  {employer ? t('form.save') : t('form.create')}
                </Button>
                <Button variant="default" fullWidth onClick={() => void navigate({ to: cancelTo })}>
                  {t('actions.cancel')}
                </Button>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
