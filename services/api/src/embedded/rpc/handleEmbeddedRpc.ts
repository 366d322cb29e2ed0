import { SAFE_RPC_METHODS } from '@latch/common/embedded-protocol'
import { numberToHex } from 'viem'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import {
  hasBundler,
  smartAccountAddressOf,
  userSmartAccountAddress,
} from '../smartAccount/loadUserSmartAccount.js'
import { callChainRpc } from './callChainRpc.js'
import type { EmbeddedRpcCall } from './EmbeddedRpcCall.js'
import { getCallsStatus } from './getCallsStatus.js'
import { getWalletAssets } from './getWalletAssets.js'
import { paramsList } from './paramsList.js'

/** The ERC-7715 permission kinds the service enforces on chain. */
const SESSION_PERMISSION_TYPES = [
  'native-token-transfer',
  'native-token-recurring-allowance',
  'erc20-token-transfer',
  'contract-call',
]

/**
 * Answers one safe RPC call of a live session on `chain`: account and
 * chain methods, capabilities, call status and assets (EIP-7811) locally, the other SAFE_RPC_METHODS through the chain's
 * node; anything else → 403 'Requested RPC call is not allowed' (the
 * signing methods go through /rpc/prepare and `executeEvmRequest`).
 */
export async function handleEmbeddedRpc(
  context: EmbeddedContext,
  { session, chain, method, params }: EmbeddedRpcCall<ChainSettings>,
): Promise<unknown> {
  const address = session.user.address
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_chainId':
      return numberToHex(chain.chainId)
    case 'wallet_getCapabilities': {
      // The smart account runs a batch as one user operation: atomic where
      // the chain has a bundler.
      const [who] = paramsList(params)
      const smart =
        typeof who === 'string' &&
        who.toLowerCase() ===
          userSmartAccountAddress(session.user).toLowerCase()
      return Object.fromEntries(
        context.chains.map((c) => [
          numberToHex(c.chainId),
          {
            atomic: {
              status: smart && hasBundler(c) ? 'supported' : 'unsupported',
            },
            // EIP-7811: wallet_getAssets answers on every chain.
            assetDiscovery: { supported: true },
            // ERC-7715: the smart account grants sessions where it runs
            // (sessions/prepareSessionRequest.ts enforces these kinds).
            ...(smart && hasBundler(c)
              ? {
                  permissions: {
                    supported: true,
                    signerTypes: ['account', 'key'],
                    permissionTypes: SESSION_PERMISSION_TYPES,
                  },
                }
              : {}),
          },
        ]),
      )
    }
    case 'wallet_getCallsStatus':
      return getCallsStatus(context, { session, id: paramsList(params)[0] })
    case 'wallet_getAssets':
      return getWalletAssets(context, {
        accounts: session.user.passkey
          ? [address]
          : [address, smartAccountAddressOf(address)],
        params: paramsList(params),
      })
  }
  if (!SAFE_RPC_METHODS.includes(method)) throw embeddedErrors.rpcNotAllowed()
  return callChainRpc(chain, { method, params: paramsList(params) })
}
