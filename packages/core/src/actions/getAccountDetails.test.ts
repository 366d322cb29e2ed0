import {
  type CaipNetworkId,
  devnet,
  mainnet,
  solanaDevnet,
} from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { forgetAccountTabs } from '../effects/forgetAccountTabs.js'
import { dispatch } from '../state/dispatch.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { blockExplorerUrl } from '../utils/blockExplorerUrl.js'
import { getAccountDetails } from './getAccountDetails.js'
import { setAccountTab } from './setAccountTab.js'
import { setAddressLabel } from './setAddressLabel.js'
import { setAddressLabels } from './setAddressLabels.js'
import { watchAccountDetails } from './watchAccountDetails.js'

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOL = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy'

function setup() {
  const config = createConfig({
    projectId: 'p1',
    networks: [mainnet, devnet, solanaDevnet],
    storage: memoryStorage(),
    multiInjectedProviderDiscovery: false,
  })
  const connect = (
    namespace: 'eip155' | 'solana',
    caipNetworkId: string,
    address: string,
  ) => {
    dispatch(config, {
      type: 'connection/established',
      namespace,
      connection: {
        connectorId: 'w',
        accounts: [address],
        caipNetworkId: caipNetworkId as CaipNetworkId,
      },
    })
    dispatch(config, { type: 'connection/activated', namespace })
  }
  return { config, connect }
}

describe('explorer url (SPEC §3 account explorer url)', () => {
  it("is the account's page on the active network's explorer, none on a network without one", () => {
    const { config, connect } = setup()
    expect(getAccountDetails(config).explorerUrl).toBeUndefined()
    connect('eip155', mainnet.caipNetworkId, EVM)
    expect(getAccountDetails(config)).toMatchObject({
      explorerUrl: `https://etherscan.io/address/${EVM}`,
      explorerName: 'Etherscan',
    })
    // The devnet has no explorer: no link rather than a broken one.
    dispatch(config, {
      type: 'connection/walletChanged',
      namespace: 'eip155',
      caipNetworkId: devnet.caipNetworkId,
    })
    expect(getAccountDetails(config).explorerUrl).toBeUndefined()
    // Solana's explorer names the page `account` and keeps its cluster
    // query after the path.
    connect('solana', solanaDevnet.caipNetworkId, SOL)
    expect(getAccountDetails(config).explorerUrl).toBe(
      `https://solscan.io/account/${SOL}?cluster=devnet`,
    )
  })

  it('puts the page before a cluster query, after a fragment, and after a plain URL', () => {
    const at = (url: string) => ({
      ...devnet,
      blockExplorers: { default: { name: 'X', url } },
    })
    expect(
      blockExplorerUrl(at('https://x.example/?cluster=devnet'), {
        address: 'abc',
      })?.href,
    ).toBe('https://x.example/address/abc?cluster=devnet')
    expect(
      blockExplorerUrl(at('http://127.0.0.1:5173/explorer.html?chain=1#'), {
        tx: '0xab',
      })?.href,
    ).toBe('http://127.0.0.1:5173/explorer.html?chain=1#/tx/0xab')
    expect(
      blockExplorerUrl(at('https://x.example//'), { address: 'a/b' })?.href,
    ).toBe('https://x.example/address/a%2Fb')
    expect(
      blockExplorerUrl(at('https://x.example'), { tx: '' }),
    ).toBeUndefined()
    expect(blockExplorerUrl(undefined, { tx: '0xab' })).toBeUndefined()
  })
})

describe('tab (SPEC §3 account tab, per chain)', () => {
  it('starts on Tokens, is kept per namespace, and is forgotten when that namespace disconnects', () => {
    const { config, connect } = setup()
    // No active namespace: nothing to keep it for.
    setAccountTab(config, { tab: 'activity' })
    expect(config.state.accountTabs).toBeUndefined()
    connect('eip155', mainnet.caipNetworkId, EVM)
    expect(getAccountDetails(config).tab).toBe('tokens')
    setAccountTab(config, { tab: 'activity' })
    connect('solana', solanaDevnet.caipNetworkId, SOL)
    expect(getAccountDetails(config).tab).toBe('tokens')
    setAccountTab(config, { tab: 'nfts' })
    dispatch(config, { type: 'connection/activated', namespace: 'eip155' })
    expect(getAccountDetails(config).tab).toBe('activity')
    // Bad input changes nothing.
    setAccountTab(config, { tab: 'settings' as never })
    setAccountTab(config, undefined as never)
    expect(getAccountDetails(config).tab).toBe('activity')
    const stop = forgetAccountTabs(config)
    dispatch(config, { type: 'connection/ended', namespaces: ['eip155'] })
    stop()
    expect(config.state.accountTabs).toEqual({ solana: 'nfts' })
    connect('eip155', mainnet.caipNetworkId, EVM)
    expect(getAccountDetails(config).tab).toBe('tokens')
  })

  it('a tab chosen again changes nothing; watchers see each change', () => {
    const { config, connect } = setup()
    connect('eip155', mainnet.caipNetworkId, EVM)
    const seen: string[] = []
    const stop = watchAccountDetails(config, {
      onChange: ({ tab }) => seen.push(tab),
    })
    setAccountTab(config, { tab: 'nfts' })
    const state = config.state
    setAccountTab(config, { tab: 'nfts' })
    expect(config.state).toBe(state)
    setAccountTab(config, { tab: 'tokens' })
    stop()
    expect(seen).toEqual(['nfts', 'tokens'])
  })
})

describe('address labels (SPEC §3)', () => {
  it('labels an address in any letter case, removes it with an empty label, and names the active account', () => {
    const { config, connect } = setup()
    connect('eip155', mainnet.caipNetworkId, EVM)
    setAddressLabel(config, { address: EVM.toLowerCase(), label: ' Treasury ' })
    expect(getAccountDetails(config)).toMatchObject({
      label: 'Treasury',
      addressLabels: { [EVM.toLowerCase()]: 'Treasury' },
    })
    // Solana addresses are case-sensitive: kept as given.
    setAddressLabel(config, { address: SOL, label: 'Savings' })
    expect(config.state.addressLabels?.[SOL]).toBe('Savings')
    expect(config.state.addressLabels?.[SOL.toLowerCase()]).toBeUndefined()
    setAddressLabel(config, { address: EVM, label: '' })
    expect(getAccountDetails(config).label).toBeUndefined()
    setAddressLabel(config, { address: SOL, label: undefined })
    expect(getAccountDetails(config).addressLabels).toEqual({})
  })

  it('setAddressLabels replaces them all; bad input is ignored, never thrown', () => {
    const { config } = setup()
    setAddressLabel(config, { address: SOL, label: 'Old' })
    setAddressLabels(config, {
      labels: { [EVM]: 'Treasury', other: '  ', x: 3 as never },
    })
    expect(config.state.addressLabels).toEqual({
      [EVM.toLowerCase()]: 'Treasury',
    })
    const before = config.state
    setAddressLabel(config, { address: 42 as never, label: 'x' })
    setAddressLabel(config, undefined as never)
    expect(config.state).toBe(before)
    setAddressLabels(config, { labels: null as never })
    expect(config.state.addressLabels).toEqual({})
  })
})
