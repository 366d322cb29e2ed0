import { devnet2, UserRejectedRequestError } from '@latch/common'
import { connect, type NamespaceState } from '@latch/core'
import {
  act,
  cleanup,
  renderHook,
  screen,
  waitFor,
} from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestLatch } from '../../test/renderLatch.js'
import { LatchProvider } from '../LatchProvider.js'
import { useConfig } from './useConfig.js'
import { useDisconnect } from './useDisconnect.js'
import { useLatch } from './useLatch.js'
import { useLatchAccount } from './useLatchAccount.js'
import { useLatchEvents } from './useLatchEvents.js'
import { useLatchNetwork } from './useLatchNetwork.js'
import { useLatchProvider } from './useLatchProvider.js'
import { useLatchState } from './useLatchState.js'
import { useLatchTheme } from './useLatchTheme.js'
import { useSignMessage } from './useSignMessage.js'
import { useWalletInfo } from './useWalletInfo.js'

afterEach(cleanup)

function setup<T>(hook: () => T) {
  const test = createTestLatch()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider latch={test.latch}>{children}</LatchProvider>
  )
  let renders = 0
  const rendered = renderHook(
    () => {
      renders++
      return hook()
    },
    { wrapper },
  )
  const connectWallet = () =>
    act(() => connect(test.latch.config, { connector: 'dev.latch.wallet' }))
  return { ...test, ...rendered, connectWallet, renders: () => renders }
}

describe('useConfig', () => {
  it('returns the provider’s config and throws outside a provider', () => {
    const { result, latch } = setup(useConfig)
    expect(result.current).toBe(latch.config)
    expect(() => renderHook(useConfig)).toThrow(/within `LatchProvider`/)
  })
})

describe('useLatchAccount', () => {
  it('follows connect and keeps a stable snapshot between changes', async () => {
    const { result, connectWallet } = setup(useLatchAccount)
    const before = result.current
    expect(before.status).toBe('disconnected')
    await connectWallet()
    await waitFor(() => expect(result.current.balanceUnavailable).toBe(true))
    expect(result.current.isConnected).toBe(true)
    expect(result.current.address).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(result.current.caipAddress).toMatch(/^eip155:31337:0xf39F/)
  })

  it('does not re-render on unrelated state changes', () => {
    const { result, latch, renders } = setup(useLatchAccount)
    const before = result.current
    const count = renders()
    act(() => void latch.open())
    expect(result.current).toBe(before)
    expect(renders()).toBe(count)
  })
})

describe('useLatch', () => {
  it('opens and closes the modal', async () => {
    const { result } = setup(() => ({
      latch: useLatch(),
      state: useLatchState(),
    }))
    act(() => void result.current.latch.open({ view: 'Networks' }))
    expect(result.current.state.open).toBe(true)
    await screen.findByRole('dialog', { name: 'Select network' })
    act(() => result.current.latch.close())
    expect(result.current.state.open).toBe(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('useLatchState', () => {
  it('reports open, view and the selected network', () => {
    const { result, latch } = setup(useLatchState)
    expect(result.current).toEqual({
      open: false,
      loading: false,
      view: 'Connect',
      selectedNetworkId: 'eip155:31337',
      activeChain: undefined,
    })
    act(() => void latch.open({ view: 'AllWallets' }))
    expect(result.current.open).toBe(true)
    expect(result.current.view).toBe('AllWallets')
  })
})

describe('useLatchNetwork', () => {
  it('switches the wallet’s network', async () => {
    const { result, fixture, connectWallet } = setup(useLatchNetwork)
    expect(result.current.chainId).toBe(31337)
    await connectWallet()
    await act(() => result.current.switchNetwork(devnet2))
    expect(result.current.chainId).toBe(31338)
    expect(result.current.caipNetwork?.name).toBe('Latch Devnet 2')
    expect(fixture.wallet.getState().chainId).toBe(31338)
  })

  it('remembers the choice while disconnected', async () => {
    const { result } = setup(useLatchNetwork)
    await act(() => result.current.switchNetwork(devnet2))
    expect(result.current.caipNetworkId).toBe('eip155:31338')
  })
})

describe('useLatchProvider', () => {
  it('resolves the wallet’s provider once connected', async () => {
    const { result, fixture, connectWallet } = setup(() =>
      useLatchProvider('eip155'),
    )
    expect(result.current.walletProvider).toBeUndefined()
    await connectWallet()
    await waitFor(() =>
      expect(result.current.walletProvider).toBe(fixture.wallet.provider),
    )
  })
})

describe('useDisconnect', () => {
  it('disconnects', async () => {
    const { result, connectWallet } = setup(() => ({
      ...useDisconnect(),
      account: useLatchAccount(),
    }))
    await connectWallet()
    expect(result.current.account.isConnected).toBe(true)
    await act(() => result.current.disconnect())
    expect(result.current.account.status).toBe('disconnected')
  })
})

describe('useSignMessage', () => {
  it('signs with the wallet', async () => {
    const { result, connectWallet, fixture } = setup(useSignMessage)
    await connectWallet()
    const signature = await act(() =>
      result.current.signMessage({ message: 'hello' }),
    )
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(fixture.prompts).toContain('personal_sign')
  })

  it('toasts Signature declined and rethrows the 4001', async () => {
    const { result, connectWallet, fixture } = setup(useSignMessage)
    await connectWallet()
    fixture.decide('reject')
    const error = await act(() =>
      result.current.signMessage({ message: 'hello' }).catch((e) => e),
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
    await waitFor(
      () =>
        expect(screen.getByRole('status').textContent).toBe(
          'Signature declined',
        ),
      { timeout: 3_000 },
    )
  })
})

describe('useLatchEvents', () => {
  it('returns the last event', async () => {
    const { result, connectWallet } = setup(useLatchEvents)
    expect(result.current).toBeUndefined()
    await connectWallet()
    await waitFor(() => expect(result.current).toBeDefined())
  })
})

describe('useLatchTheme', () => {
  it('reads and sets mode and variables', () => {
    const { result } = setup(useLatchTheme)
    expect(result.current.themeMode).toBe('dark')
    act(() => result.current.setThemeMode('light'))
    act(() => result.current.setThemeVariables({ '--latch-accent': '#000' }))
    expect(result.current.themeMode).toBe('light')
    expect(result.current.themeVariables).toEqual({ '--latch-accent': '#000' })
  })
})

describe('useWalletInfo', () => {
  it('names the connected wallet', async () => {
    const { result, connectWallet } = setup(useWalletInfo)
    expect(result.current.walletInfo).toBeUndefined()
    await connectWallet()
    expect(result.current.walletInfo).toEqual({
      name: 'Latch Dev Wallet',
      icon: undefined,
      rdns: 'dev.latch.wallet',
    })
  })

  it('follows the peer wallet a WalletConnect session names', async () => {
    const { result, connectWallet, latch } = setup(useWalletInfo)
    await connectWallet()
    const wallet = { name: 'Peer Wallet', icon: 'https://peer.example/i.png' }
    act(() =>
      latch.config.setState((s) => ({
        ...s,
        namespaces: {
          ...s.namespaces,
          eip155: { ...(s.namespaces.eip155 as NamespaceState), wallet },
        },
      })),
    )
    expect(result.current.walletInfo).toEqual({ ...wallet, rdns: undefined })
  })
})
