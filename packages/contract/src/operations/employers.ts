import { defineOperations } from './define.js';

const employer = { params: 'EmployerIdParam' } as const;
const bulk = { method: 'POST', response: 'BulkEmployerResponse' } as const;
const team = { params: 'EmployerParam' } as const;

export const employerOperations = defineOperations({
  fieldOptions: { method: 'GET', path: '/v1/site/field-options', response: 'FieldOptionsResponse' },
  listEmployers: { method: 'GET', path: '/v1/employers', query: 'EmployerListQuery', response: 'EmployerListResponse' },
  listOnHoldEmployers: {
    method: 'GET',
    path: '/v1/employers/on-hold',
    query: 'OnHoldEmployerListQuery',
    response: 'EmployerListResponse',
  },
  exportEmployers: { method: 'GET', path: '/v1/employers/export.csv', query: 'EmployerExportQuery', kind: 'file' },
  getEmployer: { method: 'GET', path: '/v1/employers/:id', ...employer, response: 'EmployerResponse' },
  employerActivity: {
    method: 'GET',
    path: '/v1/employers/:id/activity',
    ...employer,
    query: 'ActivityQuery',
    response: 'ActivityListResponse',
  },
  createEmployer: { method: 'POST', path: '/v1/employers', body: 'CreateEmployerBody', response: 'EmployerResponse' },
  updateEmployer: {
    method: 'PUT',
    path: '/v1/employers/:id',
    ...employer,
    body: 'UpdateEmployerBody',
    response: 'EmployerResponse',
  },
  approveEmployers: { ...bulk, path: '/v1/employers/approve', body: 'ApproveEmployersBody' },
  rejectEmployers: { ...bulk, path: '/v1/employers/reject', body: 'RejectEmployersBody' },
  setEmployersStatus: { ...bulk, path: '/v1/employers/status', body: 'EmployerStatusBody' },
  ownEmployer: { method: 'GET', path: '/v1/employer', response: 'EmployerResponse' },
  updateOwnEmployer: { method: 'PUT', path: '/v1/employer', body: 'UpdateEmployerBody', response: 'EmployerResponse' },

  listEmployerUsers: {
    method: 'GET',
    path: '/v1/employers/:employer/users',
    ...team,
    response: 'EmployerUserListResponse',
  },
  employerRoles: { method: 'GET', path: '/v1/employers/:employer/roles', ...team, response: 'EmployerRolesResponse' },
  inviteEmployerUser: {
    method: 'POST',
    path: '/v1/employers/:employer/users',
    ...team,
    body: 'InviteEmployerUserBody',
    response: 'TeamInvitationResponse',
  },
  updateEmployerUser: {
    method: 'PUT',
    path: '/v1/employers/:employer/users/:user',
    params: 'EmployerUserParams',
    body: 'UpdateEmployerUserBody',
    response: 'EmployerUserResponse',
  },
  removeEmployerUser: {
    method: 'DELETE',
    path: '/v1/employers/:employer/users/:user',
    params: 'EmployerUserParams',
  },
  listEmployerInvitations: {
    method: 'GET',
    path: '/v1/employers/:employer/invitations',
    ...team,
    response: 'TeamInvitationListResponse',
  },
  resendEmployerInvitation: {
    method: 'POST',
    path: '/v1/employers/:employer/invitations/:invitation/resend',
    params: 'EmployerInvitationParams',
  },
  revokeEmployerInvitation: {
    method: 'DELETE',
    path: '/v1/employers/:employer/invitations/:invitation',
    params: 'EmployerInvitationParams',
  },
});
