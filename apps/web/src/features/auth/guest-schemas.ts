// The contract schemas of the guest forms, loaded apart from the pages (see lazyContractResolver).
export { ForgotPasswordBody, LoginBody, NewPasswordFields } from '@talent/contract';
