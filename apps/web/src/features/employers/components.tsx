import { Badge, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import {
  type BulkEmployerResult,
  EMPLOYER_REJECTION_REASON_MAX,
  type EmployerStatus,
  type EmployerType,
  type FieldOption,
} from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n.js';
import { pickLocale } from '../../shared/i18n/locale.js';
import { useSelectionStore } from '../../shared/selection/selection-store.js';
import { ReasonModal } from '../../shared/ui/ReasonModal.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import classes from './employers.module.css';

/** The account and site of a `/{account}/{site}/employers…` page (the route guard set them). */
export function useTenant() {
  const accountId = useSelectionStore((s) => s.accountId) ?? 0;
  const siteId = useSelectionStore((s) => s.siteId) ?? 0;
  return { accountId, siteId, path: (rest: string) => `/${accountId}/${siteId}/${rest}` };
}

const STATUS_COLORS: Record<EmployerStatus, string> = {
  active: 'teal',
  on_hold: 'orange',
  rejected: 'red',
  disabled: 'gray',
};

/** Status as a dot badge: the text keeps the body colour (contrast), the dot carries the colour. */
export function StatusBadge({ status }: { status: EmployerStatus }) {
  const { t } = useTranslation('employers');
  return (
    <Badge variant="dot" color={STATUS_COLORS[status]} className={classes.badge} radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}

export function TypeLabel({ type }: { type: EmployerType }) {
  const { t } = useTranslation('employers');
  return <>{t(`type.${type}`)}</>;
}

/** A field option's label in the current language (the stored value when the site dropped it). */
export function useOptionLabel(options: FieldOption[] | undefined) {
  const { i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  return (value: string | null) => {
    if (!value) return null;
    const option = options?.find((o) => o.value === value);
    return option ? option.label[locale] || option.label.en : value;
  };
}

export function EmptyState({
  icon: IconComponent,
  title,
  text,
  action,
}: {
  icon: Icon;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Center py={48} px="md">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconComponent size={28} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz="h4" mt="xs">
          {title}
        </Title>
        {text && (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        )}
        {action && <Group mt="sm">{action}</Group>}
      </Stack>
    </Center>
  );
}

/** "2 approved, 1 skipped" after a bulk action. */
export function showBulkResult(result: BulkEmployerResult, done: 'approved' | 'rejected' | 'enabled' | 'disabled') {
  const { t } = i18nT();
  const parts = [t(`bulk.${done}`, { count: result.updated.length })];
  if (result.skipped.length > 0) parts.push(t('bulk.skipped', { count: result.skipped.length }));
  showSnackbar(result.updated.length > 0 ? 'success' : 'warning', parts.join(' · '));
}

function i18nT() {
  return { t: i18n.getFixedT(null, 'employers') };
}

/** Asks the reason of a rejection (required, e-mailed to the employer). */
export function RejectModal({
  opened,
  count,
  name,
  loading,
  onClose,
  onReject,
}: {
  opened: boolean;
  count: number;
  name?: string;
  loading: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('employers');
  return (
    <ReasonModal
      opened={opened}
      max={EMPLOYER_REJECTION_REASON_MAX}
      loading={loading}
      onClose={onClose}
      onSubmit={onReject}
      labels={{
        title: name ? t('reject.titleOne', { name }) : t('reject.title', { count }),
        text: t('reject.text'),
        reason: t('reject.reason'),
        reasonHelp: t('reject.reasonHelp', { max: EMPLOYER_REJECTION_REASON_MAX }),
        counter: (count) => t('reject.counter', { count, max: EMPLOYER_REJECTION_REASON_MAX }),
        submit: t('reject.submit'),
        cancel: t('actions.cancel'),
      }}
    />
  );
}
