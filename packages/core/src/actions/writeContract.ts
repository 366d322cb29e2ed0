import type { BaseError } from '@latch/common'
import {
  type Abi,
  type Address,
  type ContractFunctionArgs,
  type ContractFunctionName,
  type EncodeFunctionDataParameters,
  encodeFunctionData,
  type Hex,
} from 'viem'
import { decodeRevert } from '../transactions/eip155/decodeRevert.js'
import type { TransactionRequest } from '../transactions/eip155/toRpcTransaction.js'
import type { Config } from '../types/config.js'
import { sendTransaction } from './sendTransaction.js'

export type WriteContractParameters<
  abi extends Abi | readonly unknown[] = Abi,
  functionName extends ContractFunctionName<
    abi,
    'nonpayable' | 'payable'
  > = ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<
    abi,
    'nonpayable' | 'payable',
    functionName
  > = ContractFunctionArgs<abi, 'nonpayable' | 'payable', functionName>,
> = Omit<TransactionRequest, 'to' | 'data'> & {
  /** The contract. */
  address: Address
  abi: abi
  functionName: functionName
  args?: args | undefined
  /** @default the active account */
  account?: Address | undefined
  /** @default the wallet's chain (switched to when another) */
  chainId?: number | undefined
}

export type WriteContractReturnType = Hex

/** As sendTransaction; a revert's custom error is decoded with `abi`. */
export type WriteContractErrorType = BaseError

/**
 * Calls a state-changing contract function through the wallet: the call
 * data is encoded by viem's `encodeFunctionData`, then sent like
 * {@link sendTransaction}. Resolves with the transaction hash.
 *
 * https://latch.dev/docs/core/actions/writeContract
 *
 * @example
 * const hash = await writeContract(config, {
 *   address: token,
 *   abi: erc20Abi,
 *   functionName: 'transfer',
 *   args: [to, parseUnits('1', 18)],
 * })
 */
export async function writeContract<
  const abi extends Abi | readonly unknown[],
  functionName extends ContractFunctionName<abi, 'nonpayable' | 'payable'>,
  args extends ContractFunctionArgs<
    abi,
    'nonpayable' | 'payable',
    functionName
  >,
>(
  config: Config,
  parameters: WriteContractParameters<abi, functionName, args>,
): Promise<WriteContractReturnType> {
  const { address, abi, functionName, args, ...rest } = parameters
  const data = encodeFunctionData({
    abi,
    functionName,
    args,
  } as EncodeFunctionDataParameters)
  try {
    return await sendTransaction(config, { ...rest, to: address, data })
  } catch (error) {
    throw decodeRevert(error, abi as Abi)
  }
}
