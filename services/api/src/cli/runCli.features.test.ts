import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { runCli, usage } from './runCli.js'

const dir = await mkdtemp(join(tmpdir(), 'latch-api-cli-features-'))
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('latch-api projects features and wallets set', () => {
  test('the usage names the commands and the features', () => {
    expect(usage).toMatch(/projects features --id ID \[--enable FEATURE/)
    expect(usage).toMatch(
      /wallets set --id ID \[--webapp-link URL\] \[--link-mode URL\]\s+\[--chains CAIP2,CAIP2\]/,
    )
    expect(usage).toMatch(
      /swaps, onramp, email, socials .*history, multiWallet/s,
    )
  })

  test('on a data folder', { timeout: 120_000 }, async () => {
    const lines: string[] = []
    const cli = (...argv: string[]) =>
      runCli({
        argv: [...argv, '--data-dir', join(dir, 'data')],
        log: (l) => lines.push(l),
      })
    await cli(
      'projects',
      'add',
      '--id',
      'shop',
      '--name',
      'Shop',
      '--enable',
      'swaps',
    )
    await cli('projects', 'features', '--id', 'shop')
    expect(lines.at(-1)).toBe(
      'shop\tswaps=on onramp=off email=off socials=off history=on multiWallet=off',
    )
    await cli(
      'projects',
      'features',
      '--id',
      'shop',
      '--enable',
      'email,socials',
      '--disable',
      'swaps',
      '--disable',
      'history',
    )
    expect(lines.at(-1)).toBe(
      'shop\tswaps=off onramp=off email=on socials=google,x,discord,farcaster,github,apple,facebook history=off multiWallet=off',
    )
    // Re-adding keeps the features it does not name.
    await cli('projects', 'add', '--id', 'shop', '--name', 'Shop 2')
    await cli('projects', 'features', '--id', 'shop')
    expect(lines.at(-1)).toMatch(/email=on .* history=off/)
    await expect(
      cli('projects', 'features', '--id', 'shop', '--enable', 'teleport'),
    ).rejects.toThrow(/Unknown feature 'teleport'/)
    await expect(
      cli(
        'projects',
        'features',
        '--id',
        'shop',
        '--enable',
        'swaps',
        '--disable',
        'swaps',
      ),
    ).rejects.toThrow('--enable and --disable both name swaps')
    await expect(cli('projects', 'features')).rejects.toThrow(
      'projects features needs --id',
    )
    await expect(cli('projects', 'features', '--id', 'nope')).rejects.toThrow(
      'No project with id nope',
    )
    await expect(
      cli('projects', 'features', '--id', 'nope', '--enable', 'swaps'),
    ).rejects.toThrow('No project with id nope')

    await cli('wallets', 'import')
    await cli(
      'wallets',
      'set',
      '--id',
      'latch-wallet',
      '--webapp-link',
      'https://wallet.example/',
    )
    expect(lines.at(-1)).toBe('latch-api: wallet latch-wallet saved')
    await expect(
      cli(
        'wallets',
        'set',
        '--id',
        'latch-wallet',
        '--webapp-link',
        'javascript:alert(1)',
      ),
    ).rejects.toThrow(/webapp_link must be null or an https: URL/)
    await expect(
      cli(
        'wallets',
        'set',
        '--id',
        'nope',
        '--webapp-link',
        'https://a.example/',
      ),
    ).rejects.toThrow('No wallet with id nope')
    await expect(cli('wallets', 'set', '--id', 'latch-wallet')).rejects.toThrow(
      'wallets set needs --id and --webapp-link, --link-mode or --chains',
    )
    await cli(
      'wallets',
      'set',
      '--id',
      'latch-wallet',
      '--chains',
      'eip155:31337, solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m',
    )
    expect(lines.at(-1)).toBe('latch-api: wallet latch-wallet saved')
    await expect(
      cli('wallets', 'set', '--id', 'latch-wallet', '--chains', 'ethereum'),
    ).rejects.toThrow(/chains must be a list of at most 100 CAIP-2 chain ids/)
  })

  test('over HTTP with --url', { timeout: 60_000 }, async () => {
    const env = { LATCH_API_DATA_DIR: 'memory', LATCH_API_ADMIN_TOKEN: 'tok' }
    const api = await runCli({ argv: ['--port', '0'], env, log: () => {} })
    if (!api) throw new Error('no server')
    try {
      const lines: string[] = []
      const cli = (...argv: string[]) =>
        runCli({
          argv: [...argv, '--url', api.url],
          env,
          log: (l) => lines.push(l),
        })
      await cli(
        'projects',
        'add',
        '--id',
        'web',
        '--name',
        'Web',
        '--enable',
        'onramp',
      )
      await cli(
        'projects',
        'features',
        '--id',
        'web',
        '--enable',
        'multiWallet',
      )
      expect(lines.at(-1)).toBe(
        'web\tswaps=off onramp=on email=off socials=off history=on multiWallet=on',
      )
      await cli('projects', 'features', '--id', 'web')
      expect(lines.at(-1)).toMatch(/onramp=on/)
      const config = await fetch(`${api.url}/appkit/v1/config?projectId=web`)
      const { features } = await config.json()
      expect(features).toContainEqual({
        id: 'onramp',
        isEnabled: true,
        config: ['meld'],
      })
      await expect(
        cli('projects', 'features', '--id', 'web', '--enable', 'teleport'),
      ).rejects.toThrow(/Unknown feature/)
      await expect(cli('projects', 'features', '--id', 'nope')).rejects.toThrow(
        'No project with id nope',
      )
      await cli('wallets', 'import')
      await cli(
        'wallets',
        'set',
        '--id',
        'latch-wallet',
        '--webapp-link',
        'http://127.0.0.1:4000/',
      )
      const wallets = await fetch(
        `${api.url}/getWallets?projectId=web&include=latch-wallet`,
      )
      expect((await wallets.json()).data[0].webapp_link).toBe(
        'http://127.0.0.1:4000/',
      )
      // Its link-mode universal link: set, refused with a query, cleared.
      const linkMode = async () =>
        (
          await (
            await fetch(
              `${api.url}/getWallets?projectId=web&include=latch-wallet`,
            )
          ).json()
        ).data[0].link_mode
      const setLinkMode = (url: string) =>
        cli('wallets', 'set', '--id', 'latch-wallet', '--link-mode', url)
      await setLinkMode('http://127.0.0.1:4000/wc')
      expect(await linkMode()).toBe('http://127.0.0.1:4000/wc')
      await expect(setLinkMode('https://w.example/wc?x=1')).rejects.toThrow(
        /link_mode must be null or an https: URL .* without a query/,
      )
      await setLinkMode('')
      expect(await linkMode()).toBe(null)
      await expect(
        cli(
          'wallets',
          'set',
          '--id',
          'latch-wallet',
          '--webapp-link',
          'ftp://x',
        ),
      ).rejects.toThrow(/webapp_link must be/)
      // Over HTTP too: the chains, hence the namespaces, of a wallet.
      await cli(
        'wallets',
        'set',
        '--id',
        'latch-wallet',
        '--chains',
        'bip122:000000000933ea01ad0ee984209779ba',
      )
      const bitcoinOnly = await fetch(
        `${api.url}/getWallets?projectId=web&include=latch-wallet`,
      )
      expect((await bitcoinOnly.json()).data[0].namespaces).toEqual(['bip122'])
    } finally {
      await api.close()
    }
  })
})
