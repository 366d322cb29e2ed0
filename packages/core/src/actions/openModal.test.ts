import { devnet } from '@latch/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { closeModal } from './closeModal.js'
import { getModalState } from './getModalState.js'
import { goBack } from './goBack.js'
import { goBackToIndex } from './goBackToIndex.js'
import { hideToast } from './hideToast.js'
import { openModal } from './openModal.js'
import { pushView } from './pushView.js'
import { replaceView } from './replaceView.js'
import { resetView } from './resetView.js'
import { setModalEmbedded } from './setModalEmbedded.js'
import { shakeModal } from './shakeModal.js'
import { showToast } from './showToast.js'

const make = () =>
  createConfig({ projectId: 'p', networks: [devnet], storage: memoryStorage() })

const connect = (config: ReturnType<typeof make>) =>
  config.setState((s) => ({
    ...s,
    activeNamespace: 'eip155',
    namespaces: {
      ...s.namespaces,
      eip155: {
        status: 'connected',
        connectorId: 'x',
        accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      },
    },
  }))

describe('modal', () => {
  it('opens on Connect when disconnected and settles the promise on close', async () => {
    const config = make()
    let settled = false
    const flow = openModal(config).then(() => {
      settled = true
    })
    expect(getModalState(config)).toMatchObject({
      open: true,
      route: { view: 'Connect' },
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    closeModal(config)
    await flow
    expect(settled).toBe(true)
    expect(getModalState(config).open).toBe(false)
  })

  it('opens Send or Receive only with a connected account, else Connect', () => {
    const config = make()
    void openModal(config, { view: 'Send' })
    expect(getModalState(config).route).toEqual({ view: 'Connect' })
    closeModal(config)
    void openModal(config, { view: 'Receive' })
    expect(getModalState(config).route).toEqual({ view: 'Connect' })
    closeModal(config)
    config.setState((s) => ({
      ...s,
      activeNamespace: 'eip155',
      namespaces: {
        ...s.namespaces,
        eip155: {
          status: 'connected',
          connectorId: 'x',
          accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
        },
      },
    }))
    void openModal(config, { view: 'Send' })
    expect(getModalState(config).route).toEqual({ view: 'Send' })
    closeModal(config)
    void openModal(config, { view: 'Receive' })
    expect(getModalState(config).route).toEqual({ view: 'Receive' })
  })

  it('opens a requested view', () => {
    const config = make()
    void openModal(config, { view: 'Networks' })
    expect(getModalState(config).route).toEqual({ view: 'Networks' })
  })

  it('routes with push, replace, reset, back and back-to-index', () => {
    const config = make()
    void openModal(config)
    pushView(config, { view: 'AllWallets' })
    pushView(config, { view: 'ConnectingExternal', connectorId: 'x' })
    expect(getModalState(config).historyLength).toBe(3)
    replaceView(config, { view: 'Networks' })
    expect(config.state.router.history.map((r) => r.view)).toEqual([
      'Connect',
      'AllWallets',
      'Networks',
    ])
    goBackToIndex(config, 0)
    expect(getModalState(config).route).toEqual({ view: 'Connect' })
    resetView(config, { view: 'Account' })
    expect(config.state.router.history).toEqual([{ view: 'Account' }])
    goBack(config)
    expect(getModalState(config).open).toBe(false)
  })

  it('returns to Connect instead of closing in embedded mode', async () => {
    const config = make()
    setModalEmbedded(config, true)
    const flow = openModal(config, { view: 'Networks' })
    closeModal(config)
    await flow
    expect(getModalState(config)).toMatchObject({
      open: true,
      route: { view: 'Connect' },
    })
  })

  it('returns to Account instead of closing in embedded mode when connected', async () => {
    const config = make()
    connect(config)
    setModalEmbedded(config, true)
    const flow = openModal(config, { view: 'Networks' })
    pushView(config, { view: 'Receive' })
    closeModal(config)
    await flow
    expect(getModalState(config)).toMatchObject({
      open: true,
      route: { view: 'Account' },
      historyLength: 1,
    })
  })

  it('opens a view given by the caller, with its title, and goes back from it', async () => {
    const config = make()
    const tracked: unknown[] = []
    config.events.on('track', (event) => tracked.push(event))
    const Settings = () => null
    const flow = openModal(config, { view: Settings, title: 'Settings' })
    expect(getModalState(config).route).toEqual({
      view: 'Custom',
      component: Settings,
      title: 'Settings',
    })
    expect(tracked).toEqual([
      { event: 'MODAL_OPEN', properties: { view: 'Custom' } },
    ])
    pushView(config, { view: 'Networks' })
    goBack(config)
    expect(getModalState(config).route).toMatchObject({ component: Settings })
    goBack(config)
    await flow
    expect(getModalState(config).open).toBe(false)
  })

  it('opens the default view for a caller view without a title, or not an object', () => {
    const config = make()
    const Settings = () => null
    for (const parameters of [
      { view: Settings },
      { view: Settings, title: '' },
      { view: Settings, title: 3 },
      { view: 3, title: 'x' },
      { view: true, title: 'x' },
      { view: null, title: 'x' },
    ]) {
      void openModal(config, parameters as never)
      expect(getModalState(config).route).toEqual({ view: 'Connect' })
      closeModal(config)
    }
  })

  it('counts shakes', () => {
    const config = make()
    shakeModal(config)
    shakeModal(config)
    expect(getModalState(config).shakeCount).toBe(2)
  })
})

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows, auto-hides, and re-shows after 150 ms when replaced', () => {
    vi.useFakeTimers()
    const config = make()
    showToast(config, { variant: 'success', message: 'one' })
    expect(config.state.toast).toMatchObject({
      variant: 'success',
      message: 'one',
    })
    showToast(config, { variant: 'error', message: 'two' })
    expect(config.state.toast).toBeUndefined()
    vi.advanceTimersByTime(149)
    expect(config.state.toast).toBeUndefined()
    vi.advanceTimersByTime(1)
    expect(config.state.toast).toMatchObject({
      variant: 'error',
      message: 'two',
    })
    vi.advanceTimersByTime(2_500)
    expect(config.state.toast).toBeUndefined()
  })

  it('keeps a loading toast until it is replaced or hidden', () => {
    vi.useFakeTimers()
    const config = make()
    showToast(config, { variant: 'loading', message: 'wait' })
    vi.advanceTimersByTime(60_000)
    expect(config.state.toast?.message).toBe('wait')
    hideToast(config)
    expect(config.state.toast).toBeUndefined()
  })
})
