import type { ForgotPasswordBody, LoginBody, ResetPasswordBody, TokenResponse } from '@talent/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';

type Message = { message: string };

/** Mutation keys of the guest pages (nothing here is cached: these calls change server state). */
export const authKeys = {
  all: ['auth'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  forgotPassword: () => [...authKeys.all, 'forgot-password'] as const,
  resetPassword: () => [...authKeys.all, 'reset-password'] as const,
};

export function useLoginMutation() {
  return useMutation({
    mutationKey: authKeys.login(),
    mutationFn: (body: LoginBody) => api<TokenResponse>('/auth/login', { method: 'POST', body }),
  });
}

/** Answers the same message whether or not the address belongs to someone. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationKey: authKeys.forgotPassword(),
    mutationFn: (body: ForgotPasswordBody) => api<Message>('/auth/forgot-password', { method: 'POST', body }),
  });
}

/** Reset links and invitation links carry the same single-use token. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationKey: authKeys.resetPassword(),
    mutationFn: (body: ResetPasswordBody) => api<Message>('/auth/reset-password', { method: 'POST', body }),
  });
}
