// The browser's WebAuthn ceremonies (@simplewebauthn/browser), in a chunk of their own: imported
// dynamically when a person starts one, so no screen's first download carries them.
export { startAuthentication, startRegistration } from '@simplewebauthn/browser';
