import { type Icon, IconArrowBackUp, IconBriefcase, IconGift, IconMinus, IconShoppingCart } from '@tabler/icons-react';
import type { LedgerKind } from '@talent/contract';

/** Each kind of entry has an icon and a colour; the label (text) always goes with them. */
export const KIND_LOOK: Record<LedgerKind, { icon: Icon; color: string }> = {
  purchase: { icon: IconShoppingCart, color: 'teal' },
  job_posting: { icon: IconBriefcase, color: 'blue' },
  refund: { icon: IconArrowBackUp, color: 'cyan' },
  staff_grant: { icon: IconGift, color: 'grape' },
  staff_revoke: { icon: IconMinus, color: 'orange' },
};
