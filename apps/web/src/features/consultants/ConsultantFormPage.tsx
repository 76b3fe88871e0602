import { Avatar, Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONSULTANT_BIO_MAX, CONSULTANT_NAME_MAX, SaveConsultantBody } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { applyApiErrors, formAlert } from '../../shared/form/api-errors.js';
import { contractResolver } from '../../shared/form/contract-resolver.js';
import { FormErrorAlert } from '../../shared/form/FormErrorAlert.js';
import { useTenant } from '../../shared/selection/useTenant.js';
import { ImageDropzone, RemoveImageButton } from '../../shared/ui/ImageDropzone.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { employerListQuery } from '../employers/api.js';
import { jobOptionsQuery } from '../jobs/api.js';
import { useJobScope } from '../jobs/useJobScope.js';
import { type Consultant, consultantQuery, useConsultantActions } from './api.js';
import { useSpecialisationLabel } from './components.js';

type ConsultantFormValues = ReturnType<typeof valuesOf>;

/** The form's values: text as typed, employers as the select's string ids. */
const valuesOf = (consultant: Consultant | null) => ({
  name: consultant?.name ?? '',
  email: consultant?.email ?? '',
  phone: consultant?.phone ?? '',
  photo: consultant?.photo ?? '',
  bio: consultant?.bio ?? '',
  specialisations: consultant?.specialisations ?? [],
  employer_ids: consultant?.employers.map((e) => String(e.id)) ?? [],
});

const bodyOf = (values: ConsultantFormValues) => ({ ...values, employer_ids: values.employer_ids.map(Number) });

/** `consultants/create` and `consultants/{id}/edit`: one form. */
export function ConsultantFormPage() {
  const params = useParams({ strict: false }) as { id?: string };
  const id = params.id ? Number(params.id) : null;
  const { accountId, siteId } = useTenant();
  const existing = useQuery({ ...consultantQuery({ accountId, siteId }, id ?? 0), enabled: id !== null });
  if (id !== null && !existing.data) return null;
  return <ConsultantForm key={existing.data?.id ?? 'new'} consultant={existing.data ?? null} />;
}

function ConsultantForm({ consultant }: { consultant: Consultant | null }) {
  const { t } = useTranslation('consultants');
  const { accountId, siteId, path } = useTenant();
  const { scope } = useJobScope();
  const navigate = useNavigate();
  const { save, photo } = useConsultantActions({ accountId, siteId });
  const options = useQuery(jobOptionsQuery(scope));
  const employers = useQuery(employerListQuery(scope, { per_page: 100, sort: 'name' }));
  const specialisation = useSpecialisationLabel(options.data?.classifications);
  const form = useForm({
    initialValues: valuesOf(consultant),
    validate: contractResolver(SaveConsultantBody, { toBody: bodyOf }),
  });
  const { values } = form;
  const employerData = (employers.data?.data ?? []).map((e) => ({ value: String(e.id), label: e.name }));
  for (const e of consultant?.employers ?? [])
    if (!employerData.some((d) => d.value === String(e.id))) employerData.push({ value: String(e.id), label: e.name });
  const title = consultant ? t('editTitle', { name: consultant.name }) : t('createTitle');

  return (
    <>
      <PageHeader title={title} crumb={consultant ? title : undefined} />
      <form
        noValidate
        onSubmit={form.onSubmit((v) =>
          save.mutate(
            { id: consultant?.id ?? null, body: SaveConsultantBody.parse(bodyOf(v)) },
            {
              onSuccess: (saved) => {
                showSnackbar('success', t(consultant ? 'done.saved' : 'done.created', { name: saved.name }));
                void navigate({ to: path(`consultants/${saved.id}`) });
              },
              onError: (e) => applyApiErrors(form, e),
            },
          ),
        )}
      >
        <Stack gap="md">
          <FormErrorAlert message={formAlert(save.error, form)} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <TextInput
                  label={t('fields.name')}
                  required
                  maxLength={CONSULTANT_NAME_MAX}
                  {...form.getInputProps('name')}
                />
                <TextInput label={t('fields.email')} required type="email" dir="ltr" {...form.getInputProps('email')} />
                <TextInput label={t('fields.phone')} dir="ltr" maxLength={40} {...form.getInputProps('phone')} />
                <Textarea
                  label={t('fields.bio')}
                  maxLength={CONSULTANT_BIO_MAX}
                  autosize
                  minRows={3}
                  {...form.getInputProps('bio')}
                />
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <ImageDropzone
                  onUpload={async (file) => form.setFieldValue('photo', await photo.mutateAsync(file))}
                  error={form.errors.photo}
                  labels={{
                    drop: t('photo.drop'),
                    hint: (size) => t('photo.hint', { size }),
                    tooLarge: (size) => t('photo.tooLarge', { size }),
                    oneFile: t('photo.oneFile'),
                    uploaded: (file) => t('photo.uploaded', { name: file }),
                  }}
                  preview={({ forgetUpload }) => (
                    <Group gap="md" wrap="nowrap">
                      <Avatar
                        src={values.photo || null}
                        name={values.name || '?'}
                        size={72}
                        radius="xl"
                        color="brand"
                        variant="filled"
                        alt={t('photo.alt', { name: values.name })}
                      />
                      <Stack gap={4}>
                        <Text size="sm" fw={600}>
                          {values.photo ? t('photo.current') : t('photo.none')}
                        </Text>
                        {values.photo && (
                          <RemoveImageButton
                            onClick={() => {
                              form.setFieldValue('photo', '');
                              forgetUpload();
                            }}
                          >
                            {t('photo.remove')}
                          </RemoveImageButton>
                        )}
                      </Stack>
                    </Group>
                  )}
                />
                <MultiSelect
                  label={t('fields.specialisations')}
                  data={(options.data?.classifications ?? []).map((c) => ({
                    value: c.value,
                    label: specialisation(c.value),
                  }))}
                  {...form.getInputProps('specialisations')}
                  searchable
                  clearable
                  maxValues={10}
                />
                <MultiSelect
                  label={t('fields.employers')}
                  description={t('fields.employersHint')}
                  data={employerData}
                  {...form.getInputProps('employer_ids')}
                  searchable
                  clearable
                />
              </Stack>
            </Paper>
          </SimpleGrid>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => void navigate({ to: path(consultant ? `consultants/${consultant.id}` : 'consultants') })}
            >
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {consultant ? t('actions.save') : t('actions.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
