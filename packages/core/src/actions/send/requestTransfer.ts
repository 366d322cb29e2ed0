import type { TokenBalance } from '../../api/types.js'
import { erc20TransferAbi } from '../../send/erc20TransferAbi.js'
import { getTokenContract } from '../../send/getTokenContract.js'
import type { Config } from '../../types/config.js'
import { sendTransaction } from '../sendTransaction.js'
import { writeContract } from '../writeContract.js'

export type RequestTransferParameters = {
  token: TokenBalance
  to: `0x${string}`
  /** In the token's smallest units. */
  units: bigint
}

/**
 * The one place a send asks the wallet: a native transfer, or the token's
 * ERC-20 `transfer(to, units)`, on the token's chain. Resolves with the
 * transaction hash; the wallet's and the chain's refusals arrive as the
 * typed errors of `sendTransaction`.
 */
export async function requestTransfer(
  config: Config,
  parameters: RequestTransferParameters,
): Promise<`0x${string}`> {
  const { token, to, units } = parameters
  // On the token's own chain: a wallet that moved to another network in
  // the meantime is asked to switch back rather than send elsewhere.
  const id = Number(token.chainId.split(':')[1])
  const chainId = Number.isSafeInteger(id) && id > 0 ? id : undefined
  const contract = getTokenContract(token)
  if (!contract) return sendTransaction(config, { to, value: units, chainId })
  return writeContract(config, {
    address: contract,
    abi: erc20TransferAbi,
    functionName: 'transfer',
    args: [to, units],
    chainId,
  })
}
