import { type EvmReviewText, evmReviewText } from '@latch/common/describe'
import {
  type SolanaReviewText,
  solanaReviewText,
} from '@latch/solana/transactions'

const titles: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  solana_signMessage: 'Sign message',
  solana_signAndSendTransaction: 'Send transaction',
}

/** The words of an EVM request's prompt: the describer's, but the titles. */
const evm: EvmReviewText = {
  ...evmReviewText,
  title: (method, count) =>
    method === 'wallet_sendCalls'
      ? `Send ${count} calls`
      : (titles[method] ?? method),
}

/** The words of a Solana request's prompt: the describer's, but for these. */
const solana: SolanaReviewText = {
  ...solanaReviewText,
  title: (method, count) =>
    method === 'solana_signTransaction'
      ? count > 1
        ? `Sign ${count} transactions`
        : 'Sign transaction'
      : (titles[method] ?? method),
  instructionCount: (count) =>
    count === 1 ? '1 instruction' : `${count} instructions`,
}

/**
 * Every string of the Latch Dev Wallet's prompts: the site, account and
 * network lines, the prompts of its own (connect, networks, a batch's
 * status), and the words of the request describers (`wordEvmReview`,
 * `wordSolanaReview`).
 */
export const devWalletText = {
  site: 'Site',
  account: 'Account',
  invisibleCharacters: (count: number) =>
    `${count} invisible or text-direction character(s), shown as ⟨U+…⟩: the text may read differently from what is signed.`,
  network: 'Network',
  connect: (origin: string) => `Connect to ${origin}?`,
  solanaNetwork: 'Solana',
  switchNetwork: 'Switch network',
  addNetwork: 'Add network',
  to: 'To',
  rpc: 'RPC',
  chain: (name: string | undefined, chainId: number | undefined) =>
    `${name} (${chainId})`,
  execution: 'Execution',
  oneAfterAnother: 'One after another (not atomic)',
  callsStatus: 'Calls status',
  batch: 'Batch',
  status: 'Status',
  statuses: {
    100: 'Pending',
    200: 'Confirmed',
    400: 'Failed (nothing sent)',
    500: 'Reverted',
    600: 'Partially reverted',
  } as Record<number, string>,
  transaction: (index: number) => `Transaction ${index}`,
  receipt: (hash: string, success: boolean) =>
    `${hash} (${success ? 'success' : 'reverted'})`,
  evm,
  solana,
}
