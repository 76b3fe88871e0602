import type { ForgotPasswordBody, LoginBody, ResetPasswordBody, TokenResponse } from '@talent/contract';
import { api } from '../../shared/api/client.js';
import { useSubmit } from './useSubmit.js';

type Message = { message: string };

const login = (body: LoginBody) => api<TokenResponse>('/auth/login', { method: 'POST', body });
const forgotPassword = (body: ForgotPasswordBody) => api<Message>('/auth/forgot-password', { method: 'POST', body });
const resetPassword = (body: ResetPasswordBody) => api<Message>('/auth/reset-password', { method: 'POST', body });

export const useLogin = () => useSubmit(login);

/** Answers the same message whether or not the address belongs to someone. */
export const useForgotPassword = () => useSubmit(forgotPassword);

/** Reset links and invitation links carry the same single-use token. */
export const useResetPassword = () => useSubmit(resetPassword);
