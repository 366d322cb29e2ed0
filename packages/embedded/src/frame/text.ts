import { evmReviewText } from '@latch/common/describe'
import { solanaReviewText } from '@latch/solana/transactions'
import { formatTimestamp } from './messages/formatTimestamp.js'

// The titles that say what is asked where the describers' differ.
const titles: Record<string, string> = {
  personal_sign: 'Sign message',
  solana_signMessage: 'Sign message',
  eth_sendTransaction: 'Approve transaction',
  solana_signAndSendTransaction: 'Approve transaction',
}

/**
 * Every string the secure frame shows or sends (SPEC §8 where the SPEC has
 * one), so the frame has one message catalogue like the modal. The
 * approval screen's request lines are the describers' English catalogues,
 * `evmReviewText` (@latch/common/describe) and `solanaReviewText`
 * (@latch/solana/transactions), which the reference wallets override in
 * part.
 */
export const frameText = {
  // Replies (SPEC §8)
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  sessionExpired: 'Session Expired',
  somethingWentWrong: 'Something went wrong',
  requestAborted: 'Request was aborted',
  emailFirst: 'Connect with an e-mail address first',
  invalidRequest: (field: string) => `Invalid request: ${field}`,
  // Approval screen
  warning: 'Warning',
  dialogName: 'Approve request',
  approve: 'Approve',
  reject: 'Reject',
  requestedBy: 'Requested by',
  appClaims: 'App',
  network: 'Network',
  networkName: (name: string, id: number | string) => `${name} (${id})`,
  working: 'Waiting for the wallet service…',
  notVisible: 'Approve is enabled once this window is fully visible.',
  originMismatch: (claimed: string) =>
    `This page says it is ${claimed}, but the request comes from the origin above.`,
  send: (amount: string) => `Send ${amount}`,

  // Detail labels and warnings: the approval screen's describers' own
  // English words (`wordEvmReview`, `wordSolanaReview`); the titles say
  // what is asked, as the other languages' (messages/en.ts).
  evm: {
    ...evmReviewText,
    title: (method: string, count: number) =>
      titles[method] ?? evmReviewText.title(method, count),
    // A deadline (a swap's, a permit's) with its date, as the other languages'.
    timestamp: (seconds: string) => formatTimestamp(seconds, 'en'),
  },
  // Solana approval screen (issue #17): programs, warnings, simulation.
  solana: {
    ...solanaReviewText,
    title: (method: string, count: number) =>
      titles[method] ?? solanaReviewText.title(method, count),
  },
} as const
