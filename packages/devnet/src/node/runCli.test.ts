import { describe, expect, it } from 'vitest'
import { runCli } from './runCli.js'

describe('runCli', () => {
  it('prints help', async () => {
    const lines: string[] = []
    const result = await runCli({ argv: ['--help'], log: (l) => lines.push(l) })
    expect(result).toBeUndefined()
    expect(lines.join('\n')).toContain('Usage: latch-devnet')
  })

  it('rejects a bad port', async () => {
    await expect(runCli({ argv: ['--port', 'x'] })).rejects.toThrow(
      'Invalid port: x',
    )
  })

  it('starts on the port from the env and prints one line per chain', async () => {
    const lines: string[] = []
    const devnet = await runCli({
      argv: [],
      env: { LATCH_DEVNET_PORT: '0' },
      log: (l) => lines.push(l),
    })
    try {
      expect(lines).toHaveLength(2)
      expect(lines[0]).toMatch(/chain 31337 at http:\/\/127\.0\.0\.1:\d+ /)
      expect(lines[1]).toMatch(/chain 31338 at http:\/\/127\.0\.0\.1:\d+ /)
    } finally {
      await devnet?.stop()
    }
  })
})
