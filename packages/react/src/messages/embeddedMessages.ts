/**
 * The embedded wallet's strings (e-mail and social login, codes, e-mail
 * update), in English. They ship with the embedded views' chunk, not the
 * modal's; the modal's own embedded strings (view titles, alerts) are in
 * `en`. `useEmbeddedMessages` gives both.
 */
export const embeddedMessages = {
  email: 'Email',
  emailContinue: 'Continue',
  invalidEmail: 'Enter a valid e-mail address',
  emailCooldown: 'Please try again after {n} seconds',
  socialLogins: 'Social logins',
  continueWith: 'Continue with {name}',
  codeSentTo: 'Enter the code we sent to {email}',
  codeInvalid: 'Enter the 6-digit code',
  requestAborted: 'Request was aborted',
  authConnectorNotFound: 'Address or auth connector not found',
  socialCancelled: 'You cancelled the sign-in with {name}',
  socialConsentRequired:
    '{name} needs your permission to sign you in: try again and allow access',
  socialLoginRequired: 'Sign in to {name} first, then try again',
  socialUnavailable: '{name} is unavailable right now: try again in a moment',
  socialServerError: '{name} could not sign you in: try again',
  passkey: 'a passkey',
  passkeyCreate: 'Create a passkey',
  passkeyRecover: 'Recover with e-mail',
  passkeyRecoverEmail: 'E-mail of your passkey wallet',
} as const
