import type { BaseError } from './base.js'
import {
  type ChainErrorOptions,
  ExecutionRevertedError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  InsufficientFundsError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  NonceTooLowError,
} from './chain.js'
import { getProviderError } from './getProviderError.js'
import { RpcError } from './rpc.js'

type ChainErrorClass = (new (
  options?: ChainErrorOptions,
) => BaseError) & {
  nodeMessage: RegExp
}

// Order matters: a node message can mention "gas" in several ways.
const chainErrors: readonly ChainErrorClass[] = [
  NonceTooLowError,
  NonceTooHighError,
  InsufficientFundsError,
  FeeCapTooHighError,
  FeeCapTooLowError,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
]

/** Every message string and hex `data` found in `raw` and its causes. */
function read(raw: unknown) {
  const texts: string[] = []
  let data: `0x${string}` | undefined
  const queue: unknown[] = [raw]
  const seen = new Set<unknown>()
  while (queue.length > 0 && seen.size < 32) {
    const value = queue.shift()
    if (typeof value === 'string') texts.push(value)
    if (!value || typeof value !== 'object' || seen.has(value)) continue
    seen.add(value)
    const record = value as Record<string, unknown>
    for (const key of ['message', 'details', 'shortMessage', 'reason'])
      if (typeof record[key] === 'string') texts.push(record[key] as string)
    if (typeof record.data === 'string' && /^0x[0-9a-f]*$/i.test(record.data))
      data ??= record.data as `0x${string}`
    queue.push(record.cause, record.error, record.data, record.originalError)
  }
  return { text: texts.join('\n'), data }
}

/**
 * Like {@link getProviderError}, but recognises what a node says about a
 * transaction (SPEC §8): nonce too low/high, insufficient funds, fee cap too
 * low/high, gas too low/high and execution reverted, whichever wallet or
 * node relayed it. Wallet answers (4001, 4100, 4200, 4900, 4901, 57xx) keep
 * their provider class. Never throws.
 *
 * @example
 * try { await wallet.request(tx) } catch (e) { throw getChainError(e) }
 */
export function getChainError(raw: unknown): BaseError {
  if (raw instanceof ExecutionRevertedError) return raw
  if (chainErrors.some((ErrorClass) => raw instanceof ErrorClass))
    return raw as BaseError
  const error = getProviderError(raw)
  try {
    if (error instanceof RpcError && error.code >= 4000 && error.code < 6000)
      return error
    const { text, data } = read(raw)
    const options = { cause: error, details: error.details }
    for (const ErrorClass of chainErrors)
      if (ErrorClass.nodeMessage.test(text)) return new ErrorClass(options)
    const code = error instanceof RpcError ? error.code : undefined
    if (
      code === ExecutionRevertedError.code ||
      ExecutionRevertedError.nodeMessage.test(text)
    ) {
      const reason = /execution reverted:\s*([^\n]+)/i
        .exec(text)?.[1]
        ?.trim()
        .replace(/\.$/, '')
      return new ExecutionRevertedError({ ...options, reason, data })
    }
    return error
  } catch {
    return error
  }
}
