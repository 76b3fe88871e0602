import { catalogues, type Locale } from '@talent/contract';
import type { PurchaseRow } from './purchases.repo.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const money = (minor: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);

/**
 * The built-in provider's checkout: a plain server-rendered page (no script) with the amount and
 * two buttons. It stands in for a real provider's hosted page, so it is deliberately not the portal.
 */
export function testCheckoutPage(row: PurchaseRow, token: string, brand: string, locale: Locale): string {
  const text = catalogues[locale].testCheckout;
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const action = (what: 'pay' | 'cancel') => `/portal/payments/test-checkout/${row.id}/${what}`;
  const hidden = `<input type="hidden" name="token" value="${escapeHtml(token)}">`;
  const settled = row.status !== 'pending';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.title)} · ${escapeHtml(brand)}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(420px, 92vw); border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 12px; padding: 28px; }
  h1 { font-size: 1.3rem; margin: 0 0 4px; }
  p { margin: 0 0 16px; opacity: .8; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 8px 16px; margin: 0 0 24px; }
  dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
  .total { font-weight: 700; font-size: 1.1rem; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  button { font: inherit; padding: 10px 18px; border-radius: 8px; border: 1px solid #1c5fd4; cursor: pointer; }
  .pay { background: #1c5fd4; color: #fff; }
  .cancel { background: transparent; color: inherit; border-color: color-mix(in srgb, CanvasText 40%, transparent); }
  .note { margin-top: 20px; font-size: .85rem; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(text.title)}</h1>
  <p>${escapeHtml(brand)}</p>
  <dl>
    <dt>${escapeHtml(text.credits)}</dt><dd>${row.quantity}</dd>
    <dt>${escapeHtml(text.subtotal)}</dt><dd>${money(row.subtotal, row.currency, locale)}</dd>
    <dt>${escapeHtml(text.discount)}</dt><dd>−${money(row.discount, row.currency, locale)}</dd>
    <dt class="total">${escapeHtml(text.total)}</dt><dd class="total">${money(row.total, row.currency, locale)}</dd>
  </dl>
  ${
    settled
      ? `<p>${escapeHtml(text.settled)}</p>`
      : `<div class="actions">
    <form method="post" action="${action('pay')}">${hidden}<button class="pay" type="submit">${escapeHtml(text.pay)}</button></form>
    <form method="post" action="${action('cancel')}">${hidden}<button class="cancel" type="submit">${escapeHtml(text.cancel)}</button></form>
  </div>`
  }
  <p class="note">${escapeHtml(text.note)}</p>
</main>
</body>
</html>`;
}
