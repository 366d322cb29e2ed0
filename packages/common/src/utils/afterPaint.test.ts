import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from './afterPaint.js'

describe('afterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('runs in a task after the next animation frame, once', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const run = vi.fn()
    afterPaint(run)
    vi.advanceTimersByTime(0)
    expect(run).not.toHaveBeenCalled()
    frames.shift()?.(0)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledTimes(1)
    // The fallback for a hidden page does not run it again.
    vi.advanceTimersByTime(1_000)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs on a hidden page, where no frame comes', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 1)
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const run = vi.fn()
    afterPaint(run)
    vi.advanceTimersByTime(99)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('runs in the next task outside a browser, and not once cancelled', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    afterPaint(run)
    const cancelled = vi.fn()
    afterPaint(cancelled)()
    vi.advanceTimersByTime(0)
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_000)
    expect(cancelled).not.toHaveBeenCalled()
  })
})

describe('afterPaint batches one task’s calls', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('one frame request for a task’s calls; each runs once, in order, and one that throws does not stop the rest', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('cancelAnimationFrame', () => {})
    const log: string[] = []
    const thrown: unknown[] = []
    const onError = (error: unknown) => thrown.push(error)
    process.on('uncaughtException', onError)
    try {
      afterPaint(() => log.push('a'))
      afterPaint(() => {
        throw new Error('b failed')
      })
      const cancelC = afterPaint(() => log.push('c'))
      afterPaint(() => log.push('d'))
      cancelC()
      expect(frames).toHaveLength(1)
      frames.shift()?.(0)
      vi.advanceTimersByTime(0)
      expect(log).toEqual(['a', 'd'])
      await new Promise<void>((resolve) => setImmediate(resolve))
      expect(thrown).toEqual([new Error('b failed')])
      // A later task's call asks for a frame of its own.
      afterPaint(() => log.push('e'))
      expect(frames).toHaveLength(1)
      frames.shift()?.(0)
      vi.advanceTimersByTime(0)
      expect(log).toEqual(['a', 'd', 'e'])
    } finally {
      process.off('uncaughtException', onError)
    }
  })
})
