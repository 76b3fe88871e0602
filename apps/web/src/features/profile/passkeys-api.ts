import type { Passkey, RenamePasskeyBody } from '@talent/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client.js';
import { meQuery } from '../../shared/session/me-query.js';
import { profileKeys } from './api.js';

const passkeyKeys = { list: () => [...profileKeys.all, 'passkeys'] as const };

export const passkeysQuery = queryOptions({
  queryKey: passkeyKeys.list(),
  queryFn: ({ signal }) => api('passkeys', { signal }).then((r): Passkey[] => r.data),
});

function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list() });
}

/**
 * Adding: the password earns the browser's options, the browser's ceremony makes the key (the
 * WebAuthn library is loaded only then), the server verifies and keeps it under a first name.
 */
export function useAddPasskey() {
  const refresh = useRefreshPasskeys();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ password, name }: { password: string; name: string }) => {
      const { data } = await api('passkeyOptions', { body: { password } });
      const { startRegistration } = await import('../../shared/webauthn/webauthn-ceremony.js');
      const credential = await startRegistration({
        // Made by @simplewebauthn/server of the same major version; the contract keeps them open.
        optionsJSON: data.options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
      });
      return api('addPasskey', { body: { ticket: data.ticket, credential, name } }).then((r) => r.data);
    },
    onSuccess: async () => {
      await refresh();
      // This session has now proved a second factor: an account's requirement may be met.
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}

export function useRenamePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: RenamePasskeyBody }) =>
      api('renamePasskey', { params: { uuid }, body }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({
    mutationFn: ({ uuid, password }: { uuid: string; password: string }) =>
      api('removePasskey', { params: { uuid }, body: { password } }),
    onSuccess: refresh,
  });
}

/** A first name for a new passkey, from the device it is made on ("Passkey on macOS"). */
export function defaultPasskeyName(platformName: (os: string) => string, fallback: string) {
  const ua = navigator.userAgent;
  const os = /iPhone|iPad/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return os ? platformName(os) : fallback;
}
