import { useParams } from '@tanstack/react-router';
import { HostedFormPage } from './HostedFormPage.js';

/** The hosted page reached inside the app (route `forms/$uuid`, blank layout). */
export function PublicFormPage() {
  const { uuid } = useParams({ strict: false });
  return <HostedFormPage uuid={String(uuid ?? '').toLowerCase()} />;
}
