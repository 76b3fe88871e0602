import type {
  ChangePasswordBody,
  ConfirmTwoFactorBody,
  PasswordReentryBody,
  Profile,
  TwoFactorStatus,
  UpdateProfileBody,
} from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';
import { meQuery } from '../../shared/session/me-query.js';

/**
 * The profile belongs to the person, not to a tenant, so it lives under `session` and survives a
 * change of account or site (the router drops every other query then).
 */
export const profileKeys = {
  all: ['session', 'profile'] as const,
  detail: () => [...profileKeys.all, 'detail'] as const,
  update: () => [...profileKeys.all, 'update'] as const,
  avatar: () => [...profileKeys.all, 'avatar'] as const,
  password: () => [...profileKeys.all, 'password'] as const,
  twoFactor: () => [...profileKeys.all, 'two-factor'] as const,
};

export const profileQuery = queryOptions({
  queryKey: profileKeys.detail(),
  queryFn: ({ signal }) => api('profile', { signal }).then((r): Profile => r.data),
});

/** After a change: the new profile in the cache, and the header (from /auth/me) refetched. */
function useProfileSaved() {
  const queryClient = useQueryClient();
  return async (profile: Profile) => {
    queryClient.setQueryData(profileKeys.detail(), profile);
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  };
}

export function useUpdateProfile() {
  const saved = useProfileSaved();
  return useMutation({
    mutationKey: profileKeys.update(),
    mutationFn: (body: UpdateProfileBody) => api('updateProfile', { body }).then((r) => r.data),
    onSuccess: saved,
  });
}

export function useUploadAvatar() {
  const saved = useProfileSaved();
  return useMutation({
    mutationKey: profileKeys.avatar(),
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api('uploadAvatar', { form }).then((r) => r.data);
    },
    onSuccess: saved,
  });
}

export function useRemoveAvatar() {
  const saved = useProfileSaved();
  return useMutation({
    mutationKey: profileKeys.avatar(),
    mutationFn: () => api('removeAvatar').then((r) => r.data),
    onSuccess: saved,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationKey: profileKeys.password(),
    mutationFn: (body: ChangePasswordBody) => api('changePassword', { body }),
  });
}

export const twoFactorQuery = queryOptions({
  queryKey: profileKeys.twoFactor(),
  queryFn: ({ signal }) => api('twoFactorStatus', { signal }).then((r): TwoFactorStatus => r.data),
});

/** After a change of two-factor sign-in: its status, and `/auth/me` (which says whether enrolment is owed). */
function useTwoFactorChanged() {
  const queryClient = useQueryClient();
  return async (status: TwoFactorStatus) => {
    queryClient.setQueryData(profileKeys.twoFactor(), status);
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
  };
}

export const useStartTwoFactor = () => useMutation({ mutationFn: () => api('startTwoFactor').then((r) => r.data) });

export function useConfirmTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (body: ConfirmTwoFactorBody) => api('confirmTwoFactor', { body }).then((r) => r.data),
    onSuccess: (data) => changed(data.status),
  });
}

export function useRegenerateRecoveryCodes() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (body: PasswordReentryBody) => api('regenerateRecoveryCodes', { body }).then((r) => r.data),
    onSuccess: (data) => changed(data.status),
  });
}

export function useDisableTwoFactor() {
  const changed = useTwoFactorChanged();
  return useMutation({
    mutationFn: (body: PasswordReentryBody) => api('disableTwoFactor', { body }).then((r) => r.data),
    onSuccess: changed,
  });
}
