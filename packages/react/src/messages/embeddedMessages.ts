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
  codeLabel: 'Verification code',
  codeInvalid: 'Enter the 6-digit code',
  verifying: 'Verifying…',
  resendCode: 'Resend code',
  resendIn: 'Resend in {n} s',
  codeResent: 'A new code is on its way',
  approveDevice: 'Approve this device from the e-mail we sent to {email}',
  waitingForApproval: 'Waiting for your approval…',
  resendEmail: 'Resend e-mail',
  emailResent: 'A new e-mail is on its way',
  continueInPopup: 'Continue in the {name} window that opened',
  loginCancelled: 'Login cancelled',
  popupBlocked: 'The browser blocked the login window',
  loginFailed: 'Login failed',
  approvalRegion: 'Request from the embedded wallet',
  newEmail: 'New e-mail',
  sameEmail: 'This is already your e-mail address',
  emailUpdated: 'E-mail updated',
  requestAborted: 'Request was aborted',
  authConnectorNotFound: 'Address or auth connector not found',
  codeDigit: 'Digit {n} of {total}',
  socialCancelled: 'You cancelled the sign-in with {name}',
  socialConsentRequired:
    '{name} needs your permission to sign you in: try again and allow access',
  socialLoginRequired: 'Sign in to {name} first, then try again',
  socialUnavailable: '{name} is unavailable right now: try again in a moment',
  socialServerError: '{name} could not sign you in: try again',
  fundWallet: 'Fund your wallet',
  fundWalletHint:
    'This wallet is empty. Receive crypto from another wallet or an exchange to get started.',
  switchToEoa: 'Switch to your EOA',
  switchToSmartAccount: 'Switch to your smart account',
  passkey: 'a passkey',
  passkeyCreate: 'Create a passkey',
  passkeyRecover: 'Recover with e-mail',
  passkeyRecoverEmail: 'E-mail of your passkey wallet',
} as const
