import { checkAccess, defineAbility } from '@talent/contract';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '../../shared/session/me-query.js';
import { useAbility } from '../../shared/session/useAbility.js';

/**
 * What the user may do about the selected account's single sign-on, as the API judges it:
 * configure it (`identity_providers.update`, the owners'), and approve a domain by hand, which
 * only platform-wide grants allow (judged with no selection, like `platform: true` routes).
 */
export function useSsoRights(): { configure: boolean; approveDomains: boolean } {
  const ability = useAbility();
  const { data: me } = useQuery(meQuery);
  return {
    configure: checkAccess(ability, 'update', 'identity_providers'),
    approveDomains: me ? defineAbility({ permissions: me.permissions }, {}).can('update', 'identity_providers') : false,
  };
}
