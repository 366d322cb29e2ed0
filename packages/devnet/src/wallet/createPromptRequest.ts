import {
  type DescriptionRow,
  type EvmRequestReview,
  revealDetails,
  wordEvmReview,
} from '@latch/common/describe'
import {
  type SolanaRequestReview,
  wordSolanaReview,
} from '@latch/solana/transactions'
import { devWalletText as text } from './devWalletText.js'
import type { DevWalletPromptRequest } from './types.js'

/** What a prompt asks: a signing request's review, or one of the wallet's own. */
export type PromptSubject =
  | { review: EvmRequestReview | SolanaRequestReview }
  | { connect: true }
  | {
      targetChain: { chainId: number; name: string; rpcUrl?: string }
      add?: boolean
    }
  | {
      callsStatus: {
        id: string
        status: number
        receipts: readonly { transactionHash: string; status: string }[]
      }
    }

/** The title and lines of the wallet's own prompts. */
function ownPrompt(
  subject: Exclude<PromptSubject, { review: unknown }>,
  origin: string,
): { title: string; details: DescriptionRow[]; warnings?: string[] } {
  if ('connect' in subject) return { title: text.connect(origin), details: [] }
  if ('targetChain' in subject) {
    const { targetChain: target, add } = subject
    const details = [
      { label: text.to, value: text.chain(target.name, target.chainId) },
    ]
    return add
      ? {
          title: text.addNetwork,
          details: [
            ...details,
            { label: text.rpc, value: String(target.rpcUrl) },
          ],
        }
      : { title: text.switchNetwork, details }
  }
  const { callsStatus: status } = subject
  return {
    title: text.callsStatus,
    details: [
      { label: text.batch, value: status.id },
      {
        label: text.status,
        value: text.statuses[status.status] ?? String(status.status),
      },
      ...status.receipts.map((receipt, index) => ({
        label: text.transaction(index + 1),
        value: text.receipt(receipt.transactionHash, receipt.status === '0x1'),
      })),
    ],
  }
}

/**
 * The prompt the Latch Dev Wallet shows for a request: the site, the
 * account and the network, then what it asks — a signing request's review
 * (`describeEvmRequest` of `@latch/common/describe`,
 * `describeSolanaRequest` of `@latch/solana/transactions`) worded by
 * `devWalletText`, or a connection, a network switch or addition, a
 * batch's status — with the review's warnings. Invisible characters in
 * the wallet's own lines (a page names the networks it adds) are made
 * visible, with a warning.
 */
export function createPromptRequest(
  method: string,
  {
    origin,
    account,
    chainName,
    ...subject
  }: {
    origin: string
    account: string
    chainName?: string | undefined
  } & PromptSubject,
): DevWalletPromptRequest {
  const {
    title,
    details,
    warnings = [],
  } = 'review' in subject
    ? subject.review.namespace === 'solana'
      ? // Wallet Standard features by their solana_* method's words.
        wordSolanaReview(
          method.replace('solana:', 'solana_'),
          subject.review,
          text.solana,
        )
      : wordEvmReview(method, subject.review, text.evm)
    : ownPrompt(subject, origin)
  const revealed = revealDetails([
    { label: text.site, value: origin },
    { label: text.account, value: account },
    ...(chainName ? [{ label: text.network, value: chainName }] : []),
    // This wallet sends a batch's calls one by one.
    ...(method === 'wallet_sendCalls'
      ? [{ label: text.execution, value: text.oneAfterAnother }]
      : []),
    ...('review' in subject ? [] : details),
  ])
  return {
    method,
    title,
    details: [...revealed.details, ...('review' in subject ? details : [])],
    warnings: [
      ...(revealed.count > 0 ? [text.invisibleCharacters(revealed.count)] : []),
      ...warnings,
    ],
    origin,
  }
}
