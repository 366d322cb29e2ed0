import { describe, expect, it } from 'vitest'
import { connectClient } from '../../test/connectClient.js'
import { runCli } from './runCli.js'

describe('runCli', () => {
  it('prints help', async () => {
    const lines: string[] = []
    expect(
      await runCli({ argv: ['--help'], log: (l) => lines.push(l) }),
    ).toBeUndefined()
    expect(lines[0]).toContain('Usage: latch-relay [--host HOST] [--port PORT]')
    expect(lines[0]).toContain('LATCH_RELAY_AUDIENCES')
  })

  it('starts on a free port from env and logs one line', async () => {
    const lines: string[] = []
    const relay = await runCli({
      argv: [],
      env: {
        LATCH_RELAY_PORT: '0',
        LATCH_RELAY_AUDIENCES: 'ws://a.example, *',
      },
      log: (l) => lines.push(l),
    })
    if (!relay) throw new Error('no relay')
    expect(lines).toEqual([`latch-relay: listening on ${relay.url} (memory)`])
    const c = await connectClient(relay.url, { aud: 'wss://anything.example' })
    expect(
      (await c.request('irn_subscribe', { topic: 'cd'.repeat(32) })).result,
    ).toBeTypeOf('string')
    c.ws.terminate()
    await relay.close()
  })

  it('rejects a bad port', async () => {
    await expect(
      runCli({ argv: ['--port', 'x'], log: () => {} }),
    ).rejects.toThrow('Invalid port: x')
  })
})
