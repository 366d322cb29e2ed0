import { devnet, devnet2, type Network } from '@latch/common'
import {
  closeModal,
  createConfig as createLatchConfig,
  getAccount as getLatchAccount,
  getNetwork as getLatchNetwork,
  getModalState,
  type Config as LatchConfig,
  connect as latchConnect,
  disconnect as latchDisconnect,
  reconnect as latchReconnect,
  memoryStorage,
} from '@latch/core'
import { devAccounts, startAnvil } from '@latch/devnet/node'
import { createWalletFixture, type WalletFixture } from '@latch/test'
import * as wagmiCore3 from '@wagmi/core'
import * as wagmiCore2 from '@wagmi/core-v2'
import {
  defineChain,
  http,
  parseEther,
  UserRejectedRequestError,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latch } from './latch.js'

// Real peers only: two anvils (31337 and 31338, the devnet's pair), the real
// Latch Dev Wallet as an injected wallet, Latch's real core and wagmi's real
// core. "The visitor picks the wallet in the modal" is Latch's own connect
// action, which is what the modal's wallet button calls.
type Anvil = Awaited<ReturnType<typeof startAnvil>>
let anvils: [Anvil, Anvil]
let networks: [Network, Network]
beforeAll(async () => {
  anvils = await Promise.all([
    startAnvil({ port: 0 }),
    startAnvil({ port: 0, chainId: 31338 }),
  ])
  const at = (network: Network, url: string): Network => ({
    ...network,
    rpcUrls: { default: { http: [url] } },
  })
  networks = [at(devnet, anvils[0].url), at(devnet2, anvils[1].url)]
})
// wagmi's chains; their RPC URLs come from the transports below.
const nativeCurrency = devnet.nativeCurrency
const rpcUrls = { default: { http: [] } }
const chains = [
  defineChain({ id: 31337, name: devnet.name, nativeCurrency, rpcUrls }),
  defineChain({ id: 31338, name: devnet2.name, nativeCurrency, rpcUrls }),
] as const
afterAll(async () => {
  await Promise.all(anvils.map((a) => a?.stop()))
})

