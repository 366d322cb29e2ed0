import type {
  SolanaInstructionDescription,
  SolanaInstructionWarning,
} from './describeSolanaInstruction.js'

/**
 * The words of a Solana approval screen: each screen's message catalogue
 * provides them, `wordSolanaReview` lays them out.
 */
export type SolanaReviewText = {
  /** The screen's title; `count`: the transactions of the request. */
  title(method: string, count: number): string
  account: string
  message: string
  offchainMessage: string
  /** Prefix of each transaction's lines when there are several. */
  transaction(index: number): string
  feePayer: string
  instructions: string
  instructionCount(count: number): string
  instruction(index: number): string
  /**
   * An instruction in words, where the screen has a sentence for it;
   * undefined: its program and kind (`programs`, `instructionIndex`).
   */
  instructionSentence?(
    instruction: SolanaInstructionDescription,
  ): string | undefined
  programs: Record<string, string>
  unknownProgram(address: string): string
  instructionIndex(index: number | undefined): string
  to: string
  value: string
  sol(amount: string): string
  fromTokenAccount: string
  owner: string
  toTokenAccount: string
  receiver: string
  tokenAmount(amount: string, mint: string): string
  details: string
  unlimited: string
  warning: string
  instructionWarnings: Record<SolanaInstructionWarning, string>
  warningsBelow(count: number): string
  balanceChanges: string
  you: string
  yourTokenAccount(account: string): string
  newOwner(from: string, to: string): string
  simulationFailed(error: string): string
  simulationUnavailable: string
  noBalanceChanges: string
  unreadable(reason: string): string
  commitment: string
  invisibleCharacters(count: number): string
}
