import { useAuthStore } from '../../shared/auth/auth-store.js';
import { LAYOUTS } from './route-table.js';

/**
 * What the signed-in route shows while `/auth/me` answers: the layout's frame, at once, for
 * someone holding a token; nothing for a guest, whom the guard is sending to the login page.
 */
export function SessionFrame() {
  const token = useAuthStore((s) => s.token);
  return token ? <LAYOUTS.frame.component /> : null;
}
