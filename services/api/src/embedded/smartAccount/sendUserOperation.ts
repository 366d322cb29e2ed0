import type { HybridDeleGatorAccount } from '@latch/common/smart-account'
import { type Hex, hexToBigInt } from 'viem'
import {
  type BundlerClient,
  formatUserOperationRequest,
  type UserOperation,
} from 'viem/account-abstraction'
import { toChainRpcError } from '../rpc/toChainRpcError.js'
import type { StoredUserOperation } from './prepareUserOperation.js'

/** The viem user operation of a stored one (signature still empty). */
function toUserOperation(op: StoredUserOperation): UserOperation<'0.7'> {
  return {
    sender: op.sender,
    nonce: hexToBigInt(op.nonce),
    ...(op.factory ? { factory: op.factory, factoryData: op.factoryData } : {}),
    callData: op.callData,
    callGasLimit: hexToBigInt(op.callGasLimit),
    verificationGasLimit: hexToBigInt(op.verificationGasLimit),
    preVerificationGas: hexToBigInt(op.preVerificationGas),
    maxFeePerGas: hexToBigInt(op.maxFeePerGas),
    maxPriorityFeePerGas: hexToBigInt(op.maxPriorityFeePerGas),
    ...(op.paymaster && {
      paymaster: op.paymaster,
      paymasterData: op.paymasterData ?? '0x',
      paymasterVerificationGasLimit: hexToBigInt(
        op.paymasterVerificationGasLimit ?? '0x0',
      ),
      paymasterPostOpGasLimit: hexToBigInt(op.paymasterPostOpGasLimit ?? '0x0'),
    }),
    signature: '0x',
  }
}

/**
 * Signs the stored operation exactly as stored (the account's EIP-712
 * signature over every field) and hands it to the bundler; resolves with
 * the user-operation hash. A passkey account's `signature` comes from the
 * frame: it is put on the stored operation, nothing else of the request
 * is read (the bundler's validation checks it on chain).
 */
export async function sendUserOperation(
  {
    account,
    bundler,
  }: { account: HybridDeleGatorAccount; bundler: BundlerClient },
  stored: StoredUserOperation,
  { signature }: { signature?: Hex | undefined } = {},
): Promise<Hex> {
  if (stored.sender.toLowerCase() !== account.address.toLowerCase())
    throw new Error('the stored operation is not this account’s')
  const op = toUserOperation(stored)
  op.signature = signature ?? (await account.signUserOperation(op))
  try {
    return (await bundler.request({
      method: 'eth_sendUserOperation',
      params: [formatUserOperationRequest(op), account.entryPoint.address],
    })) as Hex
  } catch (cause) {
    throw toChainRpcError(cause)
  }
}
