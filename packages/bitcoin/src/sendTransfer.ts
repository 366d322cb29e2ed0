import type { Config } from '@latch/core'
import { getBitcoinConnection } from './getBitcoinConnection.js'

export type SendTransferParameters = {
  /** A Bitcoin address of the active network (mainnet or testnet, SPEC §5). */
  recipientAddress: string
  /** Satoshis: a positive whole number (bigint, number or decimal string). */
  amount: bigint | number | string
  /** OP_RETURN data, hex without 0x, for wallets that support it. */
  memo?: string | undefined
}

/**
 * Asks the wallet connected in the bip122 namespace to send `amount`
 * satoshis from its payment address to `recipientAddress`; resolves with
 * the transaction id. The recipient must be an address of the connected
 * network (InvalidBitcoinRecipientError) and the amount a positive whole
 * number of satoshis (InvalidBitcoinAmountError); both are checked before
 * the wallet is asked.
 *
 * @example
 * const { txid } = await sendTransfer(config, {
 *   recipientAddress: 'tb1q…',
 *   amount: 10_000n,
 * })
 */
export async function sendTransfer(
  config: Config,
  parameters: SendTransferParameters,
): Promise<{ readonly txid: string }> {
  const { provider, account, chain, testnet } =
    await getBitcoinConnection(config)
  const { checkTransfer } = await import('./checkTransfer.js')
  const amount = checkTransfer(parameters, testnet)
  return provider.sendTransfer({
    account,
    chain,
    recipientAddress: parameters.recipientAddress,
    amount,
    memo: parameters.memo,
  })
}
