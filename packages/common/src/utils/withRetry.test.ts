import { expect, test } from 'vitest'
import { withRetry } from './withRetry.js'

test('retries until success', async () => {
  let calls = 0
  const result = await withRetry(
    async () => {
      calls++
      if (calls < 3) throw new Error('nope')
      return 'ok'
    },
    { retryCount: 3, delay: 1 },
  )
  expect(result).toBe('ok')
  expect(calls).toBe(3)
})

test('gives up after retryCount and honours shouldRetry', async () => {
  let calls = 0
  const fail = async () => {
    calls++
    throw new Error(`fail ${calls}`)
  }
  await expect(withRetry(fail, { retryCount: 2, delay: 0 })).rejects.toThrow(
    'fail 3',
  )
  calls = 0
  await expect(
    withRetry(fail, { retryCount: 5, delay: 0, shouldRetry: () => false }),
  ).rejects.toThrow('fail 1')
  const delays: number[] = []
  calls = 0
  await expect(
    withRetry(fail, {
      retryCount: 3,
      delay: ({ count }) => {
        delays.push(count)
        return 0
      },
    }),
  ).rejects.toThrow()
  expect(delays).toEqual([1, 2, 3])
})
