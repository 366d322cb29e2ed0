import { describe, expect, it } from 'vitest'
import { parseWalletTokens } from './parseWalletTokens.js'

const LDT = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const parse = (assets: unknown[]) =>
  parseWalletTokens(assets, { chainId: 31337, nativeCurrency: ether })

const erc20 = (fields: Record<string, unknown> = {}, meta = {}) => ({
  address: LDT.toLowerCase(),
  balance: '0x24e3d5a88e75520000', // 680.5 × 10^18
  type: 'erc20',
  ...fields,
  metadata: { name: 'Latch Demo Token', symbol: 'LDT', decimals: 18, ...meta },
})

describe('parseWalletTokens', () => {
  it('reads native and ERC-20 lines as token balances (CAIP ids, checksummed, priced)', () => {
    expect(
      parse([
        {
          address: 'native',
          balance: '0xde0b6b3a7640000',
          type: 'native',
          metadata: { price: 3000, iconUrl: 'https://x.example/eth.svg' },
        },
        erc20({}, { price: 0.5 }),
      ]),
    ).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        quantity: { decimals: '18', numeric: '1' },
        price: 3000,
        value: 3000,
        iconUrl: 'https://x.example/eth.svg',
      },
      {
        name: 'Latch Demo Token',
        symbol: 'LDT',
        chainId: 'eip155:31337',
        address: `eip155:31337:${LDT}`,
        quantity: { decimals: '18', numeric: '680.5' },
        price: 0.5,
        value: 340.25,
        iconUrl: null,
      },
    ])
  })

  it('leaves out entries that are not fungible assets or not well formed', () => {
    const hostile: unknown[] = [
      null,
      'native',
      42,
      [],
      { type: 'erc721', address: LDT, balance: '0x1', metadata: {} },
      { type: 'native', address: LDT, balance: '0x1' },
      erc20({ address: 'native' }),
      erc20({ address: '0x1234' }),
      erc20({ address: `${LDT}00` }),
      erc20({ address: { toString: () => LDT } }),
      erc20({ balance: 12 }),
      erc20({ balance: '12' }),
      erc20({ balance: '0x' }),
      erc20({ balance: '0xzz' }),
      erc20({ balance: '-0x1' }),
      erc20({ balance: `0x${'f'.repeat(65)}` }),
      erc20({ balance: `0x${'f'.repeat(100_000)}` }),
      erc20({}, { decimals: 37 }),
      erc20({}, { decimals: -1 }),
      erc20({}, { decimals: 1.5 }),
      erc20({}, { decimals: '18' }),
      erc20({}, { decimals: Number.NaN }),
      erc20({}, { decimals: '0x1000' }),
      erc20({}, { decimals: undefined }),
      erc20({}, { symbol: '' }),
      erc20({}, { symbol: '   ' }),
      erc20({}, { symbol: 'X'.repeat(17) }),
      erc20({}, { symbol: 'A'.repeat(1_000_000) }),
      erc20({}, { symbol: 'US\u202eDT' }),
      erc20({}, { symbol: 'LDT\n' + 'x' }),
      erc20({}, { symbol: { length: 3 } }),
      { address: LDT, balance: '0x1', type: 'erc20', metadata: 'LDT' },
      { address: LDT, balance: '0x1', type: 'erc20', metadata: null },
    ]
    // Each on its own, so a miss names its entry.
    for (const entry of hostile)
      expect(parse([entry]), String(entry)).toEqual([])
    expect(parse([...hostile, erc20()])).toHaveLength(1)
  })

  it('keeps a line but drops a bad name, price or icon', () => {
    const [line] = parse([
      erc20(
        {},
        {
          name: 'N'.repeat(65),
          price: Number.POSITIVE_INFINITY,
          iconUrl: 'javascript:alert(1)',
        },
      ),
    ])
    expect(line).toMatchObject({ name: 'LDT', iconUrl: null })
    expect(line).not.toHaveProperty('price')
    expect(line).not.toHaveProperty('value')
    for (const meta of [
      { price: -1 },
      { price: '3000' },
      { iconUrl: `https://x.example/${'a'.repeat(2048)}` },
      { iconUrl: 'data:image/svg+xml,<svg onload=alert(1)>' },
    ]) {
      const [again] = parse([erc20({}, meta)])
      expect(again?.price).toBeUndefined()
      expect(again?.iconUrl).toBeNull()
    }
  })

  it('accepts hex decimals, 0 and 36, and the maximum uint256', () => {
    const max = `0x${'f'.repeat(64)}`
    const lines = parse([
      erc20({}, { decimals: '0x6' }),
      erc20({ address: `0x${'1'.repeat(40)}`, balance: max }, { decimals: 36 }),
      erc20(
        { address: `0x${'2'.repeat(40)}`, balance: '0x5' },
        { decimals: 0 },
      ),
    ])
    expect(lines.map((l) => l.quantity)).toEqual([
      { decimals: '6', numeric: '680500000000000' },
      {
        decimals: '36',
        numeric:
          '115792089237316195423570985008687907853269.984665640564039457584007913129639935',
      },
      { decimals: '0', numeric: '5' },
    ])
  })

  it('keeps one line per token and at most 200 lines', () => {
    expect(parse([erc20(), erc20({ address: LDT })])).toHaveLength(1)
    const many = Array.from({ length: 500 }, (_, i) =>
      erc20({ address: `0x${i.toString(16).padStart(40, '0')}` }),
    )
    expect(parse(many)).toHaveLength(200)
  })

  it('a native line without metadata and without a network has no symbol: left out', () => {
    const native = { address: 'native', balance: '0x1', type: 'native' }
    expect(parseWalletTokens([native], { chainId: 1 })).toEqual([])
    expect(parse([native])[0]).toMatchObject({
      symbol: 'ETH',
      quantity: { decimals: '18', numeric: '0.000000000000000001' },
    })
  })
})
