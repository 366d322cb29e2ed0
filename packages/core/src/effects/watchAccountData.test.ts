import { devnet, type Network } from '@latch/common'
import { startAnvil } from '@latch/devnet/node'
import { createWalletFixture } from '@latch/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/getAccount.js'
import { getTokenBalances } from '../actions/getTokenBalances.js'
import { openModal } from '../actions/openModal.js'
import { refreshBalance } from '../actions/refreshBalance.js'
import { createConfig } from '../createConfig.js'
import { dataKey } from '../data/dataKey.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { watchAccountData } from './watchAccountData.js'

// A real anvil (dev accounts hold 10,000 ETH, a block per transaction) and
// the Latch Dev Wallet; the effects run in Node with the one browser API
// they use, window events, from the platform's EventTarget.
let anvil: Awaited<ReturnType<typeof startAnvil>>
let network: Network
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  network = { ...devnet, rpcUrls: { default: { http: [anvil.url] } } }
})
afterAll(() => anvil?.stop())

const FUNDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** Sends `wei` from anvil's unlocked dev account 0 to `to` (one block). */
async function transfer(to: string, wei: bigint) {
  const response = await fetch(anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [{ from: FUNDER, to, value: `0x${wei.toString(16)}` }],
    }),
  })
  expect(((await response.json()) as { error?: unknown }).error).toBeUndefined()
}

function windowLike() {
  return Object.assign(new EventTarget(), {
    document: { visibilityState: 'visible' },
  }) as unknown as Window
}

async function connected(accountIndex: number) {
  const fixture = createWalletFixture({
    chains: [{ chainId: 31337, rpcUrl: anvil.url }],
    accountIndex,
  })
  const config = createConfig({
    projectId: 'p',
    networks: [network],
    storage: memoryStorage(),
    connectors: [fixture.connector],
  })
  await connect(config, { connector: 'dev.latch.wallet' })
  await refreshBalance(config)
  const { address, caipAddress } = getAccount(config)
  return { config, address: address ?? '', caipAddress: caipAddress ?? '' }
}

describe('watchAccountData', () => {
  it('a transfer to the account in a new block reloads its balance and its token balances, unread', async () => {
    const { config, address, caipAddress } = await connected(6)
    await getTokenBalances(config)
    const before = getAccount(config).balance
    const stop = watchAccountData(config, windowLike())
    try {
      // The first poll learns the block number; a later one sees the next.
      await new Promise((r) => setTimeout(r, 100))
      await transfer(address, 5n * 10n ** 18n)
      const expected = String(Number(before) + 5)
      await expect
        .poll(() => getAccount(config).balance, { timeout: 15_000 })
        .toBe(expected)
      await expect
        .poll(
          () =>
            config._internal.data.get<
              readonly { quantity: { numeric: string } }[]
            >(dataKey('tokenBalances', caipAddress))?.data?.[0]?.quantity
              .numeric,
          { timeout: 5_000 },
        )
        .toBe(expected)
    } finally {
      stop()
    }
  }, 30_000)

  it('observes the active account’s entries; the Account view opening marks its balances stale', async () => {
    const { config, caipAddress } = await connected(7)
    const stop = watchAccountData(config, windowLike())
    try {
      const { data } = config._internal
      expect(data.observed()).toEqual(
        expect.arrayContaining([
          dataKey('balance', caipAddress),
          dataKey('tokenBalances', caipAddress),
        ]),
      )
      expect(data.get(dataKey('balance', caipAddress))?.stale).toBe(false)
      void openModal(config, { view: 'Account' })
      expect(data.get(dataKey('balance', caipAddress))?.stale).toBe(true)
    } finally {
      stop()
    }
    // Stopped: nothing is observed any more (gc may take the entries).
    expect(config._internal.data.observed()).toEqual([])
  })
})
