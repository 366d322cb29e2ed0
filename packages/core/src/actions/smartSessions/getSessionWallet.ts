import {
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  UnsupportedProviderMethodError,
} from '@latch/common'
import { numberToHex } from 'viem'
import {
  SmartSessionsDisabledError,
  SmartSessionsUnsupportedError,
} from '../../errors/smartSessions.js'
import {
  type Eip155Wallet,
  getEip155Wallet,
} from '../../transactions/eip155/getEip155Wallet.js'
import { walletRequest } from '../../transactions/eip155/walletRequest.js'
import type { Config } from '../../types/config.js'

/** A wallet's answer that it does not know a method (4200, -32601, -32004). */
const isUnsupportedMethod = (error: unknown) =>
  error instanceof UnsupportedProviderMethodError ||
  error instanceof MethodNotFoundRpcError ||
  error instanceof MethodNotSupportedRpcError

/**
 * The eip155 wallet that will grant or revoke a session on `chainId`
 * (default: the wallet's chain), once it is known to: the host turned
 * `features.smartSessions` on, and the wallet reports ERC-7715's
 * `permissions` capability as supported for the account on that chain
 * (the embedded wallet does for its smart account). Asking first keeps a
 * wallet that reads `wallet_revokePermissions` as EIP-2255's (disconnect)
 * from ever receiving a session revoke.
 *
 * @throws SmartSessionsDisabledError, SmartSessionsUnsupportedError
 */
export async function getSessionWallet(
  config: Config,
  parameters: { account?: string | undefined; chainId?: number | undefined },
): Promise<Eip155Wallet & { sessionChainId: number }> {
  if (!config.options.features.smartSessions)
    throw new SmartSessionsDisabledError()
  const wallet = await getEip155Wallet(config, parameters)
  const sessionChainId = parameters.chainId ?? wallet.chainId
  const chainHex = numberToHex(sessionChainId)
  let capabilities: Record<string, unknown> | undefined
  try {
    capabilities = await walletRequest(
      wallet.provider,
      'wallet_getCapabilities',
      [wallet.address, [chainHex]],
    )
  } catch (cause) {
    if (!isUnsupportedMethod(cause)) throw cause
    throw new SmartSessionsUnsupportedError(sessionChainId, { cause })
  }
  const chain = capabilities?.[chainHex] as
    | { permissions?: { supported?: unknown } }
    | undefined
  if (chain?.permissions?.supported !== true)
    throw new SmartSessionsUnsupportedError(sessionChainId)
  return { ...wallet, sessionChainId }
}
