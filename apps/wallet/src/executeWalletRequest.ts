import { executeBitcoinRequest } from '@latch/devnet/bitcoin-signer'
import { executeSolanaRequest, solanaSigner } from '@latch/devnet/solana-signer'
import { ProviderRpcError } from '@latch/devnet/wallet'
import type { PreparedTransaction } from './evm/prepareEvmTransactions.js'
import { executeRequest } from './executeRequest.js'
import type { WalletConfig } from './readWalletConfig.js'

export type ExecuteWalletRequestParameters = {
  method: string
  params: unknown
  /** CAIP-2 chain of the session request. */
  chainId: string
  config: Pick<WalletConfig, 'chains' | 'solana' | 'bitcoin'>
  /** Dev account whose keys sign (EVM, Solana and Bitcoin alike). */
  accountIndex: number
  /** The EVM key of that account. */
  privateKey: `0x${string}`
  /** EVM transactions as the dialog showed them (gas and fees included). */
  prepared?: readonly PreparedTransaction[] | undefined
}

const unknownChain = (chainId: string) =>
  new ProviderRpcError(4902, `Unrecognized chain ${chainId}`)

/**
 * Runs a session request in the namespace of its chain: eip155 with the
 * EVM key (executeRequest), solana with the dev Solana key
 * (executeSolanaRequest), bip122 with the BIP-84 key (executeBitcoinRequest).
 *
 * @throws {ProviderRpcError} 4902 for a chain the wallet lacks, else the
 *   namespace's own errors
 */
export async function executeWalletRequest({
  method,
  params,
  chainId,
  config,
  accountIndex,
  privateKey,
  prepared,
}: ExecuteWalletRequestParameters): Promise<unknown> {
  const namespace = chainId.split(':')[0]
  if (namespace === 'solana') {
    const network = config.solana.find((n) => n.caip === chainId)
    if (!network) throw unknownChain(chainId)
    const signer = await solanaSigner(accountIndex)
    return executeSolanaRequest({ method, params, network, signer })
  }
  if (namespace === 'bip122') {
    const network = config.bitcoin.find((n) => n.caip === chainId)
    if (!network) throw unknownChain(chainId)
    return executeBitcoinRequest({ method, params, network, accountIndex })
  }
  const chain =
    config.chains.find((c) => `eip155:${c.chainId}` === chainId) ??
    config.chains[0]
  return executeRequest({
    method,
    params,
    chain,
    chains: config.chains,
    privateKey,
    prepared,
  })
}
