import type { Me } from '@talent/contract';

/** A signed-in person for unit tests: nobody in particular, with what the test sets. */
export const meFixture = (over: Partial<Me>): Me => ({
  id: 1,
  name: 'A',
  email: 'a@x.test',
  avatar: null,
  two_factor_enrolment_required: false,
  session_account: null,
  locale: 'en',
  permissions: {},
  accounts: [],
  ...over,
});
