import { Badge } from '@mantine/core';
import type { SiteFormStatus } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './labels.js';

/** Draft, Published or Disabled: the words in the text colour (a light green badge fails contrast), the colour on the dot. */
export function SiteFormStatusBadge({ status }: { status: SiteFormStatus }) {
  const { t } = useTranslation('site-forms');
  return (
    <Badge color={STATUS_COLORS[status]} variant="dot" radius="sm" tt="none" c="var(--mantine-color-text)">
      {t(`status.${status}`)}
    </Badge>
  );
}
