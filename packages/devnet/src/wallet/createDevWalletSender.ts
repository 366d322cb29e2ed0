import type { EvmTransactionFields } from '@latch/common/describe'
import { type Hex, hexToBigInt, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import {
  prepareDevTransaction,
  type TransactionRequest,
} from './prepareDevTransaction.js'
import { sendDevTransaction } from './sendDevTransaction.js'
import { type CallsBatch, sendCallsSequentially } from './walletCalls.js'

export type DevWalletSenderParameters = {
  /** The account that signs (read when a request arrives). */
  account(): PrivateKeyAccount
  /** The current chain's RPC. */
  rpc(): { url: string; chainId: number }
  /** Asks the user about these transactions as they will be signed. */
  askToSend(
    method: string,
    transactions: EvmTransactionFields[],
    feeError?: string | undefined,
  ): Promise<void>
}

/** What a prompt shows of a call whose gas and fees are not set yet. */
const unprepared = (tx: TransactionRequest): EvmTransactionFields => ({
  to: isHex(tx.to) ? tx.to : undefined,
  data: isHex(tx.data) ? tx.data : undefined,
  value: isHex(tx.value) ? hexToBigInt(tx.value) : 0n,
})

/**
 * The dev wallet's sending: each transaction is prepared (gas, fees) before
 * the prompt, shown as it will be signed, and sent in order after the ones
 * before it, so nonces never collide.
 */
export function createDevWalletSender(parameters: DevWalletSenderParameters) {
  const { account, rpc, askToSend } = parameters
  let sending: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const run = sending.then(task)
    sending = run.catch(() => undefined)
    return run
  }

  return {
    /** eth_sendTransaction: resolves with the hash. */
    async sendTransaction(
      method: string,
      transaction: TransactionRequest,
    ): Promise<Hex> {
      const signer = account()
      const chain = rpc()
      const prepared = await prepareDevTransaction({
        from: signer.address,
        chain,
        transaction,
      }).catch((error: unknown) => ({ error }))
      if ('error' in prepared) {
        // As wallets do: the prompt says the fee could not be set (the
        // call reverts), and approving it reports why.
        const { error } = prepared
        await askToSend(
          method,
          [unprepared(transaction)],
          error instanceof Error ? error.message : String(error),
        )
        throw error
      }
      await askToSend(method, [prepared])
      return inTurn(() =>
        sendDevTransaction({ account: signer, chain, transaction: prepared }),
      )
    },

    /** wallet_sendCalls: the calls one after another (see walletCalls). */
    async sendCalls(method: string, batch: CallsBatch): Promise<void> {
      const signer = account()
      const chain = rpc()
      const prepare = (transaction: TransactionRequest) =>
        prepareDevTransaction({ from: signer.address, chain, transaction })
      // A later call may need the earlier ones mined first (approve, then
      // spend): when its gas cannot be estimated yet, the prompt shows it
      // without gas and fees, and it is prepared when its turn comes.
      const prepared = await Promise.all(
        batch.calls.map((call, i) =>
          i === 0 ? prepare(call) : prepare(call).catch(() => undefined),
        ),
      )
      await askToSend(
        method,
        batch.calls.map((call, i) => prepared[i] ?? unprepared(call)),
      )
      let index = 0
      await inTurn(() =>
        sendCallsSequentially(batch, async (call) => {
          const transaction = prepared[index++] ?? (await prepare(call))
          return sendDevTransaction({ account: signer, chain, transaction })
        }),
      )
    },
  }
}
