/**
 * The strings of the embedded wallet's later views (the code and device
 * steps, the social login's window, the e-mail update, the approval,
 * the account's funding and type switch), in English: they ship with
 * those views' chunks, not with the login in Connect (`embeddedMessages`),
 * which loads before the first click. `useEmbeddedViewMessages` gives
 * them with the modal's and the login's.
 */
export const embeddedViewMessages = {
  codeLabel: 'Verification code',
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
  // SPEC §5's words: inside Telegram, a login URL without a state.
  telegramLoginState: 'Telegram login URL must contain a state parameter',
  approvalRegion: 'Request from the embedded wallet',
  newEmail: 'New e-mail',
  sameEmail: 'This is already your e-mail address',
  emailUpdated: 'E-mail updated',
  codeDigit: 'Digit {n} of {total}',
  fundWallet: 'Fund your wallet',
  fundWalletHint:
    'This wallet is empty. Receive crypto from another wallet or an exchange to get started.',
  switchToEoa: 'Switch to your EOA',
  switchToSmartAccount: 'Switch to your smart account',
} as const
