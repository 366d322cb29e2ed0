import { revealInvisibleCharacters } from '@latch/common'
import { defaultBitcoinNetworks } from '@latch/devnet/bitcoin-signer'
import { type Address, formatEther, type Hex, hexToString, isHex } from 'viem'
import { describeBitcoinRequest } from './bitcoin/describeBitcoinRequest.js'
import { describeEvmCall } from './evm/describeEvmCall.js'
import { describeEvmReview } from './evm/describeEvmReview.js'
import { describeTypedData } from './evm/describeTypedData.js'
import type { EvmReview } from './evm/reviewEvmRequest.js'
import { messages } from './messages.js'
import { describeSolanaRequest } from './solana/describeSolanaRequest.js'

/** What the approval panel shows for a request. */
export type RequestDescription = {
  title: string
  details: { label: string; value: string }[]
  /** What should make the user stop and read (unlimited approvals, reverts…). */
  warnings: string[]
}

type Call = { to?: Address; value?: string; data?: Hex }

const ether = (value: unknown) => {
  try {
    return `${formatEther(BigInt(String(value ?? 0)))} ${messages.currency}`
  } catch {
    return String(value)
  }
}

function text(message: unknown): string {
  if (typeof message !== 'string') return String(message)
  if (!isHex(message)) return message
  try {
    return hexToString(message)
  } catch {
    return message
  }
}

/**
 * Title, label/value lines and warnings of a session request, for a
 * person: namespace, method, network, then what the request does (EVM,
 * Solana or Bitcoin, by the namespace of `chainId`). EVM contract calls
 * are named (describeEvmCall) and a transaction's `review` adds its max
 * network fee and simulated balance changes. Invisible and text-direction
 * characters in any value are made visible, with a warning.
 */
export function describeRequest(
  method: string,
  params: unknown,
  chainName: string,
  chainId = 'eip155',
  review?: EvmReview | 'loading',
): RequestDescription {
  const described = describe(method, params, chainName, chainId, review)
  let hidden = 0
  const details = described.details.map(({ label, value }) => {
    // Values may be whatever the page sent (a number as `to`…).
    const revealed = revealInvisibleCharacters(String(value))
    hidden += revealed.count
    return { label, value: revealed.text }
  })
  return {
    title: described.title,
    details,
    // Once each: two unlimited approvals to one spender warn once.
    warnings: [
      ...new Set([
        ...(hidden ? [messages.warningInvisible(hidden)] : []),
        ...described.warnings.map((w) => revealInvisibleCharacters(w).text),
      ]),
    ],
  }
}

function describe(
  method: string,
  params: unknown,
  chainName: string,
  chainId: string,
  review: EvmReview | 'loading' | undefined,
): RequestDescription {
  const titles: Record<string, string> = messages.requestTitles
  const title = titles[method] ?? messages.requestTitles.unsupported
  const list = Array.isArray(params) ? params : []
  const namespace = chainId.split(':')[0] ?? 'eip155'
  const base = [
    {
      label: messages.namespaceLabel,
      value: messages.namespaceNames[namespace] ?? namespace,
    },
    { label: messages.methodLabel, value: method },
    { label: messages.chainLabel, value: chainName },
  ]
  if (namespace === 'solana')
    return {
      title,
      details: [...base, ...describeSolanaRequest(method, params)],
      warnings: [],
    }
  if (namespace === 'bip122') {
    const testnet =
      defaultBitcoinNetworks().find((n) => n.caip === chainId)?.testnet ?? false
    return {
      title,
      details: [
        ...base,
        ...describeBitcoinRequest(method, params, { testnet }),
      ],
      warnings: [],
    }
  }
  if (method === 'personal_sign')
    return {
      title,
      details: [
        ...base,
        { label: messages.messageLabel, value: text(list[0]) },
      ],
      warnings: [],
    }
  if (method === 'eth_signTypedData_v4') {
    const { lines, warnings } = describeTypedData(list[1])
    return { title, details: [...base, ...lines], warnings }
  }
  const tokens = typeof review === 'object' ? review.tokens : {}
  if (method === 'eth_sendTransaction') {
    const tx = (list[0] ?? {}) as Call & { input?: Hex }
    const data = tx.data ?? tx.input
    const call = describeEvmCall({ to: tx.to, data }, tokens)
    const checked = describeEvmReview(review, { batch: false })
    return {
      title,
      details: [
        ...base,
        { label: messages.toLabel, value: tx.to ?? messages.none },
        { label: messages.valueLabel, value: ether(tx.value) },
        ...(call.action
          ? [{ label: messages.actionLabel, value: call.action }]
          : []),
        { label: messages.dataLabel, value: data ?? messages.none },
        ...checked.lines,
      ],
      warnings: [...call.warnings, ...checked.warnings],
    }
  }
  if (method === 'wallet_sendCalls') {
    const found = (list[0] as { calls?: unknown } | undefined)?.calls
    const calls = (Array.isArray(found) ? found : []) as Call[]
    const warnings: string[] = []
    const lines = calls.map((call, index) => {
      const named = describeEvmCall(call ?? {}, tokens)
      warnings.push(...named.warnings)
      const what = named.action ?? call?.data
      return {
        label: `${messages.callLabel} ${index + 1}`,
        value: `${call?.to ?? messages.none} · ${ether(call?.value)}${what ? ` · ${what}` : ''}`,
      }
    })
    const checked = describeEvmReview(review, { batch: true })
    return {
      title,
      details: [...base, ...lines, ...checked.lines],
      warnings: [...warnings, ...checked.warnings],
    }
  }
  if (method === 'wallet_switchEthereumChain') {
    const target = (list[0] ?? {}) as { chainId?: string }
    return {
      title,
      details: [
        ...base,
        {
          label: messages.targetChainLabel,
          value: String(Number(target.chainId ?? Number.NaN)),
        },
      ],
      warnings: [],
    }
  }
  return {
    title,
    details: [
      ...base,
      { label: messages.paramsLabel, value: JSON.stringify(params) ?? '' },
    ],
    warnings: [],
  }
}
