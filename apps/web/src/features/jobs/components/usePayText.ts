import type { Job } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatMoneyRange, keepTogether } from '../../../shared/i18n/money.js';

type Pay = Pick<Job, 'pay_min' | 'pay_max' | 'pay_type' | 'currency'>;

/**
 * A job's pay as one line: "£32,000 – £36,000 per year", "From £20,000 per year" (money in minor
 * units, whole pounds without pence); null when the job names no pay. The amounts and the unit each
 * stay on one line; the line may wrap only between them.
 */
export function usePayText() {
  const { t, i18n } = useTranslation('jobs');
  return (job: Pay): string | null => {
    const { pay_min: min, pay_max: max, currency } = job;
    if (!currency || (min === null && max === null)) return null;
    const period = job.pay_type ? keepTogether(t(`payType.${job.pay_type}`)) : '';
    const options = { trimWhole: true };
    const text =
      min !== null && max !== null
        ? t('pay.amount', { amount: formatMoneyRange(min, max, currency, i18n.language, options), period })
        : min !== null
          ? t('pay.from', { amount: formatMoney(min, currency, i18n.language, options), period })
          : t('pay.upTo', { amount: formatMoney(max as number, currency, i18n.language, options), period });
    return text.trim();
  };
}
