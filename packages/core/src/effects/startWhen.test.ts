import { devnet } from '@latch/common'
import { describe, expect, it, vi } from 'vitest'
import { createConfig } from '../createConfig.js'
import { dispatch } from '../state/dispatch.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import type { Config } from '../types/config.js'
import { startWhen } from './startWhen.js'

const setup = () =>
  createConfig({
    projectId: 'test',
    networks: [devnet],
    storage: memoryStorage(),
  })
const openModal = async (config: Config) =>
  dispatch(config, { type: 'modal/opened', route: { view: 'Connect' } })
const closeModal = async (config: Config) =>
  dispatch(config, { type: 'modal/closed' })
const modalOpen = (s: { modal: { open: boolean } }) => s.modal.open

describe('startWhen', () => {
  it('starts once, the first time the condition holds, and stops what it started', async () => {
    const config = setup()
    const stopEffect = vi.fn()
    const start = vi.fn(async () => stopEffect)
    const stop = startWhen(config, modalOpen, start)
    expect(start).not.toHaveBeenCalled()
    await openModal(config)
    // Once the opening's frame is painted, not in the state change itself.
    expect(start).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1))
    await closeModal(config)
    await openModal(config)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(start).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(stopEffect).not.toHaveBeenCalled())
    stop()
    expect(stopEffect).toHaveBeenCalledTimes(1)
  })

  it('starts at once with now, and tries a failed start again next time', async () => {
    const config = setup()
    const start = vi
      .fn<() => Promise<() => void>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(() => {})
    startWhen(config, modalOpen, start, { now: true })
    expect(start).toHaveBeenCalledTimes(1)
    // The failed start settles, then the modal opens: a second try.
    await start.mock.results[0]?.value.catch(() => {})
    await openModal(config)
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(2))
  })

  it('never starts when stopped before the frame is painted', async () => {
    const config = setup()
    const start = vi.fn(async () => () => {})
    const stop = startWhen(config, modalOpen, start)
    await openModal(config)
    stop()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(start).not.toHaveBeenCalled()
  })

  it('stops an effect that finishes starting after the stop', async () => {
    const config = setup()
    const stopEffect = vi.fn()
    let finish: () => void = () => {}
    const started = new Promise<void>((r) => {
      finish = r
    })
    const start = vi.fn(async () => {
      await started
      return stopEffect
    })
    const stop = startWhen(config, modalOpen, start)
    await openModal(config)
    await vi.waitFor(() => expect(start).toHaveBeenCalled())
    stop()
    finish()
    await vi.waitFor(() => expect(stopEffect).toHaveBeenCalledTimes(1))
  })
})
