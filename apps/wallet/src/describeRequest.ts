import { formatEther, hexToString, isHex } from 'viem'
import { messages } from './messages.js'

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

/** Title and label/value lines of a session request, for a person. */
export function describeRequest(
  method: string,
  params: unknown,
  chainName: string,
): RequestDescription {
  const titles: Record<string, string> = messages.requestTitles
  const title = titles[method] ?? messages.requestTitles.unsupported
  const list = Array.isArray(params) ? params : []
  const base = [
    { label: messages.methodLabel, value: method },
    { label: messages.chainLabel, value: chainName },
  ]
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
