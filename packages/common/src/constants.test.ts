import { expect, test } from 'vitest'
import * as constants from './constants.js'
import { version } from './version.js'

test('SPEC §9 values', () => {
  expect(constants.RECENT_WALLETS_MAX).toBe(2)
  expect(constants.TOAST_RESHOW_DELAY_MS).toBe(150)
  expect(constants.MODAL_WIDTH_PX).toBe(360)
  expect(constants.VIEW_ANIMATION_MS).toEqual({ enter: 120, exit: 150 })
  expect(constants.SHAKE_MS).toBe(500)
  expect(constants.WALLET_LIST_PAGE_SIZE).toBe(40)
  expect(constants.RECOMMENDED_WALLETS).toBe(4)
  expect(constants.WALLET_SEARCH_MAX).toBe(100)
  expect(constants.WALLET_SEARCH_MIN_WAIT_MS).toBe(300)
  expect(constants.PAIRING_LIFETIME_MS).toBe(4 * 60 * 1000)
  expect(constants.PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
  expect(constants.BALANCE_RETRY_BLOCK_MS).toBe(30_000)
  expect(constants.PORTFOLIO_CACHE_MS).toBe(30_000)
  expect(constants.NATIVE_BALANCE_CACHE_MS).toBe(30_000)
  expect(constants.NAME_CACHE_MS).toBe(5 * 60 * 1000)
  expect(constants.IDENTITY_CACHE_MS).toBe(5 * 60 * 1000)
  expect(constants.RPC_TIMEOUT_MS).toBe(10_000)
  expect(constants.RPC_RETRY_COUNT).toBe(3)
  expect(constants.RPC_RETRY_DELAY_MS).toBe(150)
  expect(constants.STORAGE_VERSION).toBe(1)
  expect(constants.EMAIL_COOLDOWN_MS).toBe(30_000)
  expect(constants.LATCH_VERSION).toBe(version)
  expect(constants.SWAP_SLIPPAGE_PERCENT).toBe(1)
  expect(constants.ONRAMP_FEE_PERCENT).toEqual({ min: 1, max: 2 })
  expect(constants.ONRAMP_SAMPLE_LIMITS).toEqual({
    card: { min: '10.00', max: '7500.00' },
    bankAccount: { min: '10.00', max: '25000.00' },
  })
  expect(constants.FALLBACK_POLLING_MS).toBe(4_000)
  expect(constants.FALLBACK_SAMPLE_COUNT).toBe(10)
  expect(constants.HTTP_BATCH_SIZE).toBe(1_000)
  expect(constants.ERROR_TELEMETRY_MAX).toBe(5)
  expect(constants.ERROR_TELEMETRY_WINDOW_MS).toBe(60_000)
  expect(constants.LOGGER_MAX_BYTES).toBe(1_024_000)
})
