import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, test } from 'vitest'

// What each bundled image is and where it came from. That the API serves
// them is walletRoutes.test.ts's "image endpoints" test.
const data = fileURLToPath(new URL('../../data/', import.meta.url))
const readJson = async (file: string) =>
  JSON.parse(await readFile(join(data, file), 'utf8'))
const { wallets } = await readJson('wallets.json')
const { images } = await readJson('images.json')
const { devDependencies } = JSON.parse(
  await readFile(new URL('../../package.json', import.meta.url), 'utf8'),
)
const walletFiles = new Set(await readdir(join(data, 'wallet-images')))

// A source is a pinned devDependency (`name@exact-version path`) with its
// package's licence (web3icons MIT, Simple Icons CC0), Latch's own drawing
// (MIT), or a generated monogram.
const pinned = Object.entries(devDependencies as Record<string, string>).map(
  ([name, version]) => `${name}@${version} `,
)
function expectSourceAndLicence(
  entry: { image_source?: string; image_licence?: string },
  file: string | undefined,
) {
  const source = entry.image_source ?? ''
  const licence = entry.image_licence ?? ''
  if (!file) {
    expect(source).toMatch(/^monogram \(renderMonogramSvg\)/)
    expect(licence).toBe('MIT (Latch, generated)')
  } else if (source.startsWith('services/api/data/wallet-images/'))
    expect(licence).toBe('MIT (Latch)')
  else {
    expect(
      pinned.some((p) => source.startsWith(p)),
      source,
    ).toBe(true)
    expect(['MIT', 'CC0-1.0']).toContain(licence)
  }
}

describe('brand images', () => {
  test('every wallet records its image source and licence; 27 have a logo, 8 a monogram', () => {
    let logos = 0
    for (const wallet of wallets) {
      const file = walletFiles.has(`${wallet.id}.svg`) ? wallet.id : undefined
      if (file) logos++
      expectSourceAndLicence(wallet, file)
    }
    // 25 from the packages and Latch's two; README.md names the others.
    expect(logos).toBe(27)
    expect(wallets.length - logos).toBe(8)
  })

  test('every network, token, currency and provider image records its source and licence', () => {
    for (const image of images) expectSourceAndLicence(image, image.file)
    for (const provider of [
      'google',
      'github',
      'apple',
      'facebook',
      'x',
      'discord',
      'farcaster',
      'walletconnect',
    ])
      expect(
        images.find((i: { id: string }) => i.id === provider)?.file,
        provider,
      ).toMatch(/\.svg$/)
  })

  test('the committed images and records are what the import script makes from the pinned packages', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'latch-brand-'))
    try {
      await cp(data, copy, { recursive: true })
      await promisify(execFile)(process.execPath, [
        fileURLToPath(
          new URL('../../scripts/import-brand-images.mjs', import.meta.url),
        ),
        copy,
      ])
      for (const folder of ['wallet-images', 'images']) {
        const made = (await readdir(join(copy, folder))).sort()
        expect(made).toEqual((await readdir(join(data, folder))).sort())
        for (const file of made)
          expect(await readFile(join(copy, folder, file), 'utf8'), file).toBe(
            await readFile(join(data, folder, file), 'utf8'),
          )
      }
      for (const file of ['wallets.json', 'images.json'])
        expect(await readFile(join(copy, file), 'utf8'), file).toBe(
          await readFile(join(data, file), 'utf8'),
        )
    } finally {
      await rm(copy, { recursive: true, force: true })
    }
  })
})
