import { devnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { createFakeAuthConnector } from '../../../test/auth/createFakeAuthConnector.js'
import {
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
} from '../../auth/errors.js'
import { createConfig } from '../../createConfig.js'
import { memoryStorage } from '../../storage/memoryStorage.js'
import type { TrackEventName } from '../../types/events.js'
import { closeModal } from '../closeModal.js'
import { getAccount } from '../getAccount.js'
import { getLogs } from '../getLogs.js'
import { getModalState } from '../getModalState.js'
import { openModal } from '../openModal.js'
import { pushView } from '../pushView.js'
import { setThemeMode } from '../setThemeMode.js'
import { connectEmail } from './connectEmail.js'
import { connectOtp } from './connectOtp.js'
import { getEmbeddedApproval } from './getEmbeddedApproval.js'
import { preloadEmbeddedWallet } from './preloadEmbeddedWallet.js'
import { showEmbeddedFrame } from './showEmbeddedFrame.js'

async function setup() {
  const fake = createFakeAuthConnector()
  const config = createConfig({
    projectId: 'p1',
    networks: [devnet],
    storage: memoryStorage(),
    connectors: [fake.create],
  })
  await connectOtp(config, { otp: '123456' })
  const tracked: TrackEventName[] = []
  config.events.on('track', ({ event }) => tracked.push(event))
  const views = () => config.state.router.history.map((r) => r.view)
  return { ...fake, config, tracked, views }
}

describe('the auth connector in the core: the smart account state', () => {
  it("puts the user's smartAccountDeployed into the account of its chain (connection/smartAccountChecked)", async () => {
    const { config, connector } = await setup()
    const { address } = getAccount(config)
    expect(address).toBeDefined()
    // Nothing said yet (an EOA user): undefined.
    expect(getAccount(config).smartAccountDeployed).toBeUndefined()
    const smart = {
      address: address as string,
      email: 'ada@example.com',
      accountType: 'smartAccount' as const,
      smartAccountDeployed: false,
    }
    connector.authEmitter.emit('user', { ...smart, chainId: 31337 })
    expect(getAccount(config).smartAccountDeployed).toBe(false)
    // Another chain's report is that chain's: not the current account's.
    connector.authEmitter.emit('user', {
      ...smart,
      chainId: 31338,
      smartAccountDeployed: true,
    })
    expect(getAccount(config).smartAccountDeployed).toBe(false)
    expect(
      config.state.namespaces.eip155?.smartAccountDeployed?.[
        `eip155:31338:${address}`
      ],
    ).toBe(true)
    // Its first user operation landed: read again, deployed.
    connector.authEmitter.emit('user', {
      ...smart,
      chainId: 31337,
      smartAccountDeployed: true,
    })
    expect(getAccount(config).smartAccountDeployed).toBe(true)
  })
})

describe('the auth connector in the core: approvals, alerts', () => {
  it('opens the modal on ApproveTransaction for an approval and closes it after', async () => {
    const { config, connector, views } = await setup()
    expect(getModalState(config).open).toBe(false)
    connector.authEmitter.emit('approvalOpen', { method: 'personal_sign' })
    expect(getEmbeddedApproval(config)).toEqual({ method: 'personal_sign' })
    expect(getModalState(config).open).toBe(true)
    expect(views()).toEqual(['ApproveTransaction'])
    connector.authEmitter.emit('approvalClose', { approved: true })
    expect(getEmbeddedApproval(config)).toBeUndefined()
    expect(getModalState(config).open).toBe(false)
  })

  it('opens the modal again for the next approval (F2: the second one never showed)', async () => {
    const { config, connector, views } = await setup()
    for (const method of ['personal_sign', 'eth_sendTransaction']) {
      connector.authEmitter.emit('approvalOpen', { method })
      expect(getModalState(config).open).toBe(true)
      expect(views()).toEqual(['ApproveTransaction'])
      expect(getEmbeddedApproval(config)).toEqual({ method })
      connector.authEmitter.emit('approvalClose', { approved: true })
      expect(getModalState(config).open).toBe(false)
    }
  })

  it('pushes ApproveTransaction over an open view and goes back after', async () => {
    const { config, connector, views } = await setup()
    void openModal(config)
    pushView(config, { view: 'Networks' })
    connector.authEmitter.emit('approvalOpen', {
      method: 'eth_sendTransaction',
    })
    expect(views()).toEqual(['Account', 'Networks', 'ApproveTransaction'])
    connector.authEmitter.emit('approvalClose', { approved: false })
    expect(views()).toEqual(['Account', 'Networks'])
    expect(getModalState(config).open).toBe(true)
  })

  it('closing the modal during an approval rejects it on the page side', async () => {
    const fake = await setup()
    fake.connector.authEmitter.emit('approvalOpen', { method: 'personal_sign' })
    closeModal(fake.config)
    expect(fake.cancelled()).toBe(1)
    expect(getEmbeddedApproval(fake.config)).toBeUndefined()
  })

  it('positions the frame for the view, and hides it', async () => {
    const { config, frames } = await setup()
    showEmbeddedFrame(config, {
      rect: { top: 10, left: 20, width: 300, height: 400 },
    })
    showEmbeddedFrame(config, { rect: undefined })
    expect(frames).toEqual([
      { top: 10, left: 20, width: 300, height: 400 },
      undefined,
    ])
  })

  it('turns frame failures into alerts and reports (SPEC §8)', async () => {
    const { config, connector, tracked } = await setup()
    connector.authEmitter.emit('error', {
      error: new EmbeddedWalletLoadError(),
    })
    expect(config.state.alert).toMatchObject({ code: 'IFRAME_LOAD_FAILED' })
    connector.authEmitter.emit('error', {
      error: new EmbeddedWalletTimeoutError(),
    })
    expect(config.state.alert).toMatchObject({
      code: 'IFRAME_REQUEST_TIMEOUT',
      message: 'Embedded Wallet Request Timed Out',
    })
    expect(tracked).toEqual(['iframe_load_failed', 'iframe_request_timeout'])
  })

  it('follows the user the connector reports', async () => {
    const { config, connector } = await setup()
    connector.authEmitter.emit('user', {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      email: 'other@example.com',
    })
    expect(config.state.embeddedUser?.email).toBe('other@example.com')
  })

  it('alerts a frame that fails to load before any connection (service down)', async () => {
    const fake = createFakeAuthConnector()
    const config = createConfig({
      projectId: 'p1',
      networks: [devnet],
      storage: memoryStorage(),
      connectors: [fake.create],
    })
    const failing = async () => {
      // What the real connector does: report, then reject.
      const error = new EmbeddedWalletLoadError()
      fake.connector.authEmitter.emit('error', { error })
      throw error
    }
    fake.connector.preload = failing
    await preloadEmbeddedWallet(config)
    expect(config.state.alert?.code).toBe('IFRAME_LOAD_FAILED')

    config.setState((s) => ({ ...s, alert: undefined }))
    fake.connector.connectEmail = failing
    await expect(
      connectEmail(config, { email: 'ada@example.com' }),
    ).rejects.toBeInstanceOf(EmbeddedWalletLoadError)
    expect(config.state.alert).toEqual({
      variant: 'error',
      code: 'IFRAME_LOAD_FAILED',
      message: 'Network Error - Could not load embedded wallet',
    })
  })

  it('keeps the frame on the modal theme', async () => {
    const { config, themes } = await setup()
    expect(themes).toEqual(['dark'])
    setThemeMode(config, 'light')
    expect(themes).toEqual(['dark', 'light'])
  })
})

describe("the auth connector in the core: the frame's log", () => {
  it("writes the frame's log lines to getLogs (source frame)", async () => {
    const { config, connector } = await setup()
    connector.authEmitter.emit('log', { line: '→ @latch-frame/READY' })
    expect(
      getLogs(config)
        .filter((e) => e.source === 'frame')
        .map((e) => e.message),
    ).toEqual(['→ @latch-frame/READY'])
  })
})
