/** The input of a code from an authenticator app ("123 456"): filled in by the phone's keyboard and autofill. */
export const ONE_TIME_CODE_INPUT = {
  name: 'code',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 7,
  required: true,
} as const;
