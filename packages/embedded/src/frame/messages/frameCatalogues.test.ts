// The approval screen's catalogues: same keys and placeholders as English,
// worded alike to the English screen, amounts in each language's digits
// with every digit kept, deadlines with a date.
import { type EvmRequestReview, wordEvmReview } from '@latch/common/describe'
import type { EvmTransactionReview } from '@latch/common/embedded-protocol'
import {
  type SolanaRequestReview,
  wordSolanaReview,
} from '@latch/solana/transactions'
import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { frameText } from '../text.js'
import { type FrameMessages, frameMessages } from './en.js'
import { frameLocales } from './frameLocales.js'
import { loadFrameText } from './loadFrameText.js'
import { localizeDecimal } from './localizeDecimal.js'
import { toFrameText } from './toFrameText.js'

const others = frameLocales.filter((locale) => locale !== 'en')
const load = async (locale: string): Promise<FrameMessages> =>
  (await import(`./locales/${locale}.ts`)).default
const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('frame catalogues', () => {
  it.each(others)(
    '%s has every English key, no other, and the same placeholders',
    async (locale) => {
      const messages = await load(locale)
      expect(Object.keys(messages).sort()).toEqual(
        Object.keys(frameMessages).sort(),
      )
      for (const [key, english] of Object.entries(frameMessages)) {
        const text = messages[key as keyof FrameMessages]
        expect(text.trim(), `${locale}.${key}`).not.toBe('')
        expect(placeholders(text), `${locale}.${key}`).toEqual(
          placeholders(english),
        )
      }
    },
  )

  it('picks the language of a tag, else English', async () => {
    expect((await loadFrameText('de-AT')).locale).toBe('de')
    expect((await loadFrameText('pt')).locale).toBe('pt-BR')
    expect((await loadFrameText('ZH-cn')).locale).toBe('zh-CN')
    // as the modal: no Traditional Chinese catalogue, so English
    expect((await loadFrameText('zh-TW')).locale).toBe('en')
    const fallback = await loadFrameText('xx')
    expect(fallback).toEqual({ locale: 'en', text: frameText })
    expect((await loadFrameText('ar')).text.approve).toBe('موافقة')
  })
})

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender = '0x00000000000000000000000000000000000a77Ac'
const call = {
  to: token,
  value: '1500000000000000000',
  dataBytes: 68,
  gas: '50000',
  maxFeePerGas: '2000000000',
  maxPriorityFeePerGas: '1000000000',
  nonce: 7,
}
const transaction = (
  overrides: Partial<EvmTransactionReview> = {},
): EvmTransactionReview => ({
  namespace: 'eip155',
  kind: 'transaction',
  chainId: 31337,
  currency: { symbol: 'ETH', decimals: 18 },
  calls: [
    {
      ...call,
      decoded: {
        standard: 'erc20',
        kind: 'approve',
        token,
        symbol: 'LDT',
        decimals: 18,
        spender,
        amount: maxUint256.toString(),
        unlimited: true,
      },
    },
    {
      ...call,
      decoded: {
        standard: 'erc20',
        kind: 'transfer',
        token,
        symbol: 'LDT',
        decimals: 18,
        to: spender,
        amount: '123456789012345678901234567',
      },
    },
  ],
  maxFee: '100000000000000',
  maxFeeUsd: 0.42,
  simulation: {
    status: 'ok',
    changes: [{ token, symbol: 'LDT', decimals: 18, delta: '-1' }],
  },
  warnings: [
    { kind: 'unlimitedApproval', token, spender },
    { kind: 'simulationReverted', call: 2, reason: 'no funds' },
  ],
  ...overrides,
})
const swapCall = {
  ...call,
  to: '0xdD02DC1a36a690D7A7502Cb1406fC1725fc4b75d',
  value: '0',
  swap: {
    protocol: 'uniswap-v3',
    kind: 'exactInputSingle',
    tokenIn: { token, symbol: 'LDT', decimals: 18 },
    tokenOut: { token: 'native', symbol: 'ETH', decimals: 18 },
    path: [token, '0xB97127a14F782EC2f252f8c3753AB8Db39126ed2'],
    amountIn: '20000000000000000000',
    amountOutMinimum: '4522211222222221',
    recipient: spender,
    deadline: '1800000000',
  },
} as const
const swapWarning = {
  kind: 'swapRecipient',
  call: 2,
  recipient: spender,
} as const
const evmReviews: [string, EvmRequestReview][] = [
  ['wallet_sendCalls', transaction()],
  [
    'wallet_sendCalls',
    transaction({
      calls: [
        call,
        {
          ...swapCall,
          swap: { ...swapCall.swap, path: [...swapCall.swap.path] },
        },
      ],
      warnings: [swapWarning],
    }),
  ],
  [
    'eth_sendTransaction',
    transaction({
      calls: [
        {
          ...swapCall,
          swap: { ...swapCall.swap, path: [...swapCall.swap.path] },
        },
      ],
      warnings: [{ ...swapWarning, call: 1 }],
    }),
  ],
  ['eth_sendTransaction', transaction({ calls: [call], warnings: [] })],
  [
    'personal_sign',
    {
      namespace: 'eip155',
      kind: 'message',
      text: 'gm',
      warnings: [{ kind: 'invisibleCharacters', count: 1 }],
    } as EvmRequestReview,
  ],
  [
    'eth_signTypedData_v4',
    {
      namespace: 'eip155',
      kind: 'typedData',
      primaryType: 'Mail',
      domain: [{ name: 'name', type: '', value: 'Latch' }],
      fields: [{ name: 'contents', type: 'string', value: 'hi' }],
      warnings: [
        { kind: 'ignoredFields', count: 2 },
        { kind: 'otherChain', signedFor: 1, current: 31337 },
      ],
    } as EvmRequestReview,
  ],
]
const solanaReview: SolanaRequestReview = {
  namespace: 'solana',
  account: 'Payer111',
  transactions: [
    {
      feePayer: 'Payer111',
      instructions: [
        {
          program: 'system',
          programAddress: '11111111111111111111111111111111',
          kind: 'TransferSol',
          fields: { destination: 'To111', amount: '1250000000' },
          warnings: [],
        },
        {
          program: 'token',
          programAddress: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          kind: 'Approve',
          fields: { amount: '18446744073709551615' },
          warnings: ['approve', 'unlimitedApproval'],
        },
      ],
      simulation: {
        status: 'ok',
        changes: [
          {
            account: 'Payer111',
            user: true,
            asset: 'SOL',
            before: '2000000000',
            after: '749995000',
          },
        ],
      },
    },
  ],
} as unknown as SolanaRequestReview

