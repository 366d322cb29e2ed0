import { devnet } from '@latch/common'
import { expect, test } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { getLegalAccepted } from './getLegalAccepted.js'
import { setLegalAccepted } from './setLegalAccepted.js'
import { watchLegalAccepted } from './watchLegalAccepted.js'

const make = () =>
  createConfig({
    projectId: 'p',
    networks: [devnet],
    storage: memoryStorage(),
    ssr: true,
  })

test('the terms box starts unticked, each tick is one named transition, and configs share nothing', () => {
  const config = make()
  const other = make()
  expect(getLegalAccepted(config)).toBe(false)
  const seen: boolean[] = []
  const stop = watchLegalAccepted(config, {
    onChange: () => seen.push(getLegalAccepted(config)),
  })
  setLegalAccepted(config, true)
  setLegalAccepted(config, true)
  expect(getLegalAccepted(config)).toBe(true)
  expect(getLegalAccepted(other)).toBe(false)
  setLegalAccepted(config, false)
  // Bad input reads as unticked, never as a tick.
  setLegalAccepted(config, 'yes' as never)
  expect(seen).toEqual([true, false])
  stop()
  // Never stored: a new config on the same storage starts unticked.
  const storage = memoryStorage()
  const first = createConfig({ projectId: 'p', networks: [devnet], storage })
  setLegalAccepted(first, true)
  expect(
    getLegalAccepted(
      createConfig({ projectId: 'p', networks: [devnet], storage }),
    ),
  ).toBe(false)
})
