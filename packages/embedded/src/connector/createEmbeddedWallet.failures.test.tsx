// DOM project: the embedded wallet's start failures against the real
// frame app, as in createEmbeddedWallet.test.tsx.
import { devnet } from '@latch/common'
import {
  type AuthConnectorEventMap,
  type ConnectorEventMap,
  createEmitter,
  createStorage,
  EmbeddedWalletLoadError,
  InvalidAppConfigurationError,
  InvalidProjectIdError,
  memoryStorage,
} from '@latch/core'
import { describe, expect, it } from 'vitest'
import {
  deliver,
  startEmbeddedWallet as start,
  useFrameDom,
} from '../../test/connector/startEmbeddedWallet.js'
import { SERVICE } from '../../test/frame/createFrameHarness.js'
import { createEmbeddedWallet } from './createEmbeddedWallet.js'

useFrameDom()

describe('embedded wallet start failures (SPEC §8)', () => {
  it("'invalid key' from the frame is Invalid Project ID, reported", async () => {
    const { session, seen } = await start({ config: { error: 'invalid key' } })
    await expect(session).rejects.toBeInstanceOf(InvalidProjectIdError)
    expect(seen.find(([name]) => name === 'error')?.[1]).toMatchObject({
      error: expect.any(InvalidProjectIdError),
    })
    expect(document.querySelector('iframe[data-latch-frame]')).toBeNull()
  })

  it("INIT_ERROR 'origin not allowed' is Invalid App Configuration", async () => {
    const { session, frameWindow } = await start({ timings: { ready: 1_000 } })
    deliver(
      {
        latch: 1,
        type: '@latch-frame/INIT_ERROR',
        id: 'i',
        payload: { message: 'origin not allowed' },
      },
      SERVICE,
      frameWindow,
    )
    await expect(session).rejects.toBeInstanceOf(InvalidAppConfigurationError)
  })

  it('no READY within the load timeout: Network Error, reported, frame removed', async () => {
    const emitter = createEmitter<ConnectorEventMap>()
    const authEmitter = createEmitter<AuthConnectorEventMap>()
    const errors: Error[] = []
    authEmitter.on('error', ({ error }) => errors.push(error))
    const session = createEmbeddedWallet({
      parameters: { url: `${SERVICE}/` },
      context: {
        networks: [devnet],
        storage: createStorage({ storage: memoryStorage() }),
        projectId: 'p1',
      },
      origin: SERVICE,
      emitter,
      authEmitter,
      window,
      frameWindow: { postMessage: () => {} },
      timings: { load: 30 },
    })
    const iframe = document.querySelector<HTMLIFrameElement>(
      'iframe[data-latch-frame]',
    )
    expect(iframe?.getAttribute('src')).toBe(
      `${SERVICE}/frame?projectId=p1&chainId=31337&version=0.1.0&logger=false`,
    )
    expect(iframe?.title).toBe('Latch secure wallet')
    expect(iframe?.style.position).toBe('fixed')
    await expect(session).rejects.toBeInstanceOf(EmbeddedWalletLoadError)
    expect(errors).toEqual([expect.any(EmbeddedWalletLoadError)])
    expect(document.querySelector('iframe[data-latch-frame]')).toBeNull()
  })
})
