import { WEBHOOK_DELIVERY_STATUSES } from '@talent/contract';
import { z } from 'zod';
import { enumParam, pagingParams } from '../../../shared/list/search-params.js';

/** `settings/forms/{uuid}/deliveries?status=&page=&per_page=`. */
export const deliveriesSearch = z.object({ status: enumParam(WEBHOOK_DELIVERY_STATUSES), ...pagingParams });
export type DeliveriesSearch = z.infer<typeof deliveriesSearch>;
