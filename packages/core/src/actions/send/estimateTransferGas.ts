import { encodeFunctionData } from 'viem'
import { erc20TransferAbi } from '../../send/erc20TransferAbi.js'
import { getTokenContract } from '../../send/getTokenContract.js'
import type { Config } from '../../types/config.js'
import { estimateGas } from '../estimateGas.js'
import type { RequestTransferParameters } from './requestTransfer.js'

/**
 * Gas a transfer would use (no wallet prompt): the one place a send
 * estimates, mirroring the one place it sends (`requestTransfer`).
 */
export async function estimateTransferGas(
  config: Config,
  parameters: RequestTransferParameters,
): Promise<bigint> {
  const { token, to, units } = parameters
  const contract = getTokenContract(token)
  if (!contract) return estimateGas(config, { to, value: units })
  return estimateGas(config, {
    to: contract,
    data: encodeFunctionData({
      abi: erc20TransferAbi,
      functionName: 'transfer',
      args: [to, units],
    }),
  })
}
