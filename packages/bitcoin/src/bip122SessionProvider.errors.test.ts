import {
  bitcoin,
  type CaipNetworkId,
  RpcError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@latch/common'
import { bitcoinAccount } from '@latch/devnet/bitcoin-signer'
import { base64, hex } from '@scure/base'
import { NETWORK, Transaction } from '@scure/btc-signer'
import { describe, expect, test } from 'vitest'
import { createBip122SessionProvider } from './bip122SessionProvider.js'
import { BitcoinWalletAnswerError } from './errors.js'

// What the provider makes of wallet errors and of answers that are wrong.

const mainnetChain = bitcoin.caipNetworkId
const own = bitcoinAccount(0, { testnet: false })
const ownTest = bitcoinAccount(0, { testnet: true })
const other = bitcoinAccount(1, { testnet: false })

/** A provider whose wallet answers `answer` to everything. */
const answering = (answer: unknown) =>
  createBip122SessionProvider(async () => answer)

function unsignedPsbt() {
  const tx = new Transaction()
  tx.addInput({
    txid: hex.decode('11'.repeat(32)),
    index: 0,
    witnessUtxo: { script: own.script, amount: 60_000n },
  })
  tx.addOutputAddress(other.address, 50_000n, NETWORK)
  return base64.encode(tx.toPSBT())
}

describe('wallet errors', () => {
  test('the wallet declining is UserRejectedRequestError (4001, 5000)', async () => {
    for (const code of [4001, 5000]) {
      const provider = createBip122SessionProvider(async () => {
        throw { code, message: 'User rejected the request.' }
      })
      await expect(
        provider.signMessage({
          account: own.address,
          chain: mainnetChain,
          message: 'x',
        }),
      ).rejects.toThrow(UserRejectedRequestError)
    }
  })

  test('unsupported methods and other accounts stay typed', async () => {
    const unauthorized = createBip122SessionProvider(async () => {
      throw { code: 4100, message: `Unknown account ${other.address}` }
    })
    await expect(
      unauthorized.getAccountAddresses({
        account: other.address,
        chain: mainnetChain,
      }),
    ).rejects.toMatchObject({ code: 4100 })
    const unsupported = createBip122SessionProvider(async () => {
      throw { code: 4200, message: 'Unsupported method' }
    })
    await expect(
      unsupported.sendTransfer({
        account: own.address,
        chain: mainnetChain,
        recipientAddress: other.address,
        amount: '1',
      }),
    ).rejects.toThrow(UnsupportedProviderMethodError)
  })

  test('addresses of the other network or of no network are rejected', async () => {
    const chain: CaipNetworkId = mainnetChain
    for (const answer of [
      null,
      'bc1',
      [{ address: ownTest.address }],
      [{ address: '0x52908400098527886E0F7030069857D2E4169EE7' }],
      [{ address: own.address, publicKey: 'xyz' }],
      [{ address: own.address, publicKey: [2, 3] }],
      [42],
    ])
      await expect(
        answering(answer).getAccountAddresses({ account: own.address, chain }),
      ).rejects.toThrow(BitcoinWalletAnswerError)
    // Bare strings (older wallets) and Stacks entries are understood.
    expect(
      await answering([
        own.address,
        { address: 'SP000000000000000000002Q6VF78', intention: 'stx' },
      ]).getAccountAddresses({ account: own.address, chain }),
    ).toEqual([{ address: own.address }])
  })

  test('anything thrown becomes a typed error, never a crash', async () => {
    for (const thrown of ['boom', 42, null, new Error('socket closed')]) {
      const provider = createBip122SessionProvider(async () => {
        throw thrown
      })
      await expect(
        provider.signPsbt({
          account: own.address,
          chain: mainnetChain,
          psbt: unsignedPsbt(),
          signInputs: [{ address: own.address, index: 0 }],
        }),
      ).rejects.toBeInstanceOf(RpcError)
    }
  })
})
