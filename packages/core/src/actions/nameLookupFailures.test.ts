import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { devnet } from '@latch/common'
import { type StartAnvilReturnType, startAnvil } from '@latch/devnet/node'
import { createWalletFixture, startTestApi } from '@latch/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NameLookupError } from '../api/errors.js'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { Config } from '../types/config.js'
import { connect } from './connect.js'
import { getAccountNameSuggestions } from './getAccountNameSuggestions.js'
import { getProfile } from './getProfile.js'
import { getProfileState } from './getProfileState.js'

// Real peers: an anvil, the real Latch API serving it (names on), and the
// Latch Dev Wallet. The API answers first, then goes down: the SPEC §8
// name-lookup texts are what the toolkit says when it is gone.
let anvil: StartAnvilReturnType
let api: Awaited<ReturnType<typeof startTestApi>> | undefined
let config: Config

beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  const settings = getBlockchainSettings({
    env: {},
    chains: [
      {
        chainId: 31337,
        rpcUrls: [anvil.url],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        tokens: [],
        spamTokens: [],
      },
    ],
  })
  api = await startTestApi({
    extensions: [createBlockchainExtension({ settings, indexer: false })],
  })
  const fixture = createWalletFixture({
    chains: [{ chainId: 31337, rpcUrl: anvil.url }],
  })
  config = createConfig({
    projectId: api.projectId,
    networks: [{ ...devnet, rpcUrls: { default: { http: [anvil.url] } } }],
    storage: memoryStorage(),
    connectors: [fixture.connector],
    multiInjectedProviderDiscovery: false,
    apiUrl: api.url,
  })
  await connect(config, { connector: 'dev.latch.wallet' })
}, 120_000)
afterAll(async () => {
  await api?.close()
  await anvil?.stop()
})

describe('name lookups when the API stops answering (SPEC §8)', () => {
  it("suggestions: 'Error fetching name suggestions'; reverse: the profile's error ('Error fetching names for address')", async () => {
    // While the API is up: suggestions answer, the profile has no error.
    expect(
      (await getAccountNameSuggestions(config, { name: 'alice' })).length,
    ).toBeGreaterThan(0)
    await getProfile(config)
    expect(getProfileState(config).error).toBe(false)

    await api?.close()
    api = undefined

    const failure = await getAccountNameSuggestions(config, {
      name: 'alice',
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(NameLookupError)
    expect((failure as NameLookupError).shortMessage).toBe(
      'Error fetching name suggestions',
    )
    expect((failure as NameLookupError).kind).toBe('suggestions')

    expect(await getProfile(config, { force: true })).toEqual({
      name: undefined,
      avatar: undefined,
    })
    // (The identity lookup may still be settling when getProfile returns.)
    await expect.poll(() => getProfileState(config).loading).toBe(false)
    expect(getProfileState(config)).toMatchObject({
      error: true,
      name: undefined,
    })
  })
})
