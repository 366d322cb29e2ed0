import { formatUnits } from '@latch/common'
import { frameText } from '../text.js'
import { decodeMessage } from './decodeMessage.js'

/**
 * One line of the approval screen; `block` values show preformatted,
 * `warning` ones in the warning colour.
 */
export type RequestDetail = {
  label: string
  value: string
  block?: boolean
  warning?: boolean
}

export type RequestDescription = { title: string; details: RequestDetail[] }

const MAX_VALUE = 2_000
const text = (value: unknown): string => {
  const out =
    typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
  return out.length > MAX_VALUE ? `${out.slice(0, MAX_VALUE)}…` : out
}
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

type Currency = { symbol: string; decimals: number }

/**
 * A native amount (hex or decimal integer) in the chain's currency, or the
 * raw value if unreadable. Unknown chains: 18 decimals, "native token".
 */
function amount(value: unknown, currency: Currency): string {
  if (value === undefined || value === null) value = 0
  try {
    if (typeof value !== 'string' && typeof value !== 'number')
      return text(value)
    return `${formatUnits(BigInt(value), currency.decimals)} ${currency.symbol}`
  } catch {
    return text(value)
  }
}

const dataBytes = (data: unknown) =>
  frameText.dataBytes(
    typeof data === 'string' && /^0x[0-9a-fA-F]*$/.test(data)
      ? Math.ceil((data.length - 2) / 2)
      : 0,
  )

/** to / value / data of one transaction or call. */
function callDetails(
  call: unknown,
  currency: Currency,
  prefix = '',
): RequestDetail[] {
  const { to, value, data, input } = record(call)
  return [
    {
      label: `${prefix}${frameText.to}`,
      value: typeof to === 'string' && to ? to : frameText.newContract,
    },
    { label: `${prefix}${frameText.value}`, value: amount(value, currency) },
    { label: `${prefix}${frameText.data}`, value: dataBytes(data ?? input) },
  ]
}

/** Numeric chain id of a typed-data domain (number, decimal or hex). */
function domainChain(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (typeof value !== 'string' || !/^(0x[0-9a-f]+|\d+)$/i.test(value))
    return undefined
  return Number(value)
}

function typedData(
  params: unknown[],
  chainId: number | string | undefined,
): RequestDetail[] {
  // [address, data]; data is a JSON string (viem) or an object.
  let data: unknown = params[1]
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      return [{ label: frameText.message, value: text(data), block: true }]
    }
  }
  const { domain, primaryType, message } = record(data)
  const domainText = Object.entries(record(domain))
    .map(([key, value]) => `${key}: ${text(value)}`)
    .join('\n')
  // A signature meant for another chain than the one in use: say so.
  const signedFor = domainChain(record(domain).chainId)
  const current = typeof chainId === 'number' ? chainId : domainChain(chainId)
  const mismatch =
    signedFor !== undefined && current !== undefined && signedFor !== current
  return [
    ...(mismatch
      ? [
          {
            label: frameText.warning,
            value: frameText.otherChain(signedFor, current),
          },
        ]
      : []),
    { label: frameText.domain, value: domainText, block: true },
    { label: frameText.primaryType, value: text(primaryType ?? '') },
    ...Object.entries(record(message)).map(([key, value]) => ({
      label: key,
      value: text(value),
      block: typeof value === 'object' && value !== null,
    })),
  ]
}

/**
 * What a not-safe request asks, in words, for the approval screen:
 * personal_sign's decoded message, typed data's domain, type and fields, a
 * transaction's receiver, value (in `currency`) and data size, each call of
 * a batch.
 * Every value is plain text (the screen never parses it as HTML).
 */
export function describeRequest(
  method: string,
  rawParams: unknown,
  currency: Currency = { symbol: frameText.nativeToken, decimals: 18 },
  chainId?: number | string,
): RequestDescription {
  const params = Array.isArray(rawParams) ? rawParams : [rawParams]
  switch (method) {
    case 'personal_sign':
      return {
        title: frameText.personalSign,
        details: [
          {
            label: frameText.message,
            value: decodeMessage(params[0]),
            block: true,
          },
        ],
      }
    case 'eth_sign':
      return {
        title: frameText.ethSign,
        details: [
          { label: frameText.hash, value: text(params[1]), block: true },
        ],
      }
    case 'eth_signTypedData_v4':
      return {
        title: frameText.signTypedData,
        details: typedData(params, chainId),
      }
    case 'eth_sendTransaction':
      return {
        title: frameText.sendTransaction,
        details: callDetails(params[0], currency),
      }
    case 'wallet_sendCalls': {
      const calls = record(params[0]).calls
      return {
        title: frameText.sendCalls,
        details: (Array.isArray(calls) ? calls : []).flatMap((call, index) =>
          callDetails(call, currency, `${frameText.call(index + 1)} · `),
        ),
      }
    }
    default:
      return {
        title: frameText.otherMethod(method),
        details: [
          {
            label: frameText.params,
            value: text(rawParams ?? []),
            block: true,
          },
        ],
      }
  }
}
