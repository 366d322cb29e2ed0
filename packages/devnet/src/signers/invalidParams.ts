import { ProviderRpcError } from '../wallet/ProviderRpcError.js'

/**
 * -32602 with `detail` as the whole message: what the signers (the
 * WalletConnect side's Bitcoin and Solana request handlers) throw for a
 * malformed parameter.
 */
export const invalidParams = (detail: string) =>
  new ProviderRpcError(-32602, detail)

/** A request's `params` as an object of named parameters, else -32602. */
export function paramsObject(params: unknown): Record<string, unknown> {
  if (!params || typeof params !== 'object' || Array.isArray(params))
    throw invalidParams('expected an object of parameters')
  return params as Record<string, unknown>
}
