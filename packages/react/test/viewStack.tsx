// The real peers the account views' tests (Account, Send, Swap, Buy) run
// against: a seeded devnet (its first chain, LDT among its tokens), the real
// Latch API with its blockchain extension over it, and the Latch Dev Wallet
// as dev account 0. The DOM comes after the servers; what needs it
// (Testing Library, the provider, the button) is imported then.
import {
  createBlockchainExtension,
  getBlockchainSettings,
} from '@latch/api/blockchain'
import { devnet, type Network } from '@latch/common'
import { DEMO_TOKEN_ADDRESS, slowStep, startDevnet } from '@latch/devnet/node'
import { createWalletFixture, startTestApi } from '@latch/test'
import axe from 'axe-core'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  type Hex,
  http,
} from 'viem'
import { expect } from 'vitest'
import { withDom } from './withDom.js'

type Rtl = typeof import('@testing-library/react')
type TestApi = Awaited<ReturnType<typeof startTestApi>>

export type ViewStack = {
  rpcUrl: string
  api: TestApi
  rtl: Rtl
  /** Latch Devnet at the running chain's URL. */
  network(): Network
  /** A JSON-RPC call to the chain (anvil's methods too). */
  rpc<T = Hex>(method: string, params: unknown[]): Promise<T>
  /** Balances and allowances read from the chain. */
  ethOf(address: Address): Promise<bigint>
  ldtOf(address: Address): Promise<bigint>
  ldtAllowance(owner: Address, spender: Address): Promise<bigint>
  close(): Promise<void>
  /** @internal The components rendered by `connectDevWallet`. */
  ui: {
    harness: typeof import('./renderLatch.js')
    Provider: typeof import('../src/LatchProvider.js')['LatchProvider']
    Button: typeof import('../src/buttons/ConnectButton.js')['ConnectButton']
  }
}

export type ViewStackOptions = {
  /** latch-api's environment (swaps, the on-ramp's treasury). */
  env?: Record<string, string>
  /** Runs once the chain is up, before the API starts (seeds, funds). */
  beforeApi?(rpcUrl: string): Promise<unknown>
  /** Runs once the API is up, before the DOM (other users' own configs). */
  beforeDom?(peers: { rpcUrl: string; api: TestApi }): Promise<unknown>
}

