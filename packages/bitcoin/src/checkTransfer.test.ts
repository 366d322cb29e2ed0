import { expect, test } from 'vitest'
import { checkTransfer } from './checkTransfer.js'
import {
  InvalidBitcoinAmountError,
  InvalidBitcoinRecipientError,
} from './errors.js'

// SPEC §5: the recipient is an address of the connected network, checksum
// included; the amount a positive whole number of satoshis.

const testnetTo =
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7'
const mainnetTo = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

test.each([
  [mainnetTo, false],
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', false],
  ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', false],
  ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', false],
  [testnetTo, true],
  ['tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', true],
  ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', true],
  ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', true],
] as const)('%s is a recipient on %s testnet', (address, testnet) => {
  expect(
    checkTransfer({ recipientAddress: address, amount: 1n }, testnet),
  ).toBe('1')
  expect(() =>
    checkTransfer({ recipientAddress: address, amount: 1n }, !testnet),
  ).toThrow(InvalidBitcoinRecipientError)
})

test.each([
  'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k8', // checksum
  'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfo', // base58check checksum
  'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', // v1 with bech32
  'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', // v0 with bech32m
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '',
  42,
  null,
])('recipient %j is refused on testnet', (recipientAddress) => {
  expect(() =>
    checkTransfer({ recipientAddress, amount: 1000n }, true),
  ).toThrow(InvalidBitcoinRecipientError)
})

test('the refusal names the network and its prefixes', () => {
  expect(() =>
    checkTransfer({ recipientAddress: mainnetTo, amount: 1n }, true),
  ).toThrow(
    `"${mainnetTo}" is not a Bitcoin testnet address (tb1…, m…, n… or 2…).`,
  )
})

test.each([
  [1n, '1'],
  [546, '546'],
  ['25000', '25000'],
  [2_100_000_000_000_000n, '2100000000000000'],
] as const)('amount %s is %s sats', (amount, sats) => {
  expect(checkTransfer({ recipientAddress: testnetTo, amount }, true)).toBe(
    sats,
  )
})

test.each([
  0n,
  -5n,
  0,
  1.5,
  Number.NaN,
  2 ** 60,
  '0',
  '1.5',
  '1e3',
  ' 10',
  '',
  '-1',
  2_100_000_000_000_001n,
  undefined,
  {},
])('amount %s is refused', (amount) => {
  expect(() =>
    checkTransfer({ recipientAddress: testnetTo, amount }, true),
  ).toThrow(InvalidBitcoinAmountError)
})