// The same tests on both majors wagmi supports: wagmi 3.x's core and
// wagmi 2.19.x's (@wagmi/core 2.22.1, installed as @wagmi/core-v2).
describe.each([
  ['@wagmi/core 3.6.5 (wagmi 3.7)', wagmiCore3],
  [
    '@wagmi/core 2.22.1 (wagmi 2.19)',
    wagmiCore2 as unknown as typeof wagmiCore3,
  ],
])('%s', (_, core) => {
  const {
    connect,
    createConfig,
    disconnect,
    getAccount,
    getConnectors,
    reconnect,
    sendTransaction,
    signMessage,
    switchChain,
    waitForTransactionReceipt,
  } = core

  const WALLET = 'dev.latch.wallet'

  function setup(storage = memoryStorage(), fixture?: WalletFixture) {
    const wallet =
      fixture ??
      createWalletFixture({
        chains: anvils.map((a, i) => ({
          chainId: 31337 + i,
          rpcUrl: a.url,
        })),
      })
    const latchConfig = createLatchConfig({
      projectId: 'p',
      networks,
      storage,
      connectors: [wallet.connector],
    })
    const wagmi = createConfig({
      chains,
      connectors: [latch({ latch: { config: latchConfig } })],
      transports: {
        31337: http(anvils[0].url),
        31338: http(anvils[1].url),
      },
    })
    const [connector] = getConnectors(wagmi)
    return { latchConfig, wagmi, connector: connector!, wallet, storage }
  }

  /** Resolves once Latch's modal is open, with the view it opened on. */
  function modalOpened(config: LatchConfig): Promise<string> {
    return new Promise((resolve) => {
      const stop = config.subscribe(
        (s) => s.modal.open,
        (open) => {
          if (!open) return
          stop()
          resolve(getModalState(config).route.view)
        },
      )
    })
  }

  const account0 = devAccounts[0]!.address

  describe('latch() wagmi connector', () => {
    it("connects through Latch's modal: wagmi and Latch show one account and chain", async () => {
      const { latchConfig, wagmi, connector } = setup()
      expect(connector).toMatchObject({ id: 'latch', name: 'Latch' })
      expect(await connector.isAuthorized()).toBe(false)
      const opened = modalOpened(latchConfig)
      const connecting = connect(wagmi, { connector })
      expect(await opened).toBe('Connect')
      await latchConnect(latchConfig, { connector: WALLET })
      const result = await connecting
      expect(result).toEqual({ accounts: [account0], chainId: 31337 })
      expect(getAccount(wagmi)).toMatchObject({
        status: 'connected',
        address: account0,
        chainId: 31337,
      })
      expect(getLatchAccount(latchConfig).address).toBe(account0)
    })

    it('rejects with UserRejectedRequestError (4001) when the modal closes without a connection', async () => {
      const { latchConfig, wagmi, connector } = setup()
      const opened = modalOpened(latchConfig)
      const connecting = connect(wagmi, { connector })
      await opened
      closeModal(latchConfig)
      const error = await connecting.catch((e: unknown) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect((error as UserRejectedRequestError).code).toBe(4001)
      expect(getAccount(wagmi).status).toBe('disconnected')
    })

    it("switches chain, signs and sends through wagmi's actions and the wallet Latch connected", async () => {
      const { latchConfig, wagmi, connector, wallet } = setup()
      void modalOpened(latchConfig).then(() =>
        latchConnect(latchConfig, { connector: WALLET }),
      )
      await connect(wagmi, { connector })

      const chain = await switchChain(wagmi, { chainId: 31338 })
      expect(chain.id).toBe(31338)
      expect(getAccount(wagmi).chainId).toBe(31338)
      expect(getLatchNetwork(latchConfig).caipNetworkId).toBe('eip155:31338')

      const signature = await signMessage(wagmi, { message: 'hello wagmi' })
      expect(
        await verifyMessage({
          address: account0,
          message: 'hello wagmi',
          signature,
        }),
      ).toBe(true)

      const to = devAccounts[5]!.address
      const hash = await sendTransaction(wagmi, {
        to,
        value: parseEther('0.5'),
        chainId: 31338,
      })
      const receipt = await waitForTransactionReceipt(wagmi, {
        hash,
        chainId: 31338,
        pollingInterval: 50,
      })
      expect(receipt.status).toBe('success')
      expect(receipt.from).toBe(account0.toLowerCase())
      expect(wallet.prompts).toEqual([
        'eth_requestAccounts',
        'wallet_switchEthereumChain',
        'personal_sign',
        'eth_sendTransaction',
      ])
    })

    it("reports the wallet's refusal to switch as UserRejectedRequestError", async () => {
      const { latchConfig, wagmi, connector, wallet } = setup()
      void modalOpened(latchConfig).then(() =>
        latchConnect(latchConfig, { connector: WALLET }),
      )
      await connect(wagmi, { connector })
      wallet.decide('reject')
      const error = await switchChain(wagmi, { chainId: 31338 }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(getAccount(wagmi).chainId).toBe(31337)
    })

    it("disconnects Latch when wagmi disconnects, and wagmi when Latch's own views disconnect", async () => {
      const { latchConfig, wagmi, connector } = setup()
      void modalOpened(latchConfig).then(() =>
        latchConnect(latchConfig, { connector: WALLET }),
      )
      await connect(wagmi, { connector })
      await disconnect(wagmi)
      expect(getLatchAccount(latchConfig).status).toBe('disconnected')
      expect(getAccount(wagmi).status).toBe('disconnected')

      // Latch's ConnectButton and Account view call Latch's actions: wagmi
      // follows through the connector's events.
      await latchConnect(latchConfig, { connector: WALLET })
      expect(getAccount(wagmi)).toMatchObject({
        status: 'connected',
        address: account0,
        chainId: 31337,
      })
      await latchDisconnect(latchConfig)
      expect(getAccount(wagmi).status).toBe('disconnected')
    })

    it("restores wagmi's connection from Latch's persisted session (isAuthorized)", async () => {
      const first = setup()
      void modalOpened(first.latchConfig).then(() =>
        latchConnect(first.latchConfig, { connector: WALLET }),
      )
      await connect(first.wagmi, { connector: first.connector })

      // A reload: new configs over the same storage and the same wallet.
      const { latchConfig, wagmi } = setup(first.storage, first.wallet)
      expect(getLatchAccount(latchConfig).status).toBe('reconnecting')
      // wagmi asks while Latch is still restoring: the answer waits for it.
      const restoring = reconnect(wagmi)
      await latchReconnect(latchConfig)
      const [restored] = await restoring
      expect(restored).toMatchObject({ accounts: [account0], chainId: 31337 })
      expect(getAccount(wagmi).status).toBe('connected')
      expect(latchConfig.state.modal.open).toBe(false)
    })
  })
})
