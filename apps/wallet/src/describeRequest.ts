import { defaultBitcoinNetworks } from '@latch/devnet/bitcoin-signer'
import { formatEther, hexToString, isHex } from 'viem'
import { describeBitcoinRequest } from './bitcoin/describeBitcoinRequest.js'
import { messages } from './messages.js'
import { describeSolanaRequest } from './solana/describeSolanaRequest.js'

/** What the approval panel shows for a request. */
export type RequestDescription = {
  title: string
  details: { label: string; value: string }[]
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
 * Title and label/value lines of a session request, for a person:
 * namespace, method, network, then what the request does (EVM, Solana or
 * Bitcoin, by the namespace of `chainId`).
 */
export function describeRequest(
  method: string,
  params: unknown,
  chainName: string,
  chainId = 'eip155',
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
    }
  }
  if (method === 'personal_sign')
    return {
      title,
      details: [
        ...base,
        { label: messages.messageLabel, value: text(list[0]) },
      ],
    }
  if (method === 'eth_signTypedData_v4') {
    const data = list[1]
    const value = typeof data === 'string' ? data : JSON.stringify(data)
    return {
      title,
      details: [...base, { label: messages.typedDataLabel, value }],
    }
  }
  if (method === 'eth_sendTransaction') {
    const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
    return {
      title,
      details: [
        ...base,
        { label: messages.toLabel, value: tx.to ?? messages.none },
        {
          label: messages.valueLabel,
          value: `${formatEther(BigInt(tx.value ?? 0))} ETH`,
        },
        { label: messages.dataLabel, value: tx.data ?? messages.none },
      ],
    }
  }
  if (method === 'wallet_sendCalls') {
    const calls = ((list[0] as { calls?: unknown } | undefined)?.calls ??
      []) as { to?: string; value?: string; data?: string }[]
    return {
      title,
      details: [
        ...base,
        ...calls.map((call, index) => ({
          label: `${messages.callLabel} ${index + 1}`,
          value: `${call.to ?? messages.none} · ${formatEther(BigInt(call.value ?? 0))} ETH${call.data ? ` · ${call.data}` : ''}`,
        })),
      ],
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
    }
  }
  return {
    title,
    details: [
      ...base,
      { label: messages.paramsLabel, value: JSON.stringify(params) },
    ],
  }
}
