import { secp256k1 } from '@noble/curves/secp256k1.js'
import { hex } from '@scure/base'
import * as btc from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import {
  bitcoinNetworkOf,
  createDemoPsbt,
  DEMO_PREVOUT,
  DEMO_SEND,
} from './demoPsbt.js'

// Keys from @noble/curves and btc-signer's helpers (no hand-written Bitcoin).
const privateKey = hex.decode('11'.repeat(32))
const publicKey = secp256k1.getPublicKey(privateKey, true)
const testnet = btc.p2wpkh(publicKey, btc.TEST_NETWORK).address as string
const mainnet = btc.p2wpkh(publicKey, btc.NETWORK).address as string

describe('createDemoPsbt', () => {
  it('spends the made-up output of a P2WPKH address back to it; signed, it finalizes', () => {
    for (const address of [testnet, mainnet]) {
      const network = bitcoinNetworkOf(address)
      const base64 = createDemoPsbt(address)
      const tx = btc.Transaction.fromPSBT(
        Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
      )
      expect(tx.inputsLength).toBe(1)
      expect(tx.getInput(0).witnessUtxo?.amount).toBe(DEMO_PREVOUT.amount)
      expect(tx.outputsLength).toBe(1)
      expect(tx.getOutput(0).amount).toBe(DEMO_SEND)
      expect(
        btc
          .Address(network)
          .encode(btc.OutScript.decode(tx.getOutput(0).script as Uint8Array)),
      ).toBe(address)
      tx.signIdx(privateKey, 0)
      tx.finalize()
      expect(tx.isFinal).toBe(true)
    }
  })

  it('gives a taproot input the x-only key the wallet shares', () => {
    const xOnly = btc.utils.pubSchnorr(privateKey)
    const address = btc.p2tr(xOnly, undefined, btc.TEST_NETWORK)
      .address as string
    const tx = btc.Transaction.fromPSBT(
      Uint8Array.from(atob(createDemoPsbt(address, hex.encode(xOnly))), (c) =>
        c.charCodeAt(0),
      ),
    )
    expect(tx.getInput(0).tapInternalKey).toEqual(xOnly)
    tx.signIdx(privateKey, 0)
    tx.finalize()
    expect(tx.isFinal).toBe(true)
  })

  it('throws for what is not a Bitcoin address', () => {
    for (const bad of [
      '',
      'tb1qnotanaddress',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9',
    ])
      expect(() => createDemoPsbt(bad), bad).toThrow()
  })
})
