import { Badge } from '@mantine/core';
import type { SiteFormStatus } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './labels.js';

/** Draft, Published or Disabled. */
export function SiteFormStatusBadge({ status }: { status: SiteFormStatus }) {
  const { t } = useTranslation('site-forms');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
