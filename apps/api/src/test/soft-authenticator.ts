import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

// A software WebAuthn authenticator for tests: an ES256 key per credential, authenticator data
// with the RP id hash, flags and counter, client data as a browser writes it, attestation "none".
// Its answers are real: @simplewebauthn verifies their signatures like a phone's.

type CborValue = number | string | Uint8Array | CborMap | { [key: string]: CborValue };
interface CborMap extends Map<number | string, CborValue> {}

function cborHead(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** The CBOR subset WebAuthn needs: integers, text, bytes, maps. */
export function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([cborHead(2, value.length), value]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([cborHead(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

export type Flags = { up?: boolean; uv?: boolean; backedUp?: boolean };

function flagsByte({ up = true, uv = true, backedUp = false }: Flags, attested: boolean) {
  return (up ? 0x01 : 0) | (uv ? 0x04 : 0) | (backedUp ? 0x18 : 0) | (attested ? 0x40 : 0);
}

function counterBytes(counter: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(counter);
  return b;
}

export type SoftCredential = {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
  backedUp: boolean;
};

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

/** What a browser adds around the authenticator: the origin, and possibly a lying RP id (tests). */
export type Ceremony = { origin: string; rpId?: string; flags?: Flags; counter?: number };

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /** `navigator.credentials.create` answered: a new resident ES256 credential. */
  create(options: CreationOptions, ceremony: Ceremony) {
    const rpId = ceremony.rpId ?? options.rp.id!;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = cbor(
      new Map<number, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const backedUp = ceremony.flags?.backedUp ?? false;
    const counter = ceremony.counter ?? 0;
    const credIdLength = Buffer.alloc(2);
    credIdLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flagsByte(ceremony.flags ?? {}, true)]),
      counterBytes(counter),
      Buffer.alloc(16), // aaguid: none given
      credIdLength,
      id,
      cose,
    ]);
    const clientData = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: ceremony.origin,
    });
    this.credentials.push({ id, privateKey, rpId, userHandle: options.user.id, counter, backedUp });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** `navigator.credentials.get` answered with `credential` (default: the last made), counter + 1. */
  get(options: RequestOptions, ceremony: Ceremony, credential = this.credentials.at(-1)!) {
    const rpId = ceremony.rpId ?? options.rpId!;
    credential.counter = ceremony.counter ?? credential.counter + 1;
    const flags = { backedUp: credential.backedUp, ...ceremony.flags };
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flagsByte(flags, false)]),
      counterBytes(credential.counter),
    ]);
    const clientData = JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: ceremony.origin });
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
