import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../shared/i18n/i18n.js';
import { BlankFrame } from './layouts/BlankFrame.js';

export { hostedFormUuid } from '../features/site-forms/hosted/hosted-path.js';

// Its own chunk: the page, its renderer and the contract's rules, with its words.
const HostedFormPage = lazy(() =>
  Promise.all([import('../features/site-forms/hosted/HostedFormPage.js'), loadNamespaces(['site-forms'])]).then(
    ([m]) => ({ default: m.HostedFormPage }),
  ),
);

/**
 * A site form's hosted page (`/forms/{uuid}`), for anyone, signed in or not, without the portal
 * (router, session, menus): main.tsx shows it instead of the app. It may be framed by the form's
 * allowed origins, so it keeps to itself.
 */
export function HostedFormRoot({ uuid }: { uuid: string }) {
  return (
    <BlankFrame>
      <Suspense fallback={<div className="boot-spinner" role="status" />}>
        <HostedFormPage uuid={uuid} />
      </Suspense>
    </BlankFrame>
  );
}
