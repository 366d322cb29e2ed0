import { expect, test } from 'vitest'
import { withTimeout } from './withTimeout.js'

test('resolves in time, rejects with errorInstance and aborts late', async () => {
  const errorInstance = new Error('late')
  await expect(
    withTimeout(async () => 1, { timeout: 50, errorInstance }),
  ).resolves.toBe(1)
  let aborted = false
  await expect(
    withTimeout(
      ({ signal }) =>
        new Promise((resolve) => {
          signal?.addEventListener('abort', () => {
            aborted = true
          })
          setTimeout(resolve, 200)
        }),
      { timeout: 10, errorInstance, signal: true },
    ),
  ).rejects.toBe(errorInstance)
  expect(aborted).toBe(true)
  await expect(
    withTimeout(() => Promise.reject(new Error('own')), {
      timeout: 50,
      errorInstance,
    }),
  ).rejects.toThrow('own')
})
