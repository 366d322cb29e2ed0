import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { startApi } from '../app/startApi.js'
import { createEmbeddedExtension } from './createEmbeddedExtension.js'
import { FrameNotBuiltError } from './frame/FrameNotBuiltError.js'

const root = await mkdtemp(join(tmpdir(), 'latch-frame-dir-'))
afterAll(() => rm(root, { recursive: true, force: true }))

it('serves the built frame from LATCH_EMBEDDED_FRAME_DIR', {
  timeout: 60_000,
}, async () => {
  const frameDir = join(root, 'built')
  await mkdir(frameDir)
  await writeFile(join(frameDir, 'frame.js'), 'console.log("from the path")\n')
  await writeFile(join(frameDir, 'frame.css'), 'main{color:red}\n')
  const embedded = createEmbeddedExtension({
    port: 0,
    chains: [],
    env: { LATCH_EMBEDDED_FRAME_DIR: frameDir },
    log: () => {},
  })
  const api = await startApi({
    port: 0,
    dataDir: 'memory',
    seedDevProject: true,
    extensions: [embedded],
  })
  try {
    const script = await fetch(`${embedded.url}/frame/assets/frame.js`)
    expect(script.headers.get('content-type')).toBe(
      'text/javascript; charset=utf-8',
    )
    expect(await script.text()).toBe('console.log("from the path")\n')
    const style = await fetch(`${embedded.url}/frame/assets/frame.css`)
    expect(await style.text()).toBe('main{color:red}\n')
  } finally {
    await api.close()
  }
})

it('refuses to start without a built frame at the path, saying what to do', {
  timeout: 60_000,
}, async () => {
  const missing = join(root, 'not-built')
  const start = (frameDir: string, how: 'env' | 'override') =>
    startApi({
      port: 0,
      dataDir: 'memory',
      extensions: [
        createEmbeddedExtension({
          port: 0,
          chains: [],
          env: how === 'env' ? { LATCH_EMBEDDED_FRAME_DIR: frameDir } : {},
          overrides: how === 'override' ? { frameDir } : {},
          log: () => {},
        }),
      ],
    })
  const error = await start(missing, 'env').catch((e: unknown) => e)
  expect(error).toBeInstanceOf(FrameNotBuiltError)
  expect((error as Error).message).toBe(
    `latch-api embedded: no built frame in ${missing} (frame.js, frame.css missing): build it with node packages/embedded/scripts/build-frame.mjs, set LATCH_EMBEDDED_FRAME_DIR to a folder holding frame.js and frame.css, or start with --no-embedded`,
  )

  // Half a frame is no frame either.
  const half = join(root, 'half')
  await mkdir(half)
  await writeFile(join(half, 'frame.js'), '')
  await expect(start(half, 'override')).rejects.toThrow(
    `no built frame in ${half} (frame.css missing)`,
  )
})
