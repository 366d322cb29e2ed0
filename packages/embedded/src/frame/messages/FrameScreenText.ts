import type { EvmReviewText } from '@latch/common/describe'
import type { SolanaReviewText } from '@latch/solana/transactions'

/** The words of the frame's approval screen in one language. */
export type FrameScreenText = {
  warning: string
  dialogName: string
  approve: string
  reject: string
  requestedBy: string
  appClaims: string
  network: string
  networkName(name: string, id: number | string): string
  working: string
  notVisible: string
  originMismatch(claimed: string): string
  /** The title of a plain send: `amount` already worded ("1.5 ETH"). */
  send(amount: string): string
  evm: EvmReviewText
  solana: SolanaReviewText
  /**
   * The passkey screen and the passkey replies (errors the host shows);
   * English ones ship with the passkey chunk (`passkey/passkeyText.ts`).
   */
  passkey?: PasskeyText
}

/** The words of the passkey screen and replies. */
export type PasskeyText = {
  createTitle: string
  label: string
  createDetail: string
  userName(app: string): string
  expired: string
  invalid: string
  unknown: string
  unsupported: string
  mismatch: string
  messageMismatch: string
  recoverTitle: string
  recoverDetail: string
  noRecovery: string
}
