import { describe, expect, it } from 'vitest'
import { connectClient } from '../../test/connectClient.js'
import { readLimitsFromEnv } from './readLimitsFromEnv.js'
import { runCli } from './runCli.js'

describe('readLimitsFromEnv', () => {
  it('reads LATCH_RELAY_ limits and ignores unset or empty ones', () => {
    expect(
      readLimitsFromEnv({
        LATCH_RELAY_MAX_FETCH_BYTES: '65536',
        LATCH_RELAY_MAX_CONNECTIONS_PER_IP: '0',
        LATCH_RELAY_IDLE_TIMEOUT_MS: '',
        OTHER: '5',
      }),
    ).toEqual({ maxFetchBytes: 65_536, maxConnectionsPerIp: 0 })
  })

  it('throws on anything but a non-negative integer, naming the variable', () => {
    for (const value of ['-1', '1.5', 'x', '1e400'])
      expect(() =>
        readLimitsFromEnv({ LATCH_RELAY_MAX_CONNECTIONS: value }),
      ).toThrow(`Invalid LATCH_RELAY_MAX_CONNECTIONS: ${value}`)
  })

  it('is what the CLI applies, and --help lists every variable', async () => {
    const lines: string[] = []
    await runCli({ argv: ['--help'], log: (l) => lines.push(l) })
    for (const name of [
      'LATCH_RELAY_MAX_FETCH_BYTES',
      'LATCH_RELAY_MAX_SOCKET_BUFFER_BYTES',
      'LATCH_RELAY_MAX_BUFFERED_BYTES_TOTAL',
      'LATCH_RELAY_MAX_INBOUND_BYTES_TOTAL',
      'LATCH_RELAY_MAX_CONNECTIONS',
      'LATCH_RELAY_MAX_CONNECTIONS_PER_IP',
      'LATCH_RELAY_HANDSHAKE_TIMEOUT_MS',
      'LATCH_RELAY_IDLE_TIMEOUT_MS',
      'LATCH_RELAY_PARTIAL_MESSAGE_TIMEOUT_MS',
      'LATCH_RELAY_TRUST_PROXY',
    ])
      expect(lines[0]).toContain(name)
    const relay = await runCli({
      argv: [],
      env: { LATCH_RELAY_PORT: '0', LATCH_RELAY_MAX_CONNECTIONS_PER_IP: '1' },
      log: () => {},
    })
    if (!relay) throw new Error('no relay')
    const first = await connectClient(relay.url)
    await expect(connectClient(relay.url)).rejects.toThrow('429')
    first.ws.terminate()
    await relay.close()
  })
})