export async function startViewStack(
  options: ViewStackOptions = {},
): Promise<ViewStack> {
  const devnetRun = await slowStep('startViewStack', 'the devnet', () =>
    startDevnet({ ports: [0, 0], bundler: false }),
  )
  const stops: (() => Promise<unknown>)[] = [() => devnetRun.stop()]
  try {
    const rpcUrl = devnetRun.chains[0]?.url ?? ''
    await slowStep('startViewStack', 'beforeApi', async () =>
      options.beforeApi?.(rpcUrl),
    )
    const settings = getBlockchainSettings({
      env: options.env ?? {},
      chains: [
        {
          chainId: 31337,
          rpcUrls: [rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          tokens: [
            {
              address: DEMO_TOKEN_ADDRESS as Address,
              name: 'Latch Demo Token',
              symbol: 'LDT',
              decimals: 18,
            },
          ],
          spamTokens: [],
        },
      ],
      overrides: {
        indexer: { pollIntervalMs: 100, reorgDepth: 2, maxBlocksPerPass: 200 },
      },
    })
    const api = await slowStep('startViewStack', 'the API', () =>
      startTestApi({
        // The on-ramp's fiat currencies' icons (SPEC §7 currency images).
        images: [
          { kind: 'currency', id: 'usd', monogram: '$', color: '#166534' },
          { kind: 'currency', id: 'eur', monogram: '€', color: '#1e3a8a' },
        ],
        extensions: [
          createBlockchainExtension({ settings, onIndexerError: () => {} }),
        ],
      }),
    )
    stops.push(() => api.close())
    await slowStep('startViewStack', 'beforeDom', async () =>
      options.beforeDom?.({ rpcUrl, api }),
    )
    // Stopped after the API although started after it: the API's code
    // calls the DOM's timers and fetch from now on (its indexer, on-ramp
    // sweep and RPC proxy), and a DOM closed first would leave the API's
    // stop waiting on timers that never fire (a payout's receipt wait).
    stops.splice(
      1,
      0,
      await slowStep('startViewStack', 'the DOM', () => withDom()),
    )
    const [rtl, ui] = await slowStep(
      'startViewStack',
      'the UI modules',
      async () => {
        const [rtl, harness, { LatchProvider }, { ConnectButton }] =
          await Promise.all([
            import('@testing-library/react'),
            import('./renderLatch.js'),
            import('../src/LatchProvider.js'),
            import('../src/buttons/ConnectButton.js'),
          ])
        return [
          rtl,
          { harness, Provider: LatchProvider, Button: ConnectButton },
        ] as const
      },
    )
    const client = createPublicClient({ transport: http(rpcUrl) })
    const ldt = { address: DEMO_TOKEN_ADDRESS as Address, abi: erc20Abi }
    return {
      rpcUrl,
      api,
      rtl,
      network: () => ({ ...devnet, rpcUrls: { default: { http: [rpcUrl] } } }),
      rpc: (method, params) =>
        client.request({ method, params } as never) as never,
      ethOf: (address) => client.getBalance({ address }),
      ldtOf: (address) =>
        client.readContract({
          ...ldt,
          functionName: 'balanceOf',
          args: [address],
        }),
      ldtAllowance: (owner, spender) =>
        client.readContract({
          ...ldt,
          functionName: 'allowance',
          args: [owner, spender],
        }),
      close: () => stopAll(stops),
      ui,
    }
  } catch (error) {
    await stopAll(stops)
    throw error
  }
}

/** From the end of `stops`: the API, then the DOM, then the chain. */
async function stopAll(stops: (() => Promise<unknown>)[]) {
  for (const stop of stops.reverse()) await stop().catch(() => {})
}

/**
 * Renders the provider and the connect button, and connects the Latch Dev
 * Wallet (dev account 0) through the modal; the modal is closed after.
 * `apiUrl: null` leaves the API out.
 */
async function connectDevWallet(
  stack: ViewStack,
  { apiUrl = stack.api.url }: { apiUrl?: string | null } = {},
) {
  const { fireEvent, render, screen, waitFor, within } = stack.rtl
  const { harness, Provider, Button } = stack.ui
  const fixture = createWalletFixture({
    chains: [{ chainId: 31337, rpcUrl: stack.rpcUrl }],
  })
  const { latch } = harness.createTestLatch(
    {
      projectId: stack.api.projectId,
      networks: [stack.network()],
      ...(apiUrl ? { apiUrl } : {}),
    },
    fixture,
  )
  render(
    <Provider latch={latch}>
      <Button />
    </Provider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  const connect = await screen.findByRole('dialog', { name: 'Connect Wallet' })
  fireEvent.click(
    within(connect).getByRole('button', { name: /Latch Dev Wallet/ }),
  )
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  return { fixture, latch }
}

/**
 * Connected (connectDevWallet), the account button opens Account; resolves
 * once its lazy content is there (Disconnect).
 */
export async function openAccountView(
  stack: ViewStack,
  options: { apiUrl?: string | null } = {},
) {
  const { fireEvent, screen, within } = stack.rtl
  const connected = await connectDevWallet(stack, options)
  fireEvent.click(screen.getByRole('button', { name: /0xf39F…2266/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Account' })
  await within(dialog).findByRole('button', { name: 'Disconnect' })
  return { dialog, ...connected }
}

/** Account → one of its actions (Send, Swap, Buy…): that view's dialog. */
export async function openAccountAction(
  stack: ViewStack,
  action: 'Send' | 'Swap' | 'Buy',
  options: { apiUrl?: string | null } = {},
) {
  const { fireEvent, screen, within } = stack.rtl
  const opened = await openAccountView(stack, options)
  const actions = await within(opened.dialog).findByRole('group', {
    name: 'Account actions',
  })
  fireEvent.click(within(actions).getByRole('button', { name: action }))
  const view = await screen.findByRole(
    'dialog',
    { name: action },
    { timeout: 10_000 },
  )
  return { view, ...opened }
}

/** axe's violations in `root` (colour contrast is checked in Chromium). */
export async function axeViolations(root: Element) {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
  })
  return result.violations.map((v) => `${v.id}: ${v.help}`)
}
