import {
  devnet,
  devnet2,
  InsufficientFundsError,
  type Network,
  UserRejectedRequestError,
} from '@latch/common'
import {
  DEMO_TOKEN_ADDRESS,
  devAccounts,
  startDevnet,
} from '@latch/devnet/node'
import { createWalletFixture } from '@latch/test'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TokenBalance } from '../api/types.js'
import { createConfig } from '../createConfig.js'
import {
  InsufficientSendBalanceError,
  SendAmountAndReceiverRequiredError,
  SendInProgressError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from '../send/errors.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { connect } from './connect.js'
import { estimateSendFee } from './estimateSendFee.js'
import { getAccount } from './getAccount.js'
import { getBalance } from './getBalance.js'
import { getSendState } from './getSendState.js'
import { getSentTransactions } from './getSentTransactions.js'
import { getTokenBalances } from './getTokenBalances.js'
import { getTokenBalancesState } from './getTokenBalancesState.js'
import { resolveSendReceiver } from './resolveSendReceiver.js'
import { sendToken } from './sendToken.js'
import { setSendState } from './setSendState.js'
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js'

// A real seeded devnet (ETH and the LDT contract) and the real Latch Dev
// Wallet over it; no API server, so balances come from the RPC.
let devnetRun: Awaited<ReturnType<typeof startDevnet>>
let network: Network
let rpcUrl: string
beforeAll(async () => {
  devnetRun = await startDevnet({ ports: [0, 0], bundler: false })
  rpcUrl = devnetRun.chains[0]?.url ?? ''
  network = { ...devnet, rpcUrls: { default: { http: [rpcUrl] } } }
}, 60_000)
afterAll(() => devnetRun?.stop())

const TO = devAccounts[8]!.address as `0x${string}`

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: string }).result
}
const ldtOf = async (owner: string) =>
  BigInt(
    await rpc('eth_call', [
      {
        to: DEMO_TOKEN_ADDRESS,
        data: `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}`,
      },
      'latest',
    ]),
  )

async function setup(accountIndex: number) {
  const fixture = createWalletFixture({
    chains: [{ chainId: 31337, rpcUrl }],
    accountIndex,
  })
  const config = createConfig({
    projectId: 'p',
    networks: [network],
    storage: memoryStorage(),
    multiInjectedProviderDiscovery: false,
    connectors: [fixture.connector],
  })
  await connect(config, { connector: 'dev.latch.wallet' })
  const [eth] = await getTokenBalances(config)
  if (!eth) throw new Error('no native balance')
  return { config, fixture, eth }
}

const ldtBalance = (numeric: string): TokenBalance => ({
  name: 'Latch Demo Token',
  symbol: 'LDT',
  chainId: 'eip155:31337',
  address: `eip155:31337:${DEMO_TOKEN_ADDRESS}`,
  quantity: { decimals: '18', numeric },
})

