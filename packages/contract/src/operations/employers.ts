import { defineOperations } from './define.js';

/** Employers, their teams, and the signed-in employer user’s own. */
export const employersRoutes = {
  employerTypes: 'GET /v1/employer-types',
  fieldOptions: 'GET /v1/site/field-options',
  listEmployers: 'GET /v1/employers',
  listOnHoldEmployers: 'GET /v1/employers/on-hold',
  exportEmployers: 'GET /v1/employers/export.csv',
  getEmployer: 'GET /v1/employers/:id',
  employerActivity: 'GET /v1/employers/:id/activity',
  createEmployer: 'POST /v1/employers',
  updateEmployer: 'PUT /v1/employers/:id',
  approveEmployers: 'POST /v1/employers/approve',
  rejectEmployers: 'POST /v1/employers/reject',
  setEmployersStatus: 'POST /v1/employers/status',
  listEmployerUsers: 'GET /v1/employers/:employer/users',
  employerRoles: 'GET /v1/employers/:employer/roles',
  inviteEmployerUser: 'POST /v1/employers/:employer/users',
  updateEmployerUser: 'PUT /v1/employers/:employer/users/:user',
  removeEmployerUser: 'DELETE /v1/employers/:employer/users/:user',
  listEmployerInvitations: 'GET /v1/employers/:employer/invitations',
  resendEmployerInvitation: 'POST /v1/employers/:employer/invitations/:invitation/resend',
  revokeEmployerInvitation: 'DELETE /v1/employers/:employer/invitations/:invitation',
  ownEmployer: 'GET /v1/employer',
  updateOwnEmployer: 'PUT /v1/employer',
} as const;

