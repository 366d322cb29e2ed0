import type { EvmTransactionReview } from '@latch/common/embedded-protocol'
import type { HybridDeleGatorAccount } from '@latch/common/smart-account'
import { formatUnits, numberToHex } from 'viem'
import { getTokenPrice } from '../../blockchain/prices/getTokenPrice.js'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { reviewEvmTransactions } from '../rpc/reviewEvmTransactions.js'
import {
  maxUserOperationCost,
  type StoredUserOperation,
} from './prepareUserOperation.js'

/**
 * The approval screen's review of a stored user operation: its calls
 * decoded **from the operation's callData** (the bytes signed), each
 * described and simulated from the smart account as for an EOA, and the
 * operation's own fee — the most it can cost (all gas limits × max fee
 * per gas; none when a paymaster sponsors it) — in place of per-call
 * fees; `smartAccount` says which account sends, that it deploys with this
 * operation, that the calls are one atomic operation, and who sponsors.
 */
export async function reviewUserOperation(
  chain: ChainSettings,
  {
    account,
    op,
    prices = {},
  }: {
    account: HybridDeleGatorAccount
    op: StoredUserOperation
    prices?: Readonly<Record<string, number>> | undefined
  },
): Promise<EvmTransactionReview> {
  const calls = await account.decodeCalls!(op.callData)
  const review = await reviewEvmTransactions(chain, {
    from: op.sender,
    transactions: calls.map((call) => ({
      to: call.to,
      ...(call.data && call.data !== '0x' ? { data: call.data } : {}),
      value: numberToHex(call.value ?? 0n),
      gas: '0x0',
      maxFeePerGas: '0x0',
      maxPriorityFeePerGas: '0x0',
    })),
    prices,
  })
  const maxFee = maxUserOperationCost(op)
  const price = getTokenPrice({ prices }, chain.nativeCurrency.symbol)
  const { maxFeeUsd: _perCallUsd, ...rest } = review
  return {
    ...rest,
    calls: review.calls.map(
      ({ gas, maxFeePerGas, maxPriorityFeePerGas, maxFee, ...call }) => call,
    ),
    maxFee: maxFee.toString(),
    ...(price > 0 && {
      maxFeeUsd:
        Number(formatUnits(maxFee, chain.nativeCurrency.decimals)) * price,
    }),
    smartAccount: {
      address: op.sender,
      deploys: op.factory !== undefined,
      atomic: true,
      ...(op.paymaster && { sponsor: op.sponsor ?? { name: '' } }),
    },
  }
}
