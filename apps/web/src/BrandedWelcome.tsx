import type { Branding } from '@talent/contract';
import { useEffect, useState } from 'react';
import { applyBranding, brandTitle, loadBranding, localizedText } from './shared/branding.js';
import { applyLocale, PAGE_TEXT, pickLocale } from './shared/locale.js';

/** Placeholder home page: the brand of this host and a note that the portal is on its way. */
export function BrandedWelcome() {
  const [locale] = useState(() => pickLocale(navigator.language));
  const [branding, setBranding] = useState<Branding>();
  const text = PAGE_TEXT[locale];

  useEffect(() => applyLocale(locale), [locale]);

  useEffect(() => {
    const controller = new AbortController();
    loadBranding(window.location.hostname, controller.signal)
      .then((loaded) => {
        applyBranding(loaded);
        setBranding(loaded);
      })
      .catch(() => {}); // only an aborted request (unmount) ends up here
    return () => controller.abort();
  }, []);

  if (!branding) {
    return (
      <main className="page">
        <div className="spinner" role="status" aria-label={text.loading} />
      </main>
    );
  }

  const title = brandTitle(branding);
  const heading = localizedText(branding.branding.login, 'heading', locale);
  const intro = localizedText(branding.branding.login, 'text', locale);
  return (
    <main className="page">
      <section className="card" aria-labelledby="brand-title">
        {branding.logo_square && (
          <img className="logo" src={branding.logo_square} alt={text.logo(title)} width={72} height={72} />
        )}
        <h1 id="brand-title">{title}</h1>
        {heading && <p className="heading">{heading}</p>}
        {intro && <p>{intro}</p>}
        <p className="note">{text.settingUp}</p>
      </section>
    </main>
  );
}
