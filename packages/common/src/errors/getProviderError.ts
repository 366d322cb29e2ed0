import { BaseError } from './base.js'
import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from './provider.js'
import {
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  RpcError,
  type RpcErrorOptions,
  TransactionRejectedRpcError,
  UnknownRpcError,
} from './rpc.js'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  DuplicateIdError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from './wallet-call.js'

type RpcErrorClass = new (options?: RpcErrorOptions) => RpcError

const classes: readonly (RpcErrorClass & { code: number })[] = [
  ParseRpcError,
  InvalidRequestRpcError,
  MethodNotFoundRpcError,
  InvalidParamsRpcError,
  InternalRpcError,
  InvalidInputRpcError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  TransactionRejectedRpcError,
  MethodNotSupportedRpcError,
  LimitExceededRpcError,
  JsonRpcVersionUnsupportedError,
  UserRejectedRequestError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  ProviderDisconnectedError,
  ChainDisconnectedError,
  SwitchChainError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedChainIdError,
  DuplicateIdError,
  UnknownBundleIdError,
  BundleTooLargeError,
  AtomicReadyWalletRejectedUpgradeError,
  AtomicityNotSupportedError,
]

function classFor(code: number): RpcErrorClass | undefined {
  // WalletConnect's USER_REJECTED (5000) and ethers' ACTION_REJECTED mean
  // the same thing to the UI as EIP-1193's 4001.
  if (code === 5000) return UserRejectedRequestError
  return classes.find((c) => c.code === code)
}

const rejectionPattern =
  /user (?:rejected|denied|cancel(?:l?ed)?)|rejected by (?:the )?user/i

type Candidate = { code?: number; message?: string; data?: unknown }

/** Reads the error-like objects nested in `raw`, outermost first. */
function candidates(raw: unknown): Candidate[] {
  const found: Candidate[] = []
  const queue: unknown[] = [raw]
  const seen = new Set<unknown>()
  while (queue.length > 0 && found.length < 16) {
    const value = queue.shift()
    if (!value || typeof value !== 'object' || seen.has(value)) continue
    seen.add(value)
    const record = value as Record<string, unknown>
    const candidate: Candidate = {}
    const code = toCode(record.code)
    if (code !== undefined) candidate.code = code
    if (typeof record.message === 'string') candidate.message = record.message
    if (record.data !== undefined) candidate.data = record.data
    found.push(candidate)
    const data = record.data as Record<string, unknown> | undefined
    queue.push(
      record.cause,
      record.error,
      data && typeof data === 'object' ? data.originalError : undefined,
      data,
      (record.info as Record<string, unknown> | undefined)?.error,
    )
  }
  return found
}

function toCode(code: unknown): number | undefined {
  if (typeof code === 'number' && Number.isSafeInteger(code)) return code
  if (code === 'ACTION_REJECTED') return UserRejectedRequestError.code
  if (typeof code === 'string' && /^-?\d{1,9}$/.test(code)) return Number(code)
  return undefined
}

/**
 * Turns anything a wallet or node threw or answered (`{ code, message,
 * data }`, errors with nested `cause` / `data.originalError`, strings,
 * `null`) into a typed Latch error. Never throws.
 *
 * The innermost known code wins (MetaMask wraps 4001/4902 in -32603/-32000);
 * an unknown code gives an `RpcError` with that code; anything without a
 * code gives `UnknownRpcError` (code -1), or `UserRejectedRequestError` when
 * the message says the user rejected.
 *
 * @example
 * const error = getProviderError(await wallet.request(args).catch((e) => e))
 * if (error instanceof UserRejectedRequestError) showToast('Signature declined')
 */
export function getProviderError(raw: unknown): RpcError | BaseError {
  try {
    if (raw instanceof BaseError) return raw
    const cause = raw instanceof Error ? raw : undefined
    const found = candidates(raw)
    const withCode = found.filter((c) => c.code !== undefined)
    const known = withCode.filter((c) => classFor(c.code!)).at(-1)
    const chosen = known ?? withCode[0]
    const message =
      chosen?.message ??
      found.find((c) => c.message)?.message ??
      (typeof raw === 'string' ? raw : undefined)
    const options: RpcErrorOptions = { cause }
    if (message) options.details = message
    if (chosen?.data !== undefined) options.data = chosen.data

    if (chosen?.code !== undefined) {
      const ErrorClass = classFor(chosen.code)
      if (ErrorClass) return new ErrorClass(options)
      return new RpcError(
        `The RPC peer answered with error code ${chosen.code}.`,
        { ...options, code: chosen.code },
      )
    }
    if (message && rejectionPattern.test(message))
      return new UserRejectedRequestError(options)
    return new UnknownRpcError(options)
  } catch (error) {
    // A hostile getter or proxy threw while we read it.
    return new UnknownRpcError({ cause: error })
  }
}
