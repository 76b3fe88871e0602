import { z } from 'zod';
import { one, PaginationQuery, page } from './common.js';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One webhook delivery's log line, as staff see it (never the payload's secret or the secret). */
export const WebhookDeliverySchema = z
  .object({
    id: z.uuid(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    next_attempt_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    delivered_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesQuery = PaginationQuery.omit({ q: true }).extend({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional(),
});
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuery>;
export const WebhookDeliveryListResponse = page(WebhookDeliverySchema);
export const WebhookDeliveryResponse = one(WebhookDeliverySchema);

/** `/site/forms/{uuid}/deliveries/{id}`: one delivery of a webhook form. */
export const WebhookDeliveryParam = z.object({ uuid: z.uuid(), id: z.uuid() });

/** A webhook form's signing secret, revealed to staff who may change the site's settings (audited). */
export const WebhookSecretSchema = z
  .object({ secret: z.string().describe('Key of the HMAC-SHA256 in `X-Talent-Signature`.') })
  .meta({ id: 'WebhookSecret' });
export type WebhookSecret = z.infer<typeof WebhookSecretSchema>;
export const WebhookSecretResponse = one(WebhookSecretSchema);
