import { LOGGER_MAX_BYTES } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createLogger } from './createLogger.js'

const line = (message: string) =>
  ({ level: 'debug', source: 'core', message }) as const

describe('createLogger', () => {
  it('is bounded to about 1,024,000 bytes by default, the oldest dropped first', () => {
    expect(LOGGER_MAX_BYTES).toBe(1_024_000)
    const logger = createLogger()
    const kb = 'x'.repeat(1_000)
    for (let i = 0; i < 1_100; i++) logger.write(line(`${i}`.padEnd(1_000, kb)))
    expect(logger.bytes).toBeLessThanOrEqual(1_024_000)
    expect(logger.bytes).toBeGreaterThan(1_023_000)
    expect(logger.entries()).toHaveLength(1_024)
    expect(logger.dropped).toBe(76)
    expect(logger.entries()[0]?.message.startsWith('76x')).toBe(true)
    expect(logger.entries().at(-1)?.message.startsWith('1099x')).toBe(true)
  })

  it('counts UTF-8 bytes, and cuts one message over the bound to it', () => {
    let time = 0
    const logger = createLogger({ maxBytes: 10, now: () => ++time })
    logger.write(line('ééé'))
    expect(logger.bytes).toBe(6)
    logger.write(line('abcde'))
    expect(logger.entries().map((e) => e.message)).toEqual(['abcde'])
    logger.write(line('0123456789abc'))
    expect(logger.entries()).toEqual([
      { time: 3, level: 'debug', source: 'core', message: '0123456789' },
    ])
    expect(logger.bytes).toBe(10)
    expect(logger.dropped).toBe(2)
  })
})
