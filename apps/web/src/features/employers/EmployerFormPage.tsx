import '@mantine/dropzone/styles.css';
import {
  Avatar,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconBuilding, IconCircleCheck, IconHome, IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MIME_TYPES,
  CreateEmployerBody,
  EMPLOYER_ADDRESS_MAX,
  EMPLOYER_BUSINESS_FIELDS,
  EMPLOYER_NAME_MAX,
  EMPLOYER_TEXT_MAX,
  EMPLOYER_URL_MAX,
  type Employer,
  type EmployerType,
} from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/format.js';
import { FormErrorAlert } from '../../shared/ui/FormErrorAlert.js';
import { PageHeader } from '../../shared/ui/PageHeader.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import { type FieldErrors, fieldMessage, formAlert, hasErrors, serverFieldErrors } from '../auth/forms.js';
import { employerQuery, fieldOptionsQuery, useSaveEmployer, useUploadLogo } from './api.js';
import { EmptyState, useOptionLabel, useTenant } from './components.js';
import classes from './employers.module.css';

const LOGO_MAX_MB = AVATAR_MAX_BYTES / (1024 * 1024);

type Values = {
  type: EmployerType;
  name: string;
  industry: string;
  contact_name: string;
  email: string;
  phone: string;
  address: string;
  logo: string;
  registration_number: string;
  business_name: string;
  website: string;
  size: string;
};

const EMPTY: Values = {
  type: 'business',
  name: '',
  industry: '',
  contact_name: '',
  email: '',
  phone: '',
  address: '',
  logo: '',
  registration_number: '',
  business_name: '',
  website: '',
  size: '',
};

const valuesOf = (e: Employer): Values => ({
  type: e.type,
  name: e.name,
  industry: e.industry ?? '',
  contact_name: e.contact_name ?? '',
  email: e.email ?? '',
  phone: e.phone ?? '',
  address: e.address ?? '',
  logo: e.logo ?? '',
  registration_number: e.registration_number ?? '',
  business_name: e.business_name ?? '',
  website: e.website ?? '',
  size: e.size ?? '',
});

const MAX: Partial<Record<keyof Values, number>> = {
  name: EMPLOYER_NAME_MAX,
  business_name: EMPLOYER_NAME_MAX,
  contact_name: EMPLOYER_TEXT_MAX,
  address: EMPLOYER_ADDRESS_MAX,
  website: EMPLOYER_URL_MAX,
  registration_number: 100,
  phone: 40,
  email: 254,
};

/** The body of the contract: a household sends no business field. */
function bodyOf(values: Values) {
  const body = { ...values };
  if (body.type === 'household') for (const field of EMPLOYER_BUSINESS_FIELDS) body[field] = '';
  return body;
}

/** The contract's rules, with the catalogue's messages under each field. */
function validate(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  const body = bodyOf(values);
  if (!body.name.trim()) errors.name = fieldMessage('required');
  if (!body.email.trim()) errors.email = fieldMessage('required');
  if (body.type === 'business' && !body.business_name.trim()) errors.business_name = fieldMessage('required');
  for (const [field, max] of Object.entries(MAX) as [keyof Values, number][]) {
    if (!errors[field] && body[field].trim().length > max) errors[field] = fieldMessage('too_long', { max });
  }
  const parsed = CreateEmployerBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !errors[field]) errors[field] = fieldMessage(field === 'email' ? 'email' : 'invalid');
    }
  }
  return errors;
}

