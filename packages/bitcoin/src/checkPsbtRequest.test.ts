import { base64, hex } from '@scure/base'
import { TEST_NETWORK, Transaction } from '@scure/btc-signer'
import { expect, test } from 'vitest'
import { checkPsbtRequest } from './checkPsbtRequest.js'
import { InvalidPsbtError } from './errors.js'

const address = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'

function psbt() {
  const tx = new Transaction()
  tx.addInput({
    txid: hex.decode('22'.repeat(32)),
    index: 1,
    witnessUtxo: {
      script: hex.decode(`0014${'ab'.repeat(20)}`),
      amount: 20_000n,
    },
  })
  tx.addOutputAddress(address, 15_000n, TEST_NETWORK)
  return base64.encode(tx.toPSBT())
}

test('a PSBT that parses and inputs it has', () => {
  expect(() =>
    checkPsbtRequest({
      psbt: psbt(),
      signInputs: [{ address, index: 0, sighashTypes: [1] }],
    }),
  ).not.toThrow()
})

test.each([
  ['empty', { psbt: '', signInputs: [{ address, index: 0 }] }],
  ['not base64', { psbt: 'not base64', signInputs: [{ address, index: 0 }] }],
  [
    'not a PSBT',
    {
      psbt: base64.encode(new Uint8Array(40)),
      signInputs: [{ address, index: 0 }],
    },
  ],
  ['a number', { psbt: 7, signInputs: [{ address, index: 0 }] }],
  ['no inputs', { psbt: psbt(), signInputs: [] }],
  ['inputs not a list', { psbt: psbt(), signInputs: 'all' }],
  ['index past the end', { psbt: psbt(), signInputs: [{ address, index: 1 }] }],
  ['negative index', { psbt: psbt(), signInputs: [{ address, index: -1 }] }],
  ['fractional index', { psbt: psbt(), signInputs: [{ address, index: 0.5 }] }],
  ['no address', { psbt: psbt(), signInputs: [{ address: '', index: 0 }] }],
  ['null input', { psbt: psbt(), signInputs: [null] }],
  [
    'sighash names',
    {
      psbt: psbt(),
      signInputs: [{ address, index: 0, sighashTypes: ['ALL'] }],
    },
  ],
])('%s → InvalidPsbtError', (_, parameters) => {
  expect(() => checkPsbtRequest(parameters)).toThrow(InvalidPsbtError)
})
