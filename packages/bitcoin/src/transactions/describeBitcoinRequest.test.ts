import { bitcoinAccount } from '@latch/devnet/bitcoin-signer'
import { base64 } from '@scure/base'
import {
  Address,
  NETWORK,
  OutScript,
  TEST_NETWORK,
  Transaction,
} from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { describeBitcoinRequest } from './describeBitcoinRequest.js'

const mainnet = { chainId: 'bip122:000000000019d6689c085ae165831e93' }
const testnet = { chainId: 'bip122:000000000933ea01ad0ee984209779ba' }

describe('describeBitcoinRequest', () => {
  it("a PSBT as signed: inputs and their amounts, outputs on the chain's network, the fee", () => {
    const own = bitcoinAccount(0, { testnet: false })
    const recipient = bitcoinAccount(1, { testnet: false }).address
    const tx = new Transaction()
    tx.addInput({
      txid: '11'.repeat(32),
      index: 0,
      witnessUtxo: { script: own.script, amount: 100_000n },
    })
    tx.addOutputAddress(recipient, 60_000n)
    tx.addOutputAddress(own.address, 39_000n)
    const params = {
      account: own.address,
      psbt: base64.encode(tx.toPSBT()),
      signInputs: [{ address: own.address, index: 0 }],
      broadcast: true,
    }
    expect(describeBitcoinRequest('signPsbt', params, mainnet)).toEqual({
      namespace: 'bip122',
      account: own.address,
      psbt: {
        inputs: [{ index: 0, amount: '100000' }],
        outputs: [
          { address: recipient, amount: '60000' },
          { address: own.address, amount: '39000' },
        ],
        fee: '1000',
      },
      signInputs: ['0'],
      broadcast: true,
    })
    // The same scripts on testnet read as testnet addresses.
    const onTestnet = describeBitcoinRequest('signPsbt', params, testnet).psbt
    expect(
      onTestnet && 'outputs' in onTestnet && onTestnet.outputs[0]?.address,
    ).toBe(
      Address(TEST_NETWORK).encode(
        OutScript.decode(OutScript.encode(Address(NETWORK).decode(recipient))),
      ),
    )
  })

  it('an input without its UTXO: no fee; a PSBT that does not parse says why', () => {
    const tx = new Transaction()
    tx.addInput({ txid: '22'.repeat(32), index: 1 })
    const psbt = describeBitcoinRequest(
      'signPsbt',
      { psbt: base64.encode(tx.toPSBT()) },
      mainnet,
    ).psbt
    expect(psbt).toEqual({ inputs: [{ index: 0 }], outputs: [] })
    expect(
      describeBitcoinRequest('signPsbt', { psbt: 'zz' }, mainnet).psbt,
    ).toEqual({ error: expect.any(String) })
  })

  it('messages and transfers as the page wrote them, invisible characters revealed', () => {
    expect(
      describeBitcoinRequest(
        'signMessage',
        { account: 'bc1q', message: 'hi\u202E', protocol: 'ecdsa' },
        mainnet,
      ),
    ).toEqual({
      namespace: 'bip122',
      account: 'bc1q',
      message: 'hi⟨U+202E⟩',
      protocol: 'ecdsa',
      warnings: [{ kind: 'invisibleCharacters', count: 1 }],
    })
    expect(
      describeBitcoinRequest(
        'sendTransfer',
        { recipientAddress: 'bc1x', amount: '150000', memo: 'rent' },
        mainnet,
      ),
    ).toEqual({
      namespace: 'bip122',
      recipient: 'bc1x',
      sats: '150000',
      memo: 'rent',
    })
    expect(
      describeBitcoinRequest('sendTransfer', { amount: 1.5 }, mainnet).amount,
    ).toBe('1.5')
    expect(describeBitcoinRequest('getAccounts', [1], mainnet).params).toBe(
      '[1]',
    )
  })
})