describe('sendToken', () => {
  it('sends ETH from the Send state, resets it, refreshes the balances', async () => {
    const { config, fixture, eth } = await setup(1)
    const before = (await getBalance(config, { address: TO })).value
    setSendState(config, {
      token: eth,
      sendTokenAmount: '0.123456789012345678',
      receiverAddress: TO.toLowerCase(),
    })
    const { hash } = await sendToken(config)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // Activity's own record: there at once, to the checksummed receiver.
    const [own] = getSentTransactions(config)
    expect(own).toMatchObject({
      hash,
      to: TO,
      amount: '0.123456789012345678',
      symbol: 'ETH',
    })
    expect(own?.caipAddress).toBe(getAccount(config).caipAddress)
    // sendToken resolves once the wallet sent it; the chain may mine it
    // a moment later under load.
    await waitForTransactionReceipt(config, {
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(fixture.prompts.filter((p) => p === 'eth_sendTransaction')).toEqual([
      'eth_sendTransaction',
    ])
    expect((await getBalance(config, { address: TO })).value).toBe(
      before + 123_456_789_012_345_678n,
    )
    // The receipt marks it confirmed.
    await vi.waitFor(() =>
      expect(getSentTransactions(config)[0]?.status).toBe('confirmed'),
    )
    // SPEC §4: success resets all send state.
    expect(config.state.send).toBeUndefined()
    expect(getSendState(config).loading).toBe(false)
    // Balances reload once the receipt is in (the 30 s cache skipped).
    await vi.waitFor(() =>
      expect(
        getTokenBalancesState(config).balances[0]?.quantity.numeric,
      ).not.toBe(eth.quantity.numeric),
    )
  }, 30_000)

  it('sends LDT (ERC-20 transfer) to the last unit', async () => {
    const { config, fixture } = await setup(1)
    const from = devAccounts[1]!.address
    const held = await ldtOf(from)
    const token = ldtBalance(
      `${held / 10n ** 18n}.${(held % 10n ** 18n).toString().padStart(18, '0')}`,
    )
    const before = await ldtOf(TO)
    const { hash } = await sendToken(config, {
      token,
      amount: '7.000000000000000001',
      receiverAddress: TO,
    })
    await waitForTransactionReceipt(config, {
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(fixture.prompts).toContain('eth_sendTransaction')
    const units = 7_000_000_000_000_000_001n
    expect(await ldtOf(TO)).toBe(before + units)
    expect(await ldtOf(from)).toBe(held - units)
  }, 30_000)

  it('sends once when called twice at the same time', async () => {
    const { config, fixture, eth } = await setup(2)
    const parameters = { token: eth, amount: '0.01', receiverAddress: TO }
    const first = sendToken(config, parameters)
    expect(getSendState(config).loading).toBe(true)
    await expect(sendToken(config, parameters)).rejects.toBeInstanceOf(
      SendInProgressError,
    )
    await first
    expect(fixture.prompts.filter((p) => p === 'eth_sendTransaction')).toEqual([
      'eth_sendTransaction',
    ])
  }, 30_000)

  it('a refusal in the wallet is 4001, and the form is kept for another try', async () => {
    const { config, fixture, eth } = await setup(2)
    setSendState(config, {
      token: eth,
      sendTokenAmount: '1',
      receiverAddress: TO,
    })
    fixture.decide('reject')
    await expect(sendToken(config)).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(getSendState(config)).toMatchObject({
      sendTokenAmount: '1',
      receiverAddress: TO,
      loading: false,
    })
  }, 30_000)

  it('the whole ETH balance leaves nothing for the fee: the chain says insufficient funds', async () => {
    const { config, eth } = await setup(4)
    await expect(
      sendToken(config, {
        token: eth,
        amount: eth.quantity.numeric,
        receiverAddress: TO,
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError)
    expect(getSendState(config).loading).toBe(false)
  }, 30_000)

  it("sends on the token's chain: a wallet on another network switches first", async () => {
    const url2 = devnetRun.chains[1]?.url ?? ''
    const fixture = createWalletFixture({
      chains: [
        { chainId: 31337, rpcUrl },
        { chainId: 31338, rpcUrl: url2 },
      ],
      accountIndex: 5,
    })
    const config = createConfig({
      projectId: 'p',
      networks: [
        network,
        { ...devnet2, rpcUrls: { default: { http: [url2] } } },
      ],
      storage: memoryStorage(),
      multiInjectedProviderDiscovery: false,
      connectors: [fixture.connector],
    })
    await connect(config, { connector: 'dev.latch.wallet' })
    const balanceOn = async (url: string) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_getBalance',
          params: [TO, 'latest'],
        }),
      })
      return BigInt(((await response.json()) as { result: string }).result)
    }
    const before = { one: await balanceOn(rpcUrl), two: await balanceOn(url2) }
    const eth2: TokenBalance = {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31338',
      quantity: { decimals: '18', numeric: '100' },
    }
    const { hash } = await sendToken(config, {
      token: eth2,
      amount: '0.5',
      receiverAddress: TO,
    })
    expect(fixture.prompts).toContain('wallet_switchEthereumChain')
    // The wallet is now on 31338, the receipt's default network.
    await waitForTransactionReceipt(config, {
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(await balanceOn(url2)).toBe(before.two + 500_000_000_000_000_000n)
    expect(await balanceOn(rpcUrl)).toBe(before.one)
  }, 30_000)

  it('checks the rules and the balance before the wallet is asked', async () => {
    const { config, fixture, eth } = await setup(2)
    const prompts = fixture.prompts.length
    await expect(
      sendToken(config, { token: eth, receiverAddress: TO }),
    ).rejects.toBeInstanceOf(SendAmountAndReceiverRequiredError)
    await expect(
      sendToken(config, { amount: '1', receiverAddress: TO }),
    ).rejects.toBeInstanceOf(SendTokenRequiredError)
    await expect(
      sendToken(config, {
        token: eth,
        amount: '1000000000',
        receiverAddress: TO,
      }),
    ).rejects.toBeInstanceOf(InsufficientSendBalanceError)
    expect(fixture.prompts.length).toBe(prompts)
    const offline = createConfig({
      projectId: 'p',
      networks: [network],
      storage: memoryStorage(),
      multiInjectedProviderDiscovery: false,
    })
    await expect(
      sendToken(offline, { token: eth, amount: '1', receiverAddress: TO }),
    ).rejects.toBeInstanceOf(SendUnsupportedChainError)
  }, 30_000)
})

describe('estimateSendFee', () => {
  it('prices a native transfer at 21,000 gas and an ERC-20 one above it', async () => {
    const { config, eth } = await setup(3)
    const native = await estimateSendFee(config, { token: eth })
    expect(native.gas).toBe(21_000n)
    expect(native.gasPrice).toBeGreaterThan(0n)
    expect(native.fee).toBe(native.gas * native.gasPrice)
    expect(native.symbol).toBe('ETH')
    // No API server: no price, so no USD figure.
    expect(native.usd).toBeUndefined()
    const erc20 = await estimateSendFee(config, {
      token: ldtBalance('1'),
      to: TO,
      units: 10n ** 18n,
    })
    expect(erc20.gas).toBeGreaterThan(21_000n)
  }, 30_000)
})

describe('resolveSendReceiver', () => {
  it('checksums addresses and refuses what is neither address nor name', async () => {
    const { config } = await setup(3)
    await expect(
      resolveSendReceiver(config, { receiver: ` ${TO.toLowerCase()} ` }),
    ).resolves.toEqual({ address: TO, name: undefined })
    for (const receiver of ['0x1234', 'alice', 'two words.id'])
      await expect(
        resolveSendReceiver(config, { receiver }),
      ).rejects.toMatchObject({ name: 'InvalidReceiverAddressError' })
    // A name needs the API, which this config does not have.
    await expect(
      resolveSendReceiver(config, { receiver: 'alice.latch.id' }),
    ).rejects.toMatchObject({ name: 'ApiNotConfiguredError' })
  }, 30_000)
})