/** `employers/create` and `employers/$id/edit`: one form for both. */
export function EmployerFormPage() {
  const { t } = useTranslation('employers');
  const tenant = useTenant();
  const params = useParams({ strict: false }) as { id?: string };
  const id = params.id ? Number(params.id) : null;
  const existing = useQuery({ ...employerQuery(tenant, id ?? 0), enabled: id !== null });
  const title = id === null ? t('form.createTitle') : t('form.editTitle');
  const crumbs = [
    { label: t('title'), to: tenant.path('employers') },
    ...(existing.data ? [{ label: existing.data.name, to: tenant.path(`employers/${id}`) }] : []),
    { label: title },
  ];

  if (id !== null && !existing.data) {
    return (
      <>
        <PageHeader title={title} crumbs={crumbs} />
        {existing.isError ? (
          <EmptyState icon={IconBuilding} title={t('detail.notFound')} text={formAlert(existing.error) ?? undefined} />
        ) : (
          <Center py={80}>
            <Loader aria-label={t('loading')} />
          </Center>
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader title={existing.data ? t('form.editNamed', { name: existing.data.name }) : title} crumbs={crumbs} />
      <EmployerForm
        key={existing.data?.id ?? 'new'}
        id={id}
        initial={existing.data ? valuesOf(existing.data) : EMPTY}
      />
    </>
  );
}

function EmployerForm({ id, initial }: { id: number | null; initial: Values }) {
  const { t } = useTranslation('employers');
  const tenant = useTenant();
  const navigate = useNavigate();
  const options = useQuery(fieldOptionsQuery(tenant));
  const industryLabel = useOptionLabel(options.data?.industries);
  const sizeLabel = useOptionLabel(options.data?.sizes);
  const save = useSaveEmployer(tenant, id);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const business = values.type === 'business';

  const set = (field: keyof Values) => (value: string | null) => {
    setValues((v) => ({ ...v, [field]: value ?? '' }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const input = (field: keyof Values) => ({
    name: field,
    value: values[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
    error: errors[field],
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validate(values);
    setErrors(problems);
    if (hasErrors(problems)) {
      const first = Object.keys(problems).find((k) => problems[k]);
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    save.mutate(CreateEmployerBody.parse(bodyOf(values)), {
      onSuccess: (saved) => {
        showSnackbar('success', t(id === null ? 'form.created' : 'form.saved', { name: saved.name }));
        void navigate({ to: tenant.path(`employers/${saved.id}`) });
      },
      onError: (e) => setErrors(serverFieldErrors(e)),
    });
  }

  const choices = (list: { value: string }[] | undefined, label: (v: string) => string | null, current: string) => {
    const data = (list ?? []).map((o) => ({ value: o.value, label: label(o.value) ?? o.value }));
    // A value the site no longer offers stays visible rather than silently cleared.
    if (current && !data.some((d) => d.value === current)) data.push({ value: current, label: current });
    return data;
  };

  const alert = formAlert(save.error, Object.keys(EMPTY));
  return (
    <form onSubmit={submit} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <FormErrorAlert message={alert} />
            <Paper className="portal-surface" withBorder radius="md" p="lg">
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('form.identity')}
                </Title>
                <Stack gap={6}>
                  <Text size="sm" fw={500} id="employer-type-label">
                    {t('fields.type')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="employer-type-label"
                    value={values.type}
                    onChange={(v) => set('type')(v)}
                    data={[
                      {
                        value: 'business',
                        label: (
                          <Group gap={6} wrap="nowrap" justify="center">
                            <IconBuilding size={16} aria-hidden />
                            <span>{t('type.business')}</span>
                          </Group>
                        ),
                      },
                      {
                        value: 'household',
                        label: (
                          <Group gap={6} wrap="nowrap" justify="center">
                            <IconHome size={16} aria-hidden />
                            <span>{t('type.household')}</span>
                          </Group>
                        ),
                      },
                    ]}
                    fullWidth
                    maw={420}
                  />
                  <Text size="xs" c="dimmed">
                    {t(business ? 'form.businessHelp' : 'form.householdHelp')}
                  </Text>
                </Stack>
                <TextInput label={t('fields.name')} required {...input('name')} />
                <Select
                  label={t('fields.industry')}
                  placeholder={t('form.choose')}
                  data={choices(options.data?.industries, industryLabel, values.industry)}
                  value={values.industry || null}
                  onChange={set('industry')}
                  error={errors.industry}
                  name="industry"
                  searchable
                  clearable
                  nothingFoundMessage={t('filters.noOption')}
                />
              </Stack>
            </Paper>

            {business && (
              <Paper className="portal-surface" withBorder radius="md" p="lg">
                <Stack gap="md">
                  <Title order={2} fz="h4">
                    {t('form.business')}
                  </Title>
                  <Grid gap="md">
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput label={t('fields.businessName')} required {...input('business_name')} />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput label={t('fields.registrationNumber')} dir="ltr" {...input('registration_number')} />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <TextInput
                        label={t('fields.website')}
                        placeholder="https://"
                        type="url"
                        dir="ltr"
                        autoComplete="url"
                        {...input('website')}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 6 }}>
                      <Select
                        label={t('fields.size')}
                        placeholder={t('form.choose')}
                        data={choices(options.data?.sizes, sizeLabel, values.size)}
                        value={values.size || null}
                        onChange={set('size')}
                        error={errors.size}
                        name="size"
                        clearable
                      />
                    </Grid.Col>
                  </Grid>
                </Stack>
              </Paper>
            )}

            <Paper className="portal-surface" withBorder radius="md" p="lg">
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {t('form.contact')}
                </Title>
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
                    <Textarea label={t('fields.address')} autosize minRows={2} maxRows={5} {...input('address')} />
                  </Grid.Col>
                </Grid>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <LogoCard logo={values.logo} name={values.name} error={errors.logo} onChange={(url) => set('logo')(url)} />
            <Paper className="portal-surface" withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Button type="submit" loading={save.isPending} fullWidth>
                  {id === null ? t('form.create') : t('form.save')}
                </Button>
                <Button
                  variant="default"
                  fullWidth
                  onClick={() => void navigate({ to: tenant.path(id === null ? 'employers' : `employers/${id}`) })}
                >
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

function LogoCard({
  logo,
  name,
  error: fieldError,
  onChange,
}: {
  logo: string;
  name: string;
  error: string | undefined;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation('employers');
  const { number } = useFormat();
  const upload = useUploadLogo();
  const [error, setError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);

  function send(file: File) {
    setError(null);
    setUploaded(null);
    upload.mutate(file, {
      onSuccess: (url) => {
        onChange(url);
        setUploaded(file.name);
      },
      onError: (e) => setError(serverFieldErrors(e).file ?? formAlert(e)),
    });
  }

  function reject(rejections: FileRejection[]) {
    setUploaded(null);
    const code = rejections[0]?.errors[0]?.code;
    setError(
      code === 'file-too-large'
        ? t('logo.tooLarge', { size: number(LOGO_MAX_MB) })
        : code === 'too-many-files'
          ? t('logo.oneFile')
          : `${fieldMessage('image')} ${t('logo.hint', { size: number(LOGO_MAX_MB) })}`,
    );
  }

  const shown = error ?? fieldError;
  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('logo.title')}
        </Title>
        <Group gap="md" wrap="nowrap" className={classes.preview}>
          <Avatar
            src={logo || null}
            name={name || '?'}
            variant="filled"
            color="var(--mantine-primary-color-filled)"
            size={72}
            radius="md"
            alt={t('logo.alt', { name })}
          />
          <Stack gap={4} miw={0}>
            <Text size="sm" fw={600}>
              {logo ? t('logo.current') : t('logo.none')}
            </Text>
            {logo && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => {
                  onChange('');
                  setUploaded(null);
                }}
                w="fit-content"
                px={4}
              >
                {t('logo.remove')}
              </Button>
            )}
          </Stack>
        </Group>
        <Dropzone
          onDrop={(files) => files[0] && send(files[0])}
          onReject={reject}
          accept={[...AVATAR_MIME_TYPES]}
          maxSize={AVATAR_MAX_BYTES}
          multiple={false}
          maxFiles={1}
          loading={upload.isPending}
          radius="md"
          aria-label={t('logo.drop')}
        >
          <Stack align="center" gap={6} py="md" style={{ pointerEvents: 'none' }} ta="center">
            <Dropzone.Accept>
              <IconUpload size={36} stroke={1.5} color="var(--mantine-primary-color-filled)" aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={36} stroke={1.5} color="var(--mantine-color-red-6)" aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhoto size={36} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <Text fw={500}>{t('logo.drop')}</Text>
            <Text size="sm" c="dimmed">
              {t('logo.hint', { size: number(LOGO_MAX_MB) })}
            </Text>
          </Stack>
        </Dropzone>
        {shown && (
          <Text size="sm" c="var(--mantine-color-error)" role="alert">
            {shown}
          </Text>
        )}
        {uploaded && !shown && (
          <Group gap={6} wrap="nowrap" c="var(--mantine-color-teal-text)" role="status">
            <IconCircleCheck size={16} aria-hidden />
            <Text size="sm" inherit>
              {t('logo.uploaded', { name: uploaded })}
            </Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