describe('toFrameText', () => {
  it('with the English catalogue words every review as the English screen does', () => {
    const english = toFrameText(frameMessages, 'en')
    for (const [method, review] of evmReviews)
      expect(wordEvmReview(method, review, english.evm)).toEqual(
        wordEvmReview(method, review, frameText.evm),
      )
    for (const method of [
      'solana_signAndSendTransaction',
      'solana_signTransaction',
      'solana_custom',
    ])
      expect(wordSolanaReview(method, solanaReview, english.solana)).toEqual(
        wordSolanaReview(method, solanaReview, frameText.solana),
      )
    expect(english.networkName('Devnet', 31337)).toBe(
      frameText.networkName('Devnet', 31337),
    )
    expect(english.originMismatch('https://a.example')).toBe(
      frameText.originMismatch('https://a.example'),
    )
  })

  it.each(others)(
    '%s words every review with no placeholder left',
    async (locale) => {
      const text = toFrameText(await load(locale), locale)
      const words = [
        ...evmReviews.map(([method, review]) =>
          wordEvmReview(method, review, text.evm),
        ),
        wordSolanaReview('solana_signTransaction', solanaReview, text.solana),
      ]
      expect(JSON.stringify(words)).not.toMatch(/\{\w+\}/)
    },
  )

  it('German: amounts with every digit in German notation, the fee in euro-style USD, a deadline with its date', async () => {
    const text = toFrameText(await load('de'), 'de')
    const shown = wordEvmReview('wallet_sendCalls', transaction(), text.evm)
    const value = (label: string) =>
      shown.details.find((row) => row.label === label)?.value
    expect(value('Aufruf 1 · Betrag')).toBe('1,5 ETH')
    expect(value('Aufruf 2 · Menge')).toBe('123456789,012345678901234567 LDT')
    expect(value('Aufruf 1 · Menge')).toBe('Unbegrenzt')
    expect(value('Aufruf 1 · Höchstgebühr pro Gas')).toBe('2 Gwei')
    expect(value('Maximale Netzwerkgebühr')).toBe('0,0001 ETH (≈ 0,42\u00a0$)')
    expect(value('Saldoänderungen (simuliert)')).toBe(
      '-0,000000000000000001 LDT',
    )
    expect(shown.warnings).toEqual([
      `Unbegrenzte Genehmigung: ${spender} darf alle deine ${token}-Token bewegen, jetzt und später.`,
      'Aufruf 2 schlägt in der Simulation fehl: no funds. Die Netzwerkgebühr kann trotzdem anfallen.',
    ])
    const permit = wordEvmReview(
      'eth_sendTransaction',
      transaction({
        calls: [
          {
            ...call,
            decoded: {
              standard: 'erc20',
              kind: 'permit',
              token,
              owner: spender,
              spender,
              amount: '1',
              deadline: '1700000000',
            },
          },
        ],
        warnings: [],
      }),
      text.evm,
    )
    expect(permit.details.find((row) => row.label === 'Frist')?.value).toBe(
      '1700000000 (14.11.2023, 22:13 UTC)',
    )
    const [, [, swapBatch] = []] = evmReviews
    const swap = wordEvmReview('wallet_sendCalls', swapBatch!, text.evm)
    const row = (label: string) =>
      swap.details.find((r) => r.label === label)?.value
    expect(row('Aufruf 2 · Aktion')).toBe('Token tauschen')
    expect(row('Aufruf 2 · Du zahlst')).toBe(`20 LDT (${token})`)
    expect(row('Aufruf 2 · Mindestens erhalten')).toBe(
      '0,004522211222222221 ETH',
    )
    expect(row('Aufruf 2 · Empfänger')).toBe(spender)
    expect(row('Aufruf 2 · Frist')).toBe('1800000000 (15.01.2027, 08:00 UTC)')
    expect(swap.warnings).toEqual([
      `Der Tausch in Aufruf 2 zahlt an ${spender}, nicht an dein Konto.`,
    ])
  })
})

describe('localizeDecimal', () => {
  const ascii = (text: string) =>
    text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))

  it('keeps every digit, in the language’s separator and digits', () => {
    const big =
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935'
    expect(localizeDecimal(big, 'de')).toBe(big.replace('.', ','))
    expect(localizeDecimal(big, 'en')).toBe(big)
    expect(localizeDecimal('-1234.5', 'fr')).toBe('-1234,5')
    expect(localizeDecimal('+0.000000000000000001', 'hi')).toBe(
      '+0.000000000000000001',
    )
    const arabic = localizeDecimal(big, 'ar-EG')
    expect(arabic).not.toBe(big)
    expect(ascii(arabic).replace('٫', '.')).toBe(big)
  })

  it('leaves anything but a decimal as it is', () => {
    expect(localizeDecimal('1e5', 'de')).toBe('1e5')
    expect(localizeDecimal('—', 'de')).toBe('—')
    const long = `0.${'1'.repeat(101)}`
    expect(localizeDecimal(long, 'de')).toBe(long)
  })
})
