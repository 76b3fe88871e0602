/** An error's HTTP status and English message, their literal types kept. */
const answer = <const S extends number, const M extends string>(status: S, message: M) => ({ status, message });

/**
 * Every error the API can answer, with its HTTP status and English message (the key
 * into the translations). Codes are stable; clients switch on them, never on text.
 */
export const ERRORS = {
  unknown_error: answer(500, 'Unknown error.'),
  service_unavailable: answer(503, 'The service is unavailable. Please try again shortly.'),
  // Readiness (GET /portal/health/ready): why this process should not get traffic yet.
  database_unreachable: answer(503, 'Not ready: the database cannot be reached.'),
  migrations_pending: answer(503, 'Not ready: the database has not been migrated to this version yet.'),
  unauthenticated: answer(401, 'Unauthenticated.'),
  forbidden: answer(403, 'You are not authorized!'),
  not_found: answer(404, 'The requested resource was not found.'),
  validation_failed: answer(422, 'The given data was invalid.'),
  invalid_credentials: answer(422, 'These credentials do not match our records.'),
  reset_token_invalid: answer(422, 'This password reset link is invalid or has expired.'),
  insufficient_credits: answer(
    422,
    "You don't have enough credits to post this job. Please purchase more credits to continue.",
  ),
  too_many_attempts: answer(429, 'Too many attempts. Please try again in {{seconds}} seconds.'),
  invalid_enterprise: answer(400, 'The enterprise id header is missing or invalid.'),
  invalid_context: answer(400, 'The selected account, site or employer is invalid.'),
  malformed_json: answer(400, 'The request body is not valid JSON.'),
  bad_request: answer(400, 'The request could not be understood.'),
  unsupported_media_type: answer(415, 'This content type is not supported.'),
  payload_too_large: answer(413, 'The request is too large.'),
  conflict: answer(409, 'This conflicts with the current state. Reload and try again.'),
  employer_unavailable: answer(
    403,
    'This employer account is disabled or was not approved. Contact the job board’s team for help.',
  ),
  invitation_expired: answer(409, 'This invitation has expired. Ask the person who invited you to send it again.'),
  invitation_withdrawn: answer(
    409,
    'This invitation no longer stands: the person who sent it can no longer give this role.',
  ),
  invitation_needs_own_sign_in: answer(
    403,
    'You signed in through your organisation’s single sign-on, which only acts for that organisation. To answer an invitation from another organisation, sign out and sign in with your password or a passkey.',
  ),
  cannot_remove_self: answer(422, 'You cannot remove yourself or change your own role.'),
  credits_exceed_balance: answer(
    422,
    'The employer has only {{balance}} credits; you cannot take away more than that.',
  ),
  idempotency_mismatch: answer(409, 'This Idempotency-Key was already used for a different request.'),
  payment_unavailable: answer(503, 'The payment service could not be reached. Try again in a moment.'),
  not_while_impersonating: answer(403, 'This cannot be done while acting as someone else.'),
  impersonation_refused: answer(
    403,
    'You cannot act as this person: they are disabled, not yet active, or have rights you do not have.',
  ),
  not_impersonating: answer(409, 'You are not acting as someone else.'),
  impersonation_second_factor_required: answer(
    403,
    'This account requires two-factor sign-in. Sign in again with your own second factor (an authenticator code or a passkey) before acting as someone here.',
  ),
  impersonation_account_required: answer(
    409,
    'You act as someone inside one account they work for. Open that account first, then try again.',
  ),
  job_not_editable: answer(409, 'This job can no longer be changed. Clone it to post it again.'),
  job_has_applications: answer(409, 'This job has applications, so it cannot be deleted. Expire it instead.'),
  seeker_disabled_final: answer(409, 'This candidate was disabled. Disabling cannot be undone.'),
  already_granted: answer(409, 'This person already holds this role there.'),
  user_in_other_accounts: answer(
    409,
    'This person also works for another account, so they cannot be disabled here. Remove their access instead.',
  ),
  role_in_use: answer(409, 'People still hold this role. Give them another role first.'),
  seeker_disabled: answer(409, 'This candidate is disabled and can no longer be contacted or changed.'),
  seeker_unsubscribed: answer(
    409,
    'This candidate unsubscribed from e-mail about their applications and messages, so no message is sent.',
  ),
  relist_needs_staff: answer(
    403,
    'The job board’s team unlisted this job, so only they can relist it. Contact them if it should be listed again.',
  ),
  employer_not_active: answer(409, 'This employer is on hold, rejected or disabled, so its jobs cannot go live.'),
  job_changed_in_review: answer(
    409,
    '“{{title}}” was changed while you reviewed it. Look at the new version, then decide again.',
  ),
  confirmation_link_invalid: answer(404, 'This confirmation link is not valid: it was already used or has expired.'),
  unsubscribe_link_invalid: answer(
    404,
    'This unsubscribe link is not valid: it has expired or belongs to another site.',
  ),
  undo_expired: answer(
    409,
    'It is too late to undo this: the change is final now (and any e-mail about it has gone out).',
  ),
  undo_used: answer(409, 'This change was already undone.'),
  mail_suppression_needs_staff: answer(
    403,
    'Only the job board’s team can change a status without e-mailing the candidates.',
  ),
  two_factor_enrolment_required: answer(
    403,
    'Your organisation requires two-factor sign-in. Turn it on in your profile’s security settings to continue.',
  ),
  two_factor_ticket_invalid: answer(
    422,
    'This sign-in has expired or was already completed. Enter your e-mail and password again.',
  ),
  two_factor_already_enabled: answer(409, 'Two-factor sign-in is already on.'),
  two_factor_not_enabled: answer(409, 'Two-factor sign-in is not on.'),
  two_factor_setup_missing: answer(409, 'Start the set-up again: no authenticator key is waiting to be confirmed.'),
  two_factor_required_by_account: answer(
    409,
    'Your organisation requires two-factor sign-in, so it cannot be turned off. You can make new recovery codes instead.',
  ),
  passkey_failed: answer(422, 'This passkey could not be verified.'),
  passkey_ticket_invalid: answer(422, 'This passkey request has expired or was already used. Try again.'),
  two_factor_needed_first: answer(
    422,
    'Turn on two-factor sign-in for yourself first, or this rule would lock you out.',
  ),
  unknown_oauth_provider: answer(404, 'Unknown OAuth provider.'),
  sso_failed: answer(
    422,
    'Sign-in with your identity provider did not complete. Try again, or contact your administrator.',
  ),
  sso_email_unverified: answer(
    403,
    'Your identity provider did not confirm your e-mail address, so it cannot sign you in here.',
  ),
  sso_domain_not_allowed: answer(
    403,
    'Your e-mail address’s domain is not allowed to sign in with this identity provider.',
  ),
  sso_no_access: answer(
    403,
    'You have no access to this portal with this identity provider. Ask your administrator to invite you.',
  ),
  sso_code_invalid: answer(
    422,
    'This sign-in has expired, was already used, or was started in another browser. Sign in again.',
  ),
  sso_provider_required: answer(
    409,
    'This account requires single sign-on: keep one identity provider turned on, or stop requiring it first.',
  ),
  sso_required: answer(
    403,
    'Your organisation signs in with its identity provider. Use the button on the sign-in page.',
  ),
  form_not_available: answer(404, 'Form not available.'),
  form_handler_missing: answer(422, 'No form handler set.'),
  form_url_missing: answer(422, 'No form URL set.'),
  form_url_invalid: answer(422, 'Invalid form URL.'),
  form_handler_invalid: answer(422, 'Invalid form handler.'),
  form_has_submissions: answer(
    409,
    'This form has submissions, so it cannot be deleted. Disable it, or delete its submissions first.',
  ),
  job_feedback_duplicate: answer(409, 'Feedback on this job was already sent from this e-mail address.'),
  webhook_delivery_pending: answer(
    409,
    'This delivery is still being tried: it can be sent again once it is delivered or has failed.',
  ),
  webhook_secret_missing: answer(
    409,
    'This form has no signing secret yet: it is made when the form is first published.',
  ),
  form_answered_when_applying: answer(
    422,
    'These are a job’s screening questions: they are answered when applying for the job.',
  ),
  export_not_ready: answer(409, 'This export is not ready yet: its file is still being made.'),
  export_expired: answer(410, 'This export has expired and its file was deleted. Start a new export.'),
  reconsent_already_sent: answer(
    409,
    'Candidates were already asked to accept this version in the last 24 hours. Try again later.',
  ),
  site_retention_not_allowed: answer(
    409,
    'This account does not let its sites set their own retention period. Allow it in the account’s rule first.',
  ),
  sso_domain_unproven: answer(
    403,
    'This organisation has not proven that it controls your e-mail address’s domain, so its identity provider cannot sign you in here.',
  ),
  email_domain_record_missing: answer(
    422,
    'The TXT record was not found at {{name}}. Publish it, wait for DNS to update, then check again.',
  ),
  email_domain_dns_failed: answer(422, 'The domain’s DNS could not be read just now. Try again in a few minutes.'),
  email_domain_proven_elsewhere: answer(
    409,
    'Another account has already proven this domain. If it is yours, contact the platform’s staff.',
  ),
  account_suspended: answer(
    403,
    'This account is suspended: nobody can sign in to it for now. Contact the platform’s staff.',
  ),
  account_already_suspended: answer(409, 'This account is already suspended.'),
  account_not_suspended: answer(409, 'This account is not suspended.'),
  // Over a plan limit (params: limit, max); platform staff raise limits in the console.
  plan_limit_sites: answer(
    409,
    'This account’s plan allows {{max}} sites, and all are in use. Ask the platform’s staff for a larger plan.',
  ),
  plan_limit_people: answer(
    409,
    'This account’s plan allows {{max}} people (open invitations included), and all places are taken. Remove someone, withdraw an invitation, or ask the platform’s staff for a larger plan.',
  ),
  plan_limit_live_jobs: answer(
    409,
    'This account’s plan allows {{max}} live jobs at once, and that many are on the board. Unlist or expire a job, or ask the platform’s staff for a larger plan.',
  ),
  sso_plan_full: answer(
    403,
    'This account’s plan has no place left for a new person, so your first sign-in could not make you one. Ask the account’s owner.',
  ),
  plan_limit_storage: answer(
    409,
    'This account’s plan allows {{max}} MB of stored files, and this file does not fit. Ask the platform’s staff for a larger plan.',
  ),
  account_unavailable: answer(503, 'This page is temporarily unavailable. Please try again later.'),
  host_record_missing: answer(
    422,
    'The TXT record was not found at {{name}}. Publish it, wait for DNS to update, then check again.',
  ),
  host_dns_failed: answer(422, 'The host’s DNS could not be read just now. Try again in a few minutes.'),
  host_proven_elsewhere: answer(
    409,
    'Another account has already proven this host. If it is yours, contact the platform’s staff.',
  ),
  account_closing: answer(403, 'This account is closing.'),
  account_has_live_jobs: answer(409, '{{count}} jobs are on the board: end them first.'),
  account_has_credits: answer(409, '{{count}} credits left: use or refund them first.'),
  account_export_missing: answer(409, 'Download the export first (within 24 hours).'),
  account_already_closing: answer(409, 'Already closing.'),
  account_not_closing: answer(409, 'Not closing.'),
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** Every error's English message by code: the English catalogue is this file's own words. */
export const englishErrors = () =>
  Object.fromEntries(Object.entries(ERRORS).map(([k, v]) => [k, v.message])) as Record<ErrorCode, string>;

/** Messages for single fields, inside `errors` of a 422. */
export const FIELD_MESSAGES = {
  required: 'This field is required.',
  invalid: 'This value is invalid.',
  confirmation: 'The confirmation field does not match.',
  image: 'Image error.',
  email: 'Enter a valid e-mail address.',
  password_too_short: 'The password must be at least {{min}} characters.',
  password_too_long: 'The password may not be longer than {{max}} characters.',
  email_taken: 'This e-mail address is already in use on this site.',
  domain_taken: 'Another site or brand already uses this address.',
  password_common: 'This password is too common. Choose another.',
  current_password: 'The current password is incorrect.',
  too_long: 'This value may not be longer than {{max}} characters.',
  contrast: 'This colour is too light: white text on it must reach a contrast of 4.5:1.',
  permission_out_of_place: 'A role for this place cannot hold {{permission}}.',
  role_out_of_place: 'This role cannot be given here: choose one of the roles offered for this place.',
  self_invite: 'You cannot invite yourself.',
  status_in_two_stages: 'A status can move applications to one stage only.',
  stylesheet_syntax: 'This file is not a CSS stylesheet the portal can read.',
  stylesheet_import: '@import is not allowed: put every rule in this one file.',
  stylesheet_url:
    'A stylesheet may only use files of this portal; addresses of other sites are not allowed, in url() or in any text.',
  two_factor_code: 'This code is not valid. Enter the current code from your authenticator app.',
  recovery_code: 'This recovery code is not valid or was already used.',
  issuer_url: 'Enter the issuer’s address, such as https://login.example.com (https, no query).',
  issuer_https: 'The issuer must be an https:// address.',
  issuer_not_public: 'This address is on a private network. The portal only contacts public identity providers.',
  issuer_preset: 'This address does not belong to the chosen provider.',
  email_domain: 'Enter a domain name, such as example.com.',
  sso_needs_provider: 'Add and turn on an identity provider first.',
  break_glass_owner: 'Choose an owner of this account who may still sign in with a password.',
  stylesheet_script: 'Scripts in a stylesheet (expression, behavior, -moz-binding, javascript:) are not allowed.',
  too_many: 'Choose at most {{max}}.',
  shortcut_duplicate: 'Each screen can be a shortcut only once.',
  form_handler_missing: 'No form handler set.',
  form_url_missing: 'No form URL set.',
  form_url_invalid: 'Invalid form URL.',
  form_handler_invalid: 'Invalid form handler.',
  registration_fields:
    'An employer registration form needs these required fields: {{missing}} (company_name, first_name and last_name short text; email an e-mail field).',
  file_type:
    'This file is not one of the allowed types (PDF, Word, PNG, JPEG), or its content does not match its name.',
  job_feedback_fields:
    'A job feedback form needs a required number field “rating” (1 to 5) and a required e-mail field; “recommend”, if present, is a yes/no field and “comment” a text field.',
  job_feedback_job: 'This job does not take feedback here.',
  job_feedback_rating: 'Give a rating from 1 to 5.',
  job_feedback_duplicate: 'Feedback on this job was already sent from this e-mail address.',
  screening_form: 'Choose a published screening form of this site.',
  knockout_status: 'Choose the application status a failing answer moves the application to.',
  knockout_rule: 'This rule does not fit this kind of question.',
  screening_file: 'Screening questions cannot ask for files.',
  pattern_unsupported:
    'The portal cannot run this pattern: backreferences (\\1) and lookarounds ((?=…), (?!…), (?<=…), (?<!…)) are not supported. A pattern saved like this checks nothing until it is changed.',
  pattern_too_complex:
    'This pattern is too complex to run quickly: use smaller repetition counts ({n,m}) or a shorter pattern.',
  privacy_notice_accept: 'Read and accept the privacy notice.',
  retention_months_bounds: 'Choose a period between {{min}} and {{max}} months.',
  retention_limits_order: 'The longest period cannot be shorter than the shortest.',
  email_domain_added: 'This domain is already in the list.',
  email_domain_proven_elsewhere: 'Another account has already proven this domain.',
  brand_host: 'Enter a host name, such as careers.example.com (no https://, port, path or *).',
  brand_host_added: 'This host is already in the list.',
  brand_host_proven_elsewhere: 'Another account has already proven this host.',
  brand_host_local: 'A localhost name cannot serve a brand in production.',
  site_host_unproven:
    'Prove this host first, under Brand → Hosts: a site is served only on a host the account has proven.',
  jit_role_rights: 'Choose a role whose rights you hold yourself at this account.',
  account_name_taken: 'Another account already has this name.',
  limit_below_usage: 'The account already uses {{used}}: the limit cannot be lower.',
} as const;

export type FieldMessage = keyof typeof FIELD_MESSAGES;
