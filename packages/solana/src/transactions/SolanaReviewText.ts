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

const titles: Record<string, string> = {
  solana_signMessage: 'Sign a message',
  solana_signTransaction: 'Sign a transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Send a transaction',
}

/**
 * The Solana screen's words in English (the embedded frame's, which the
 * reference wallet and the dev wallet override in part): a catalogue for
 * `wordSolanaReview`.
 */
export const solanaReviewText: SolanaReviewText = {
  title: (method) => titles[method] ?? `Run ${method}`,
  account: 'Account',
  message: 'Message',
  offchainMessage: 'Off-chain message',
  transaction: (index) => `Transaction ${index}`,
  feePayer: 'Fee payer',
  instructions: 'Instructions',
  instructionCount: (count) => String(count),
  instruction: (index) => `Instruction ${index}`,
  programs: {
    system: 'System',
    token: 'SPL Token',
    token2022: 'Token-2022',
    associatedToken: 'Associated Token Account',
    computeBudget: 'Compute Budget',
    memo: 'Memo',
  },
  unknownProgram: (address) => `Unknown program ${address}`,
  instructionIndex: (index) =>
    index === undefined ? 'no data' : `instruction #${index}`,
  to: 'To',
  value: 'Value',
  sol: (amount) => `${amount} SOL`,
  fromTokenAccount: 'From token account',
  owner: 'Owner',
  toTokenAccount: 'To token account',
  receiver: 'Receiver',
  tokenAmount: (amount, mint) => `${amount} of token ${mint}`,
  details: 'Details',
  unlimited: 'Unlimited',
  warning: 'Warning',
  instructionWarnings: {
    assign:
      'Assign hands this account to another program, which can then take its SOL.',
    setAuthority:
      'SetAuthority gives control of a token account or mint to someone else.',
    approve: 'Approve lets a delegate move tokens out of this account.',
    unlimitedApproval: 'The approval is unlimited.',
    closeAccount:
      'CloseAccount closes a token account and sends its SOL elsewhere.',
    unknownProgram: 'Unknown program: what it does cannot be shown.',
    unknownInstruction: 'This instruction could not be read.',
    invisibleCharacters:
      'This memo has hidden characters, shown as ⟨U+…⟩: it may read differently than it looks.',
  },
  warningsBelow: (count) =>
    `${count} warning${count === 1 ? '' : 's'}: read every instruction below.`,
  balanceChanges: 'Balance changes (simulated)',
  you: 'You',
  yourTokenAccount: (account) => `Your token account ${account}`,
  newOwner: (from, to) => `owner ${from} → ${to}`,
  simulationFailed: (error) => `Simulation failed: ${error}`,
  simulationUnavailable: 'Simulation unavailable',
  noBalanceChanges: 'No balance changes',
  unreadable: (reason) => `Cannot be read: ${reason}`,
  commitment: 'Preflight commitment',
  invisibleCharacters: (count) =>
    `${count} hidden character(s), shown as ⟨U+…⟩: this text may read differently than it looks.`,
}
