import { base64, hex } from '@scure/base'
import * as btc from '@scure/btc-signer'

/** The made-up output the demo PSBT spends (no node here to fund one). */
export const DEMO_PREVOUT = {
  txid: '6b9c8e1c4d1f3f1e0a4a3f0c2e5d7b9a8c6e4f2a1b3d5c7e9f0a2b4c6d8e0f1a',
  index: 0,
  amount: 100_000n,
}
/** What the demo PSBT pays back to the same address (the rest is fee). */
export const DEMO_SEND = 90_000n

/** Bitcoin mainnet or testnet parameters for `address`'s prefix. */
export function bitcoinNetworkOf(address: string) {
  return /^(tb1|bcrt1|[mn2])/i.test(address) ? btc.TEST_NETWORK : btc.NETWORK
}

/**
 * A PSBT (base64) with one input spending a made-up 100,000-sat output of
 * `address` and one output paying 90,000 sats back to it: enough for the
 * wallet to sign input 0 and for anyone to finalize the result. P2WPKH and
 * P2SH addresses need only the output script; P2TR also needs the wallet's
 * x-only key (`publicKey`, hex, 32 or 33 bytes). Throws for an address
 * that does not decode.
 */
export function createDemoPsbt(address: string, publicKey?: string): string {
  const network = bitcoinNetworkOf(address)
  const script = btc.OutScript.encode(btc.Address(network).decode(address))
  const tx = new btc.Transaction()
  const taproot = btc.OutScript.decode(script).type === 'tr'
  tx.addInput({
    txid: DEMO_PREVOUT.txid,
    index: DEMO_PREVOUT.index,
    witnessUtxo: { script, amount: DEMO_PREVOUT.amount },
    ...(taproot && publicKey
      ? { tapInternalKey: hex.decode(publicKey).slice(-32) }
      : {}),
  })
  tx.addOutputAddress(address, DEMO_SEND, network)
  return base64.encode(tx.toPSBT())
}
