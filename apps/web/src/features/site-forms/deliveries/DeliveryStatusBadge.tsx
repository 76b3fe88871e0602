import { Badge } from '@mantine/core';
import type { WebhookDeliveryStatus } from '@talent/contract';
import { useTranslation } from 'react-i18next';

const COLORS: Record<WebhookDeliveryStatus, string> = { pending: 'blue', delivered: 'green', failed: 'red' };

/** A delivery's state in words and colour (the colour is never the only sign). */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation('site-form-deliveries');
  return (
    <Badge variant="dot" color={COLORS[status]} radius="sm" tt="none" c="var(--mantine-color-text)">
      {t(`status.${status}`)}
    </Badge>
  );
}
