import { defineOperations } from './define.js';

const notification = { params: 'NotificationIdParam' } as const;

/** The signed-in person's own: sign-in, profile, invitations, notifications, impersonation, site. */
export const sessionOperations = defineOperations({
  login: { method: 'POST', path: '/auth/login', body: 'LoginBody', response: 'TokenResponse' },
  me: { method: 'GET', path: '/auth/me', response: 'MeResponse' },
  logout: { method: 'DELETE', path: '/auth/logout' },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    body: 'ForgotPasswordBody',
    response: 'MessageResponse',
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    body: 'ResetPasswordBody',
    response: 'MessageResponse',
  },
  profile: { method: 'GET', path: '/v1/user-account/profile', response: 'ProfileResponse' },
  updateProfile: {
    method: 'PUT',
    path: '/v1/user-account/profile',
    body: 'UpdateProfileBody',
    response: 'ProfileResponse',
  },
  uploadAvatar: { method: 'POST', path: '/v1/user-account/avatar', kind: 'multipart', response: 'ProfileResponse' },
  removeAvatar: { method: 'DELETE', path: '/v1/user-account/avatar', response: 'ProfileResponse' },
  changePassword: {
    method: 'PUT',
    path: '/v1/user-account/change-password',
    body: 'ChangePasswordBody',
    response: 'MessageResponse',
  },
  myInvitations: { method: 'GET', path: '/v1/invitations', response: 'MyInvitationListResponse' },
  acceptInvitation: {
    method: 'POST',
    path: '/v1/invitations/:invitation/accept',
    params: 'InvitationParam',
    response: 'AcceptedInvitationResponse',
  },
  declineInvitation: { method: 'POST', path: '/v1/invitations/:invitation/decline', params: 'InvitationParam' },
  impersonateUser: {
    method: 'POST',
    path: '/v1/impersonate/users/:id',
    params: 'IdParam',
    body: 'ImpersonateBody',
    response: 'ImpersonationResponse',
  },
  impersonateSeeker: {
    method: 'POST',
    path: '/v1/impersonate/seekers/:uuid',
    params: 'SeekerImpersonationParam',
    body: 'ImpersonateBody',
    response: 'SeekerImpersonationResponse',
  },
  stopImpersonation: { method: 'DELETE', path: '/v1/impersonate' },
  notificationInbox: {
    method: 'GET',
    path: '/v1/notifications/inbox',
    query: 'NotificationInboxQuery',
    response: 'NotificationInboxResponse',
  },
  unreadCount: { method: 'GET', path: '/v1/notifications/unread-count', response: 'UnreadCountResponse' },
  markNotification: {
    method: 'PATCH',
    path: '/v1/notifications/:uuid',
    ...notification,
    body: 'MarkNotificationBody',
    response: 'NotificationResponse',
  },
  markAllNotificationsRead: { method: 'POST', path: '/v1/notifications/read-all', response: 'UnreadCountResponse' },
  deleteNotification: {
    method: 'DELETE',
    path: '/v1/notifications/:uuid',
    ...notification,
    response: 'MessageResponse',
  },
  notificationStream: { method: 'GET', path: '/v1/notifications/stream', kind: 'stream' },
  siteDashboard: { method: 'GET', path: '/v1/site/dashboard', response: 'SiteDashboardResponse' },
  siteSettings: { method: 'GET', path: '/v1/site/settings', response: 'SiteSettingsResponse' },
  saveSiteSettings: {
    method: 'PUT',
    path: '/v1/site/settings',
    body: 'SaveSiteSettingsBody',
    response: 'SiteSettingsResponse',
  },
  cmsToken: { method: 'POST', path: '/v1/cms/auth/token', response: 'CmsTokenResponse' },
});
