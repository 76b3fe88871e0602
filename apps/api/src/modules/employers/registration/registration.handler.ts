import { randomBytes } from 'node:crypto';
import { CreateEmployerBody, fieldProblemOf } from '@talent/contract';
import type { AuditActor } from '../../../platform/audit.js';
import { hashPassword } from '../../../platform/auth/passwords.js';
import { type FieldProblems, invalidFields } from '../../../platform/errors.js';
import { listEmployerRoles } from '../../employer-users/employer-users.repo.js';
import { offerRole } from '../../invitations/offers.service.js';
import { registerSiteFormHandler } from '../../site-forms/handlers/registry.js';
import { addEmployer } from '../employers.service.js';
import { linkSubmissionToEmployer } from './registration.repo.js';
import { registrationFieldProblems, textAnswer } from './registration-fields.js';

/** The employer role the registering person is offered: the standard employer administrator. */
export const REGISTRATION_OWNER_ROLE = 'employer_admin';

/** Where an employer field's problem shows on the form (the answer it came from). */
const ANSWER_OF: Record<string, string> = {
  name: 'company_name',
  business_name: 'company_name',
  email: 'email',
  contact_name: 'first_name',
};

/**
 * The employer's profile from the answers. An optional phone or website the employer profile
 * cannot take (e.g. `example.com` without a scheme) is left off the profile and stays an answer;
 * a company name or address it cannot take is the visitor's problem on that answer.
 */
function employerBody(answers: Parameters<typeof textAnswer>[0], contactName: string) {
  const candidate = {
    name: textAnswer(answers, 'company_name'),
    type: 'business',
    business_name: textAnswer(answers, 'company_name'),
    contact_name: contactName,
    email: textAnswer(answers, 'email')?.toLowerCase(),
    industry: null,
    address: null,
    logo: null,
    registration_number: null,
    size: null,
  };
  const full = CreateEmployerBody.safeParse(
    { ...candidate, phone: textAnswer(answers, 'phone'), website: textAnswer(answers, 'website') },
    { reportInput: true },
  );
  if (full.success) return full.data;
  const bare = CreateEmployerBody.safeParse({ ...candidate, phone: null, website: null }, { reportInput: true });
  if (bare.success) return bare.data;
  const problems: FieldProblems = {};
  for (const issue of bare.error.issues) {
    const answer = ANSWER_OF[String(issue.path[0])] ?? 'company_name';
    problems[`answers.${answer}`] = [fieldProblemOf(issue)];
  }
  throw invalidFields(problems);
}

/**
 * `employer_registration`: a company registers itself on a site. In the submission's transaction:
 * the employer in the site's start status (on hold, with the staff notification, where the site
 * reviews registrations), the submission linked to it, and the owner offered the employer
 * administrator role through the invitation flow (a new address gets a link to confirm it and
 * choose a password; an address that already signs in gets an offer to accept or decline). The
 * visitor's answer is the same thank-you whatever the address belongs to (ARCHITECTURE "Site forms").
 */
registerSiteFormHandler({
  name: 'employer_registration',
  publishProblems: (form) => registrationFieldProblems(form.fields),
  async handle(tx, ctx, submission, form) {
    const first = textAnswer(submission.answers, 'first_name') ?? '';
    const last = textAnswer(submission.answers, 'last_name') ?? '';
    const ownerName = `${first} ${last}`.trim();
    const body = employerBody(submission.answers, ownerName);
    const scope = { accountId: form.accountId, siteId: form.siteId };
    // Nobody signed in acts: the audit rows carry the request, like other public writes.
    const actor: AuditActor = { userId: null, impersonatorUserId: null, ip: null, requestId: ctx.requestId };
    const employer = await addEmployer(tx, scope, body, actor);
    await linkSubmissionToEmployer(tx, { id: submission.id, accountId: form.accountId }, employer.id);

    const role = (await listEmployerRoles(tx, form.accountId)).find((r) => r.key === REGISTRATION_OWNER_ROLE);
    if (role) {
      // Hashed for every address, so a new one and a known one cost the same.
      const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
      await offerRole(
        tx,
        {
          email: body.email,
          name: ownerName,
          role,
          place: {
            accountId: form.accountId,
            type: 'employer',
            id: employer.id,
            siteId: form.siteId,
            name: employer.name,
          },
          inviter: null,
        },
        { ...ctx.links, locale: ctx.locale, inviterName: employer.name, purpose: 'registration' },
        actor,
        unusablePassword,
      );
    }
    return { employer_id: employer.id };
  },
});
