#!/usr/bin/env node
/**
 * A small OpenID Connect provider (the `oidc-provider` package) for development, API tests and
 * e2e: a real authorization server with discovery, JWKS, PKCE, signed ID tokens and a login page
 * of its own. NEVER for production: whoever types an e-mail address on its page is signed in as
 * that address (verified), unless a test registered that address with other claims.
 *
 *   node scripts/dev-oidc-provider.mjs          # http://127.0.0.1:4011 (DEV_OIDC_PORT)
 *   DEV_OIDC_PROVIDER=true npm start            # the portal starts it for you
 *
 * Client: `portal` / `portal-dev-secret` (DEV_OIDC_CLIENT_ID / DEV_OIDC_CLIENT_SECRET). Any
 * redirect URI of the form http(s)://<allowed host>[:port]/portal/auth/oauth/<provider>/callback
 * is accepted, so a provider created in the portal works without registering its URI here.
 */
import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

export const DEV_CLIENT_ID = process.env.DEV_OIDC_CLIENT_ID || 'portal';
export const DEV_CLIENT_SECRET = process.env.DEV_OIDC_CLIENT_SECRET || 'portal-dev-secret';
const CALLBACK_PATH = /^\/portal\/auth\/oauth\/[^/]+\/callback$/;
const DEFAULT_HOSTS = ['localhost', '127.0.0.1', 'portal.test'];

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const b64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Reads an urlencoded form body. */
async function formOf(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function loginPage(uid, clientName) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development identity provider</title>
<style>body{font-family:system-ui,sans-serif;max-inline-size:26rem;margin:3rem auto;padding:0 1rem}label{display:block;margin-block:1rem .25rem}
input[type=email]{inline-size:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}button{margin-block-start:1rem;padding:.7rem 1.2rem;font-size:1rem;min-block-size:44px}</style></head>
<body><h1>Development identity provider</h1><p>Sign in to <strong>${escapeHtml(clientName)}</strong>. Any e-mail address signs in (for development and tests only).</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">E-mail address</label><input id="email" name="email" type="email" required autofocus autocomplete="username">
<label><input type="checkbox" name="mfa" value="1"> Say I used a second factor (amr: mfa)</label>
<button type="submit">Sign in</button></form></body></html>`;
}

/**
 * Starts the provider on `port` (0: a free one). Answers its issuer, its users (tests add
 * addresses with their own claims), a way to make the next ID token say something else (a test
 * of our checks: signed with the provider's real key), and `close`.
 */
export async function startOidcProvider({
  port = 0,
  host = '127.0.0.1',
  clientId = DEV_CLIENT_ID,
  clientSecret = DEV_CLIENT_SECRET,
  redirectHosts = DEFAULT_HOSTS,
  log = false,
} = {}) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' };

  /** e-mail → claims; an address not in it signs in verified with `dev|<email>` as subject. */
  const users = new Map();
  const claimsOf = (accountId) => {
    const listed = [...users.values()].find((u) => u.sub === accountId);
    if (listed) return listed;
    const email = accountId.replace(/^dev\|/, '');
    return { sub: accountId, email, email_verified: true, name: email.split('@')[0] };
  };
  /** Claims the next ID token from /token gets instead of its own (then cleared). */
  let nextIdToken = null;

  const server = createServer();
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  // The address it listens on, not `localhost` (which may resolve to ::1 first).
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Talent Portal (development)',
        redirect_uris: ['http://localhost/portal/auth/oauth/dev/callback'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    // The ID token carries the e-mail claims (the portal reads them there, not from /userinfo).
    conformIdTokenClaims: false,
    // `amr` with the openid scope, so the ID token always says how the person signed in.
    claims: { openid: ['sub', 'amr'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile'],
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    // A development provider has no consent screen: the first-party client gets its scopes.
    loadExistingGrant: async (ctx) => {
      const existing = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { Session: 600, Interaction: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Error</title><h1>${escapeHtml(out.error)}</h1><p>${escapeHtml(out.error_description ?? '')}</p>`;
    },
  });
  // Any portal callback on a known host (each provider created in the portal has its own path).
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value) {
    try {
      const url = new URL(value);
      return (
        ['http:', 'https:'].includes(url.protocol) &&
        redirectHosts.includes(url.hostname) &&
        CALLBACK_PATH.test(url.pathname) &&
        !url.search &&
        !url.hash
      );
    } catch {
      return false;
    }
  };
  if (!log) provider.on('server_error', () => {});

  // Tests' tampering: the real token answer with its ID token re-signed after changes.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/token' || ctx.status !== 200 || !nextIdToken || !ctx.body?.id_token) return;
    const [, payload] = ctx.body.id_token.split('.');
    const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...nextIdToken };
    nextIdToken = null;
    const input = `${b64url({ alg: 'RS256', typ: 'JWT', kid })}.${b64url(claims)}`;
    const signature = createSign('RSA-SHA256').update(input).sign(privateKey).toString('base64url');
    ctx.body = { ...ctx.body, id_token: `${input}.${signature}` };
  });

  const handler = provider.callback();
  server.on('request', async (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url, issuer).pathname);
    if (!match) return handler(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === 'GET' && !match[2]) {
        const client = await provider.Client.find(details.params.client_id);
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(loginPage(details.uid, client?.clientName ?? details.params.client_id));
        return;
      }
      if (req.method === 'POST' && match[2]) {
        const form = await formOf(req);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        if (!email) {
          res.statusCode = 400;
          res.end('E-mail address required');
          return;
        }
        const listed = users.get(email);
        const accountId = listed?.sub ?? `dev|${email}`;
        const amr = form.get('mfa') ? ['pwd', 'mfa'] : ['pwd'];
        await provider.interactionFinished(req, res, { login: { accountId, amr } }, { mergeWithLastSubmission: false });
        return;
      }
      res.statusCode = 405;
      res.end();
    } catch (error) {
      res.statusCode = 400;
      res.end(String(error?.message ?? error));
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    /** Registers an address with its own subject and claims (e.g. `email_verified: false`). */
    addUser(user) {
      users.set(user.email.toLowerCase(), { email_verified: true, name: user.email.split('@')[0], ...user });
    },
    removeUser(email) {
      users.delete(email.toLowerCase());
    },
    /** The next ID token says this instead (then back to normal). */
    tamperNextIdToken(claims) {
      nextIdToken = claims;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

// Run directly: the development provider `npm start` uses (DEV_OIDC_PROVIDER=true).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.DEV_OIDC_PORT || 4011);
  const idp = await startOidcProvider({ port, host: process.env.DEV_OIDC_HOST || '127.0.0.1', log: true });
  console.log(
    `Development OIDC provider: issuer ${idp.issuer}, client id "${idp.clientId}", secret "${idp.clientSecret}" (development only)`,
  );
  const stop = () => idp.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
