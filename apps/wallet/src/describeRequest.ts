import {
  describeBitcoinRequest,
  wordBitcoinReview,
} from '@latch/bitcoin/transactions'
import {
  describeEvmRequest,
  type RequestDescription,
  revealDetails,
  wordEvmReview,
} from '@latch/common/describe'
import {
  describeSolanaRequest,
  wordSolanaReview,
} from '@latch/solana/transactions'
import { readEvmCalls } from './evm/readEvmCalls.js'
import type { EvmReview } from './evm/reviewEvmRequest.js'
import { simulationResultOf } from './evm/simulateEvmCalls.js'
import { messages } from './messages.js'

export type { RequestDescription }

/**
 * What an EVM request signs: the transactions `review` prepared (gas and
 * fees as Approve signs them), else the calls the params ask for while
 * the review runs (or when it could not set the fees).
 */
function evmContext(
  method: string,
  params: unknown,
  review: EvmReview | 'loading' | undefined,
) {
  const reviewed = typeof review === 'object' ? review : undefined
  if (reviewed && Array.isArray(reviewed.transactions))
    return { transactions: reviewed.transactions, reviewed }
  let transactions: ReturnType<typeof readEvmCalls> = []
  try {
    transactions = readEvmCalls(method, params)
  } catch {
    // Malformed: nothing that could be signed (the review says why).
  }
  return {
    transactions,
    reviewed,
    ...(reviewed &&
      !Array.isArray(reviewed.transactions) && {
        feeError: reviewed.transactions.error,
      }),
  }
}

/** A request the describers do not cover: a network switch, or its params. */
function otherRequest(method: string, params: unknown) {
  if (method !== 'wallet_switchEthereumChain')
    return [
      { label: messages.paramsLabel, value: JSON.stringify(params) ?? '' },
    ]
  const list = Array.isArray(params) ? params : []
  const target = (list[0] ?? {}) as { chainId?: string }
  return [
    {
      label: messages.targetChainLabel,
      value: String(Number(target.chainId ?? Number.NaN)),
    },
  ]
}

/**
 * Title, label/value lines and warnings of a session request, for a
 * person: namespace, method, network, then what the request signs, by
 * the namespace of `chainId` — the describers of `@latch/common/describe`
 * (EVM: transactions as `review` prepared them, with its simulation and
 * token names), `@latch/solana/transactions` and
 * `@latch/bitcoin/transactions`, worded by `messages`. Invisible and
 * text-direction characters in the lines the wallet adds are made
 * visible, with a warning.
 */
export function describeRequest(
  method: string,
  params: unknown,
  chainName: string,
  chainId = 'eip155',
  review?: EvmReview | 'loading',
): RequestDescription {
  const [namespace = 'eip155', reference = ''] = chainId.split(':')
  const header = revealDetails([
    {
      label: messages.namespaceLabel,
      value: messages.namespaceNames[namespace] ?? namespace,
    },
    { label: messages.methodLabel, value: method },
    { label: messages.chainLabel, value: chainName },
  ])
  const described = describeByNamespace(
    method,
    params,
    namespace,
    chainId,
    Number(reference),
    review,
  )
  return {
    title: described.title,
    details: [...header.details, ...described.details],
    warnings: [
      ...(header.count > 0 ? [messages.warningInvisible(header.count)] : []),
      ...described.warnings,
    ],
  }
}

function describeByNamespace(
  method: string,
  params: unknown,
  namespace: string,
  chainId: string,
  evmChainId: number,
  review: EvmReview | 'loading' | undefined,
): RequestDescription {
  if (namespace === 'solana')
    return wordSolanaReview(
      method,
      describeSolanaRequest(method, params),
      messages.solana,
    )
  if (namespace === 'bip122')
    return wordBitcoinReview(
      method,
      describeBitcoinRequest(method, params, { chainId }),
      messages.bitcoin,
    )
  const { reviewed, ...context } = evmContext(method, params, review)
  const simulation = reviewed && simulationResultOf(reviewed.simulation)
  const evm = describeEvmRequest({
    method,
    params,
    chainId: evmChainId,
    ...context,
    ...(reviewed && { tokens: reviewed.tokens }),
    simulation: review === 'loading' ? 'pending' : simulation,
  })
  if (evm) return wordEvmReview(method, evm, messages.evm)
  const revealed = revealDetails(otherRequest(method, params))
  return {
    title: messages.evm.title(method),
    details: revealed.details,
    warnings:
      revealed.count > 0 ? [messages.warningInvisible(revealed.count)] : [],
  }
}
