import { defineOperations } from './define.js';

const user = { params: 'AccountUserParam' } as const;
const role = { params: 'AccountRoleParam' } as const;
const invitation = { params: 'InvitationParam' } as const;

/** The account's people, roles, brand, sites and audit log. */
export const accountOperations = defineOperations({
  listAccountUsers: {
    method: 'GET',
    path: '/v1/accounts/users',
    query: 'AccountUserListQuery',
    response: 'AccountUserListResponse',
  },
  accountScopes: {
    method: 'GET',
    path: '/v1/accounts/scopes',
    query: 'AccountScopesQuery',
    response: 'AccountScopesResponse',
  },
  inviteAccountUser: {
    method: 'POST',
    path: '/v1/accounts/users',
    body: 'InviteAccountUserBody',
    response: 'TeamInvitationResponse',
  },
  listAccountInvitations: { method: 'GET', path: '/v1/accounts/invitations', response: 'TeamInvitationListResponse' },
  resendAccountInvitation: { method: 'POST', path: '/v1/accounts/invitations/:invitation/resend', ...invitation },
  revokeAccountInvitation: { method: 'DELETE', path: '/v1/accounts/invitations/:invitation', ...invitation },
  updateAccountUser: {
    method: 'PUT',
    path: '/v1/accounts/users/:user',
    ...user,
    body: 'UpdateAccountUserBody',
    response: 'AccountUserResponse',
  },
  removeAccountUser: { method: 'DELETE', path: '/v1/accounts/users/:user', ...user },
  addGrant: {
    method: 'POST',
    path: '/v1/accounts/users/:user/grants',
    ...user,
    body: 'GrantBody',
    response: 'AccountUserResponse',
  },
  removeGrant: { method: 'DELETE', path: '/v1/accounts/users/:user/grants/:grant', params: 'AccountGrantParams' },
  listAccountRoles: { method: 'GET', path: '/v1/accounts/roles', response: 'AccountRoleListResponse' },
  createAccountRole: {
    method: 'POST',
    path: '/v1/accounts/roles',
    body: 'SaveRoleBody',
    response: 'AccountRoleResponse',
  },
  updateAccountRole: {
    method: 'PUT',
    path: '/v1/accounts/roles/:role',
    ...role,
    body: 'SaveRoleBody',
    response: 'AccountRoleResponse',
  },
  deleteAccountRole: { method: 'DELETE', path: '/v1/accounts/roles/:role', ...role },
  brandSettings: { method: 'GET', path: '/v1/accounts/brand', response: 'BrandSettingsResponse' },
  saveBrand: { method: 'PUT', path: '/v1/accounts/brand', body: 'SaveBrandBody', response: 'BrandSettingsResponse' },
  listSites: { method: 'GET', path: '/v1/sites', response: 'SiteListResponse' },
  createSite: { method: 'POST', path: '/v1/sites', body: 'SaveSiteBody', response: 'SiteResponse' },
  updateSite: {
    method: 'PUT',
    path: '/v1/sites/:id',
    params: 'IdParam',
    body: 'SaveSiteBody',
    response: 'SiteResponse',
  },
  auditLog: { method: 'GET', path: '/v1/audit-log', query: 'AuditLogQuery', response: 'AuditLogResponse' },
  exportAuditLog: { method: 'GET', path: '/v1/audit-log/export.csv', query: 'AuditLogExportQuery', kind: 'file' },
});
