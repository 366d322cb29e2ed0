import { FIAT_BALANCE_CURRENCY, type Network } from '@latch/common'
import type { Address } from 'viem'
import { getApiContext } from '../api/getApiContext.js'
import { getBalances } from '../api/getBalances.js'
import type { TokenBalance } from '../api/types.js'
import { getAdapter } from '../internal/getAdapter.js'
import type { Config } from '../types/config.js'
import { getBalance } from './getBalance.js'
import type { GetNetworkReturnType } from './getNetwork.js'
import { readWalletTokens } from './readWalletTokens.js'
import { withApiPrices } from './withApiPrices.js'

export type LoadTokenBalancesParameters = {
  address: string
  chainNamespace: 'eip155' | 'solana'
  caipNetwork: Network | undefined
  caipNetworkId: GetNetworkReturnType['caipNetworkId']
}

/** Assets with decimals '0' are not fungible balances (SPEC §5). */
const isFungible = (b: TokenBalance) => b.quantity.decimals !== '0'

/**
 * One load of `getTokenBalances`: from the connected EVM wallet's
 * EIP-7811 `wallet_getAssets` where it offers it (priced by the API where
 * the wallet gives no price), else from the Latch API, else through the
 * namespace's adapter (Solana) or the EVM native balance from the RPC. A
 * module of its own, loaded with the first account's balances: the API
 * call, the RPC client and the unit formatting stay out of the modal's
 * chunks until an account shows them.
 */
export async function loadTokenBalances(
  config: Config,
  parameters: LoadTokenBalancesParameters,
): Promise<readonly TokenBalance[]> {
  const { address, chainNamespace, caipNetwork, caipNetworkId } = parameters
  const { client } = getApiContext(config)
  // A wallet with EIP-7811 asset discovery answers for itself; the API
  // then only prices what the wallet left unpriced.
  if (chainNamespace === 'eip155') {
    const fromWallet = await readWalletTokens(config, {
      address: address as Address,
      chainId: Number(caipNetworkId.split(':')[1]),
      nativeCurrency: caipNetwork?.nativeCurrency,
    })
    if (fromWallet) {
      const priced = client
        ? await withApiPrices(client, fromWallet)
        : fromWallet
      return priced.filter(isFungible)
    }
  }
  if (client) {
    const answer = await getBalances(client, {
      address,
      chainId: caipNetworkId,
      currency: FIAT_BALANCE_CURRENCY,
    })
    return answer.balances.filter(isFungible)
  }
  // Without the API, Solana reads SOL and SPL balances from its RPC
  // through its adapter.
  if (chainNamespace !== 'eip155' && caipNetwork) {
    const read = getAdapter(config, chainNamespace, 'getTokenBalances')
    if (read) return read(config, { address, network: caipNetwork })
  }
  const native = await getBalance(config, { address, network: caipNetwork })
  return [
    {
      name: caipNetwork?.nativeCurrency.name ?? native.symbol,
      symbol: native.symbol,
      chainId: caipNetworkId,
      quantity: {
        decimals: String(native.decimals),
        numeric: native.formatted,
      },
    },
  ]
}
