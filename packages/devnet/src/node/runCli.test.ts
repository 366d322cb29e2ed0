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
    await expect(
      runCli({ argv: ['--port', '0', '--solana-port', '-1'] }),
    ).rejects.toThrow()
    await expect(
      runCli({ argv: ['--port', '0', '--solana-port', '70000'] }),
    ).rejects.toThrow('Invalid port: 70000')
  })

  // Each starts two anvils with their DEX, NFTs and smart-account
  // contracts (~25 s beside the other lanes on two cores): a bound for a
  // hang, not for speed.
  const devnetStart = { timeout: 120_000 }

  it('leaves the Solana chain out with --no-solana', devnetStart, async () => {
    const lines: string[] = []
    const devnet = await runCli({
      argv: ['--port', '0', '--no-solana'],
      log: (l) => lines.push(l),
    })
    try {
      expect(devnet?.solana).toBeUndefined()
      expect(lines.join('\n')).not.toContain('solana')
    } finally {
      await devnet?.stop()
    }
  })

  it(
    'starts on the port from the env and prints one line per chain',
    devnetStart,
    async () => {
      const lines: string[] = []
      const devnet = await runCli({
        argv: [],
        env: { LATCH_DEVNET_PORT: '0', LATCH_SOLANA_PORT: '0' },
        log: (l) => lines.push(l),
      })
      try {
        expect(lines).toHaveLength(4)
        expect(lines[0]).toMatch(/chain 31337 at http:\/\/127\.0\.0\.1:\d+ /)
        expect(lines[1]).toMatch(/chain 31338 at http:\/\/127\.0\.0\.1:\d+ /)
        expect(lines[2]).toMatch(
          /solana localnet at http:\/\/127\.0\.0\.1:\d+ \(LDT ArgGAMvAQEEaM1TiehNy83bbL5SACZLvh6BZDHTUvhuQ\)/,
        )
        expect(lines[3]).toMatch(
          /NFT metadata and images at http:\/\/127\.0\.0\.1:\d+$/,
        )
        const health = await fetch(devnet?.solana?.url ?? '', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"jsonrpc":"2.0","id":1,"method":"getHealth"}',
        })
        expect(await health.json()).toMatchObject({ result: 'ok' })
      } finally {
        await devnet?.stop()
      }
    },
  )
})
