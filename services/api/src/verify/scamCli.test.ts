import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { runCli } from '../cli/runCli.js'

const dir = await mkdtemp(join(tmpdir(), 'latch-scam-cli-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('latch-api scam', () => {
  test('add, list, remove on a data folder; in the usage', {
    timeout: 120_000,
  }, async () => {
    const lines: string[] = []
    const cli = (...argv: string[]) =>
      runCli({
        argv: [...argv, '--data-dir', join(dir, 'data')],
        log: (l) => lines.push(l),
      })
    await cli(
      'scam',
      'add',
      '--domain',
      'Evil.example',
      '--domain',
      '*.phish.example',
    )
    await cli('scam', 'remove', '--domain', 'evil.example')
    await cli('scam', 'list')
    expect(lines.splice(0)).toEqual([
      'latch-api: 2 of 2 scam domains added',
      'latch-api: evil.example removed from the scam list',
      'phish.example',
    ])
    await expect(cli('scam', 'add', '--domain', 'bad domain')).rejects.toThrow(
      'Invalid scam domain',
    )
    await runCli({ argv: ['--help'], log: (l) => lines.push(l) })
    expect(lines.join('\n')).toMatch(/latch-api scam add --domain DOMAIN/)
    expect(lines.join('\n')).toMatch(/LATCH_API_VERIFY_KEY/)
  })

  test('a bad LATCH_API_VERIFY_KEY stops the start', async () => {
    await expect(
      runCli({
        argv: ['--port', '0', '--data-dir', 'memory'],
        env: { LATCH_API_VERIFY_KEY: '{"kty":"EC","crv":"P-256"}' },
        log: () => {},
      }),
    ).rejects.toThrow(/^LATCH_API_VERIFY_KEY: /)
  })
})
