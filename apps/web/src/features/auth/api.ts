import type { ForgotPasswordBody, LoginBody, ResetPasswordBody } from '@talent/contract';
import { api } from '../../shared/api/client.js';
import { useSubmit } from './useSubmit.js';

const login = (body: LoginBody) => api('login', { body });
const forgotPassword = (body: ForgotPasswordBody) => api('forgotPassword', { body });
const resetPassword = (body: ResetPasswordBody) => api('resetPassword', { body });

export const useLogin = () => useSubmit(login);

/** Answers the same message whether or not the address belongs to someone. */
export const useForgotPassword = () => useSubmit(forgotPassword);

/** Reset links and invitation links carry the same single-use token. */
export const useResetPassword = () => useSubmit(resetPassword);
