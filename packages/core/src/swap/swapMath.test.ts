import { expect, test } from 'vitest'
import { initialSwapState, nextSwapState } from './nextSwapState.js'
import { minimumReceived, priceImpactBps, slippageBps } from './swapMath.js'

test('the minimum received is the quote less the slippage, rounded down', () => {
  expect(minimumReceived(1000n, '1')).toBe(990n)
  expect(minimumReceived(999n, '1')).toBe(989n)
  expect(minimumReceived(10n ** 18n, '0.5')).toBe(995n * 10n ** 15n)
  expect(slippageBps('2.25')).toBe(225n)
  expect(() => slippageBps('0.125')).toThrow()
})

test('price impact compares the trade with the probe rate, never below 0', () => {
  expect(priceImpactBps({ in: 1000n, out: 900n }, { in: 1n, out: 1n })).toBe(
    1000n,
  )
  expect(priceImpactBps({ in: 1000n, out: 1000n }, { in: 10n, out: 9n })).toBe(
    0n,
  )
})

test('the swap flow moves through named transitions', () => {
  const edited = nextSwapState(undefined, {
    type: 'swap/edited',
    patch: { amount: '0.5' },
  })
  expect(edited).toEqual({ ...initialSwapState, amount: '0.5' })
  expect(initialSwapState.slippage).toBe('1')
  const waiting = nextSwapState(edited, {
    type: 'swap/stepChanged',
    step: 'approve',
  })
  expect(waiting?.step).toBe('approve')
  expect(nextSwapState(waiting, { type: 'swap/reset' })).toBeUndefined()
})
