import type { ChangePasswordBody, Profile, UpdateProfileBody } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';
import { meQuery } from '../session/me-query.js';

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
