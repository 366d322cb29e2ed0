import { hex, utf8 } from '@scure/base'
import { Script, selectUTXO } from '@scure/btc-signer'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import type { BitcoinAccount } from './bitcoinAccount.js'
import { type BitcoinNetwork, btcNetworkOf } from './bitcoinNetworks.js'
import { broadcastTransaction, fetchFeeRate, fetchUtxos } from './esplora.js'

/**
 * Sends `amount` satoshis from the account's P2WPKH address to
 * `recipientAddress`: its UTXOs from the network's Esplora API, coin
 * selection, fee and change by @scure/btc-signer's `selectUTXO`, an
 * OP_RETURN output with `memo` when given, signed, finalised and POSTed to
 * Esplora's /tx. Resolves with the txid.
 *
 * @throws {ProviderRpcError} -32000 when the UTXOs do not cover amount and fee
 */
export async function sendTransfer(
  {
    account,
    network,
  }: {
    account: Pick<BitcoinAccount, 'address' | 'privateKey' | 'script'>
    network: BitcoinNetwork
  },
  {
    recipientAddress,
    amount,
    memo,
  }: { recipientAddress: string; amount: bigint; memo?: string | undefined },
): Promise<string> {
  const [utxos, feePerByte] = await Promise.all([
    fetchUtxos(network.esploraUrl, account.address),
    fetchFeeRate(network.esploraUrl),
  ])
  const outputs: { address?: string; script?: Uint8Array; amount: bigint }[] = [
    { address: recipientAddress, amount },
  ]
  if (memo)
    outputs.push({
      script: Script.encode(['RETURN', utf8.decode(memo)]),
      amount: 0n,
    })
  const selected = selectUTXO(
    utxos.map((utxo) => ({
      txid: hex.decode(utxo.txid),
      index: utxo.vout,
      witnessUtxo: { script: account.script, amount: BigInt(utxo.value) },
    })),
    outputs as never,
    'default',
    {
      feePerByte,
      changeAddress: account.address,
      network: btcNetworkOf(network),
      createTx: true,
      allowUnknownOutputs: true,
    },
  )
  if (!selected?.tx)
    throw new ProviderRpcError(
      -32000,
      `Insufficient funds: ${amount} sats plus fee from ${utxos.length} UTXO(s)`,
    )
  const { tx } = selected
  tx.sign(account.privateKey)
  tx.finalize()
  const txid = await broadcastTransaction(network.esploraUrl, tx.hex)
  return txid || tx.id
}
