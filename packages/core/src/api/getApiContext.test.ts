import { devnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { getApiContext } from './getApiContext.js'

const base = {
  networks: [devnet],
  projectId: 'p1',
  apiUrl: 'http://127.0.0.1:1',
} as const

describe('getApiContext', () => {
  it("puts the config's clientId on every API call (SPEC §7)", () => {
    const config = createConfig({ ...base, clientId: ' install-7 ' })
    const url = new URL(getApiContext(config).client!.url('/v1/x'))
    expect(url.searchParams.get('clientId')).toBe('install-7')
  })

  it('sends no clientId when the config has none', () => {
    const config = createConfig(base)
    const url = new URL(getApiContext(config).client!.url('/v1/x'))
    expect(url.searchParams.has('clientId')).toBe(false)
    expect(url.searchParams.get('projectId')).toBe('p1')
  })

  it('has no client without an apiUrl', () => {
    const config = createConfig({ networks: [devnet], projectId: 'p1' })
    expect(getApiContext(config).client).toBeUndefined()
  })
})
