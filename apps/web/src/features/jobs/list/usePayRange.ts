import type { Job } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/i18n/format.js';

/** "£32,000–£36,000 per year" (money in minor units); null when the job names no pay. */
export function usePayRange() {
  const { t, i18n } = useTranslation('jobs');
  return (job: Pick<Job, 'pay_min' | 'pay_max' | 'pay_type' | 'currency'>) => {
    if (!job.currency || (job.pay_min === null && job.pay_max === null)) return null;
    const currency = job.currency;
    // In a right-to-left line each amount is a bidi isolate, so the range keeps its order.
    const [open, close] = i18n.dir() === 'rtl' ? ['\u2068', '\u2069'] : ['', ''];
    const money = (minor: number) =>
      `${open}${formatNumber(minor / 100, i18n.language, {
        style: 'currency',
        currency,
        minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
        maximumFractionDigits: minor % 100 === 0 ? 0 : 2,
      })}${close}`;
    const range =
      job.pay_min !== null && job.pay_max !== null && job.pay_min !== job.pay_max
        ? `${money(job.pay_min)}–${money(job.pay_max)}`
        : money((job.pay_min ?? job.pay_max)!);
    return job.pay_type ? `${range} ${t(`payType.${job.pay_type}`)}` : range;
  };
}
