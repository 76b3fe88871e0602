import { z } from 'zod';

/** What a person calls a passkey ("Work laptop"); the list shows it. */
export const PASSKEY_NAME_MAX = 100;
const passkeyName = z.string().trim().min(1).max(PASSKEY_NAME_MAX);

// WebAuthn's JSON forms (W3C "PublicKeyCredential…JSON"), bounded: the fields @simplewebauthn
// reads and checks (others are dropped). Extension results are the browser's, read by nobody.
const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);

export const PasskeyRegistrationCredential = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(10_000),
    attestationObject: b64url(40_000),
    transports: z.array(z.string().max(40)).max(10).optional(),
  }),
  clientExtensionResults: z.unknown(),
  authenticatorAttachment: z.string().max(40).optional(),
});

export const PasskeyAuthenticationCredential = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(10_000),
    authenticatorData: b64url(10_000),
    signature: b64url(2_000),
    userHandle: b64url(200).optional(),
  }),
  clientExtensionResults: z.unknown(),
  authenticatorAttachment: z.string().max(40).optional(),
});

/** Options for `navigator.credentials.create` / `.get` in their JSON form (what @simplewebauthn/browser takes). */
const CeremonyOptions = z.looseObject({ challenge: z.string() });

/** A ceremony under way: the browser's options and the opaque ticket to send back with its answer. */
export const PasskeyCeremonySchema = z
  .object({
    ticket: z.string().describe('Opaque, single use, valid a few minutes.'),
    options: CeremonyOptions,
  })
  .meta({ id: 'PasskeyCeremony' });
export type PasskeyCeremony = z.infer<typeof PasskeyCeremonySchema>;
export const PasskeyCeremonyResponse = z.object({ data: PasskeyCeremonySchema });

export const PasskeySchema = z
  .object({
    uuid: z.string(),
    name: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    synced: z.boolean().describe('Backed up by its provider and usable on the person’s other devices.'),
    host: z.string().describe('The host (relying party) it works on.'),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeyResponse = z.object({ data: PasskeySchema });
export const PasskeyListResponse = z.object({ data: z.array(PasskeySchema) });

/** Adding a passkey starts with the password again: it is a new way into the account. */
export const PasskeyOptionsBody = z.object({ password: z.string().min(1).max(1024) });
export type PasskeyOptionsBody = z.infer<typeof PasskeyOptionsBody>;

export const AddPasskeyBody = z.object({
  ticket: z.string().trim().min(1).max(200),
  credential: PasskeyRegistrationCredential,
  name: passkeyName.optional(),
});
export type AddPasskeyBody = z.input<typeof AddPasskeyBody>;

/**
 * Renaming and removing ask for the password again, as adding does: a session left open on a shared
 * computer must not let someone remove the owner's way in, or rename theirs to look like the owner's.
 */
export const RenamePasskeyBody = z.object({ name: passkeyName, password: z.string().min(1).max(1024) });
export type RenamePasskeyBody = z.input<typeof RenamePasskeyBody>;

export const RemovePasskeyBody = z.object({ password: z.string().min(1).max(1024) });
export type RemovePasskeyBody = z.infer<typeof RemovePasskeyBody>;

export const PasskeyUuidParams = z.object({ uuid: z.uuid() });

/** Sign-in with a passkey: the ticket of `/auth/passkey/options` and the browser's answer. */
export const PasskeyLoginBody = z.object({
  ticket: z.string().trim().min(1).max(200),
  credential: PasskeyAuthenticationCredential,
});
export type PasskeyLoginBody = z.input<typeof PasskeyLoginBody>;
