import type { HybridDeleGatorAccount } from '@latch/common/smart-account'
import { type Address, type Hex, hexToBigInt, numberToHex } from 'viem'
import type { BundlerClient } from 'viem/account-abstraction'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { ParsedTransaction } from '../rpc/parseTransactionRequest.js'
import { toChainRpcError } from '../rpc/toChainRpcError.js'

/**
 * A user operation as /rpc/prepare stores it and /rpc signs it: every
 * field but the signature, quantities in hex.
 */
export type StoredUserOperation = {
  sender: Address
  nonce: Hex
  factory?: Address | undefined
  factoryData?: Hex | undefined
  callData: Hex
  callGasLimit: Hex
  verificationGasLimit: Hex
  preVerificationGas: Hex
  maxFeePerGas: Hex
  maxPriorityFeePerGas: Hex
}

/** Fees the bundler asks for (Alto's `pimlico_getUserOperationGasPrice`), else the node's. */
async function estimateFees(bundler: BundlerClient) {
  try {
    const prices = (await bundler.request({
      method: 'pimlico_getUserOperationGasPrice' as never,
    })) as { standard: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }
    return {
      maxFeePerGas: hexToBigInt(prices.standard.maxFeePerGas),
      maxPriorityFeePerGas: hexToBigInt(prices.standard.maxPriorityFeePerGas),
    }
  } catch {
    const client = bundler.client
    if (!client) throw new Error('the bundler client has no chain client')
    const { estimateFeesPerGas } = await import('viem/actions')
    return estimateFeesPerGas(client, { chain: client.chain, type: 'eip1559' })
  }
}

/**
 * One user operation running `transactions` as the account's calls (one
 * atomic ERC-7579 batch when several): nonce from the EntryPoint, the
 * account's deployment while it has no code, gas limits from the
 * bundler's estimate, fees from the bundler (else the node). The caller's
 * gas and fee hints are not used: the bundler's figures are the ones it
 * accepts.
 */
export async function prepareUserOperation(
  {
    account,
    bundler,
  }: { account: HybridDeleGatorAccount; bundler: BundlerClient },
  transactions: readonly ParsedTransaction[],
): Promise<StoredUserOperation> {
  const calls = transactions.map((tx) => {
    if (!tx.to)
      throw embeddedErrors.badRequest(
        'A smart account sends calls, not contract creations',
      )
    return { to: tx.to, value: tx.value ?? 0n, data: tx.data ?? '0x' }
  })
  try {
    const fees = await estimateFees(bundler)
    const op = await bundler.prepareUserOperation({ account, calls, ...fees })
    return {
      sender: op.sender,
      nonce: numberToHex(op.nonce),
      ...(op.factory
        ? { factory: op.factory, factoryData: op.factoryData }
        : {}),
      callData: op.callData,
      callGasLimit: numberToHex(op.callGasLimit),
      verificationGasLimit: numberToHex(op.verificationGasLimit),
      preVerificationGas: numberToHex(op.preVerificationGas),
      maxFeePerGas: numberToHex(op.maxFeePerGas),
      maxPriorityFeePerGas: numberToHex(op.maxPriorityFeePerGas),
    }
  } catch (cause) {
    throw toChainRpcError(cause)
  }
}

/** The most the operation can cost its sender, in wei. */
export const maxUserOperationCost = (op: StoredUserOperation): bigint =>
  (hexToBigInt(op.callGasLimit) +
    hexToBigInt(op.verificationGasLimit) +
    hexToBigInt(op.preVerificationGas)) *
  hexToBigInt(op.maxFeePerGas)
