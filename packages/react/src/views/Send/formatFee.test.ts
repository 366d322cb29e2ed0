import { expect, test } from 'vitest'
import { en } from '../../messages/en.js'
import { viewMessages } from '../../messages/viewMessages.js'

// The strings a view opened after the click reads (useViewMessages).
const messages = { ...en, ...viewMessages }

import { loadCatalogue } from '../../messages/loadCatalogue.js'
import { formatFee } from './formatFee.js'
import type { SendFee } from './useSendFee.js'

const fee = (formatted: string, usd?: number): SendFee => ({
  status: 'success',
  fee: {
    gas: 21_000n,
    gasPrice: 1n,
    fee: 1n,
    formatted,
    symbol: 'ETH',
    usd,
  },
})

test('English: six decimals floored, never through a float, and dollars', () => {
  expect(formatFee(fee('1234.123456789', 2.5), messages, 'en-US')).toBe(
    '1,234.123456 ETH ≈ $2.50',
  )
  expect(formatFee(fee('0.000000042'), messages, 'en-US')).toBe('<0.000001 ETH')
  expect(formatFee(fee('0.00002', 0.001), messages, 'en-US')).toBe(
    '0.00002 ETH ≈ <$0.01',
  )
  expect(formatFee({ status: 'loading' }, messages, 'en-US')).toBe(
    'Estimating…',
  )
})

test('in German and French: their separators and their dollar strings', async () => {
  const de = await loadCatalogue('de')
  expect(formatFee(fee('1234.123456789', 2.5), de, 'de-DE')).toBe(
    '1.234,123456 ETH ≈ 2,50 $',
  )
  expect(formatFee(fee('0.000000042'), de, 'de-DE')).toBe('<0,000001 ETH')
  const fr = await loadCatalogue('fr')
  expect(formatFee(fee('0.5', 1234.5), fr, 'fr')).toBe(
    '0,5 ETH ≈ 1\u202f234,50 $ US',
  )
  expect(formatFee({ status: 'error' }, fr, 'fr')).toBe('Indisponible')
})
