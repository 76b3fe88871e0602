import { Badge } from '@mantine/core';
import type { BulkEmployerResult, EmployerStatus, EmployerType } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n.js';
import { type NameOf, namedRows } from '../../shared/list/named-rows.js';
import { showSnackbar } from '../../shared/ui/snackbar.js';
import classes from './employers.module.css';

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

/** "Rejected “Litware Solutions”" or "Approved 3 employers: “A”, “B” and “C” · Skipped: 1" after a bulk action. */
export function showBulkResult(
  result: BulkEmployerResult,
  done: 'approved' | 'rejected' | 'enabled' | 'disabled',
  nameOf: NameOf<number>,
) {
  const { t } = i18nT();
  const parts = [t(`bulk.${done}`, { count: result.updated.length, names: namedRows(result.updated, nameOf) })];
  if (result.skipped.length > 0) parts.push(t('bulk.skipped', { count: result.skipped.length }));
  showSnackbar(result.updated.length > 0 ? 'success' : 'warning', parts.join(' · '));
}

function i18nT() {
  return { t: i18n.getFixedT(null, 'employers') };
}
