import type { PasskeyText } from '../messages/FrameScreenText.js'

/**
 * The passkey screen's and replies' words in English (`passkey*` of
 * messages/en.ts, whose other languages come with their catalogues):
 * here, in the passkey chunk, not in the frame's first load.
 */
export const passkeyText: PasskeyText = {
  createTitle: 'Create a passkey',
  label: 'Passkey',
  createDetail:
    'A passkey on this device will own your new wallet. The wallet service never holds it.',
  userName: (app) => `Wallet for ${app}`,
  expired:
    'This passkey request has expired or was already used. Please try again.',
  invalid: 'This passkey could not be verified.',
  unknown:
    'This passkey is not registered for this app. Create a new one or sign in with e-mail.',
  unsupported: 'A passkey wallet cannot sign this request yet.',
  mismatch:
    'The wallet service sent a transaction that differs from its description. Nothing was signed.',
  messageMismatch:
    'The wallet service sent a message that differs from its description. Nothing was signed.',
  recoverTitle: 'Add a new passkey',
  recoverDetail:
    'A passkey on this device will be added to your wallet. Your other passkeys keep working.',
  noRecovery: 'This passkey wallet was created without e-mail recovery.',
}