export const employersOperations = /* @__PURE__ */ defineOperations(employersRoutes, {
  employerTypes: {
    access: { action: 'access', subject: 'portal' },
    response: 'EmployerTypesResponse',
    tags: ['employers'],
    summary: 'Employer types, labelled in the caller’s language',
  },
  fieldOptions: {
    access: {
      anyOf: [
        { action: 'read', subject: 'employers' },
        { action: 'read', subject: 'employer_profile' },
      ],
    },
    response: 'FieldOptionsResponse',
    tags: ['employers'],
    summary: 'Industries and sizes offered on the selected site’s employer forms',
    description: 'From `sites.settings.field_options`; the defaults when the site has none.',
  },
  listEmployers: {
    access: { action: 'read', subject: 'employers' },
    query: 'EmployerListQuery',
    response: 'EmployerListResponse',
    tags: ['employers'],
    summary: 'Employers of the selected site',
    description:
      '`q` searches name, business name and e-mail. Filters: `filter[type]`, `filter[status]`, `filter[industry]`.',
  },
  listOnHoldEmployers: {
    access: { action: 'approve', subject: 'employers' },
    query: 'OnHoldEmployerListQuery',
    response: 'EmployerListResponse',
    tags: ['employers'],
    summary: 'Employers of the selected site waiting for approval',
  },
  exportEmployers: {
    access: { action: 'export', subject: 'employers' },
    query: 'EmployerExportQuery',
    produces: ['text/csv'],
    tags: ['employers'],
    summary: 'The filtered employers as CSV',
    description:
      'Same `q` and filters as the list (sorting and paging do not apply: rows come in id order). Streamed in batches of 500.',
  },
  getEmployer: {
    access: { action: 'read', subject: 'employers' },
    params: 'IdParam',
    response: 'EmployerDetailResponse',
    tags: ['employers'],
    summary: 'One employer of the selected site',
    description: '`registration`: the answers of the site form the employer registered through, if any.',
  },
  employerActivity: {
    access: { action: 'read', subject: 'employers' },
    params: 'IdParam',
    query: 'ActivityQuery',
    response: 'ActivityListResponse',
    tags: ['employers'],
    summary: 'What happened to one employer, newest first (from the audit log)',
  },
  createEmployer: {
    access: { action: 'create', subject: 'employers' },
    body: 'CreateEmployerBody',
    response: 'EmployerResponse',
    status: 201,
    tags: ['employers'],
    summary: 'Create an employer',
    description: 'Starts `on_hold` or `active` as the site’s setting `employers_start_on_hold` says (default on hold).',
  },
  updateEmployer: {
    access: { action: 'update', subject: 'employers' },
    params: 'IdParam',
    body: 'UpdateEmployerBody',
    response: 'EmployerResponse',
    tags: ['employers'],
    summary: 'Update an employer’s profile',
    description: 'The status cannot be set here (a `status` field is ignored): use approve, reject or status.',
  },
  approveEmployers: {
    access: { action: 'approve', subject: 'employers' },
    body: 'ApproveEmployersBody',
    response: 'BulkEmployerResponse',
    tags: ['employers'],
    summary: 'Approve on-hold employers',
    description: 'Only on-hold employers of the selected site change; every other id is reported as skipped.',
  },
  rejectEmployers: {
    access: { action: 'approve', subject: 'employers' },
    body: 'RejectEmployersBody',
    response: 'BulkEmployerResponse',
    tags: ['employers'],
    summary: 'Reject on-hold employers, mailing them the reason',
  },
  setEmployersStatus: {
    access: { action: 'update', subject: 'employers' },
    body: 'EmployerStatusBody',
    response: 'BulkEmployerResponse',
    tags: ['employers'],
    summary: 'Enable or disable employers',
    description: '`enabled: true` turns disabled employers active; `false` turns active ones disabled.',
  },
  listEmployerUsers: {
    access: {
      anyOf: [
        { action: 'read', subject: 'employers' },
        { action: 'read', subject: 'employer_users' },
      ],
    },
    params: 'EmployerParam',
    response: 'EmployerUserListResponse',
    tags: ['employer users'],
    summary: 'People who work for an employer, with their role and whether they accepted',
  },
  employerRoles: {
    access: {
      anyOf: [
        { action: 'read', subject: 'employers' },
        { action: 'read', subject: 'employer_users' },
      ],
    },
    params: 'EmployerParam',
    response: 'EmployerRolesResponse',
    tags: ['employer users'],
    summary: 'Roles the caller may give people of this employer',
  },
  inviteEmployerUser: {
    access: {
      anyOf: [
        { action: 'update', subject: 'employers' },
        { action: 'create', subject: 'employer_users' },
      ],
    },
    params: 'EmployerParam',
    body: 'InviteEmployerUserBody',
    response: 'TeamInvitationResponse',
    status: 201,
    tags: ['employer users'],
    summary: 'Invite someone by e-mail with a role',
    description:
      'Nobody joins without consent: the answer is the same pending invitation (the typed address, role and dates) whoever the address belongs to, a member included. A new address gets an `invited` account and a link (valid 7 days) to choose a password, which accepts; someone who signs in is told in the portal and by e-mail and accepts or declines there. 422 on `email` for one’s own address.',
  },
  updateEmployerUser: {
    access: {
      anyOf: [
        { action: 'update', subject: 'employers' },
        { action: 'update', subject: 'employer_users' },
      ],
    },
    params: 'EmployerUserParams',
    body: 'UpdateEmployerUserBody',
    response: 'EmployerUserResponse',
    tags: ['employer users'],
    summary: 'Change a person’s role at this employer',
  },
  removeEmployerUser: {
    access: {
      anyOf: [
        { action: 'update', subject: 'employers' },
        { action: 'delete', subject: 'employer_users' },
      ],
    },
    params: 'EmployerUserParams',
    tags: ['employer users'],
    summary: 'Take a person off this employer',
  },
  listEmployerInvitations: {
    access: {
      anyOf: [
        { action: 'read', subject: 'employers' },
        { action: 'read', subject: 'employer_users' },
      ],
    },
    params: 'EmployerParam',
    response: 'TeamInvitationListResponse',
    tags: ['employer users'],
    summary: 'Invitations to this employer not yet accepted (the typed address, role and dates only)',
  },
  resendEmployerInvitation: {
    access: {
      anyOf: [
        { action: 'update', subject: 'employers' },
        { action: 'create', subject: 'employer_users' },
      ],
    },
    params: 'EmployerInvitationParams',
    tags: ['employer users'],
    summary: 'Send the invitation again, valid another 7 days (earlier links stop working)',
  },
  revokeEmployerInvitation: {
    access: {
      anyOf: [
        { action: 'update', subject: 'employers' },
        { action: 'delete', subject: 'employer_users' },
      ],
    },
    params: 'EmployerInvitationParams',
    tags: ['employer users'],
    summary: 'Withdraw an invitation',
  },
  ownEmployer: {
    access: { action: 'read', subject: 'employer_profile' },
    response: 'EmployerDetailResponse',
    tags: ['own employer'],
    summary: 'The selected employer’s own profile',
    description:
      'Needs X-AF-EMPID. A disabled or rejected employer answers 403 `employer_unavailable`. `registration`: its own registration answers, read-only.',
  },
  updateOwnEmployer: {
    access: { action: 'update', subject: 'employer_profile' },
    body: 'UpdateEmployerBody',
    response: 'EmployerResponse',
    tags: ['own employer'],
    summary: 'Update the selected employer’s own profile',
    description: 'The same fields and rules as `PUT /v1/employers/{id}`; the status is not the employer’s to set.',
  },
});
