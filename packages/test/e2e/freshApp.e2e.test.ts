// The public packages as a user gets them: `npm pack` tarballs installed
// with plain `npm install` into a fresh Vite React app outside the
// monorepo (no `@latch/source` condition, no workspace links), built with
// its own Vite, the servers started from their installed binaries, and the
// page connecting a wallet in Chromium.
import { existsSync, lstatSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type {
  FreshAppAhead,
  PackedAhead,
} from '../../../apps/demo/e2e/ahead/e2eAheadJobs.js'
import { takeAhead } from '../../../apps/demo/e2e/ahead/takeAhead.js'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { bundleDevWallet } from '../src/pack/bundleDevWallet.js'
import { freshAppDependencies } from '../src/pack/freshAppDependencies.js'
import { buildFreshApp, installFreshApp } from '../src/pack/installFreshApp.js'
import {
  type PackedPackage,
  packPublicPackages,
  publicPackageDirs,
} from '../src/pack/packPublicPackages.js'
import {
  type PackagedServer,
  startPackagedServer,
} from '../src/pack/startPackagedServer.js'

type Manifest = {
  name: string
  license?: string
  sideEffects?: boolean | string[]
  exports?: Record<string, string | Record<string, string>>
  bin?: Record<string, string>
}

const root = fileURLToPath(new URL('../../../', import.meta.url))
const manifests = publicPackageDirs(root).map(
  (dir) =>
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest,
)

const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('the public packages from their tarballs, in a fresh Vite React app', () => {
  let work: string
  let app: string
  let packed: PackedPackage[]

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'latch-fresh-app-'))
    // Packed and installed by the global setup meanwhile, in a full run.
    const packs = takeAhead<PackedAhead>('packs')
    const installed = takeAhead<FreshAppAhead>('freshApp')
    if (packs && installed) {
      packed = (await packs).packed
      app = (await installed).app
      return
    }
    app = join(work, 'app')
    await mkdir(join(work, 'tarballs'))
    packed = await packPublicPackages(root, join(work, 'tarballs'))
    await installFreshApp({
      dir: app,
      packages: packed,
      ...freshAppDependencies(root),
    })
  }, 300_000)

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true })
  })

  describe.each(manifests)('$name', (manifest) => {
    it('ships its README, licence, side-effect flag, exports and types', () => {
      const entry = packed.find((p) => p.name === manifest.name)
      expect(entry, `${manifest.name} was packed`).toBeDefined()
      const files = new Set(entry?.files)
      expect(files).toContain('package.json')
      expect(files).toContain('README.md')
      expect(files).toContain('LICENSE')
      expect(manifest.license).toBe('MIT')
      expect(manifest.sideEffects).toBeDefined()
      const targets: string[] = []
      for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
        if (subpath === './package.json') continue
        expect(typeof target, `${subpath} has conditions`).toBe('object')
        const conditions = target as Record<string, string>
        expect(Object.keys(conditions), subpath).toContain('types')
        expect(Object.keys(conditions), subpath).toContain('default')
        targets.push(conditions.types as string, conditions.default as string)
      }
      for (const bin of Object.values(manifest.bin ?? {})) targets.push(bin)
      const missing = targets
        .map((target) => target.replace(/^\.\//, ''))
        .filter((target) => !files.has(target))
      expect(missing).toEqual([])
    })

    it('resolves every export from the installed app', () => {
      const require = createRequire(join(app, 'package.json'))
      for (const subpath of Object.keys(manifest.exports ?? {})) {
        const specifier =
          subpath === '.'
            ? manifest.name
            : `${manifest.name}/${subpath.slice(2)}`
        const resolved = require.resolve(specifier)
        expect(resolved.startsWith(join(app, 'node_modules'))).toBe(true)
        expect(existsSync(resolved)).toBe(true)
      }
      // Installed from the tarball, not linked to the workspace.
      const installed = join(app, 'node_modules', ...manifest.name.split('/'))
      expect(lstatSync(installed).isSymbolicLink()).toBe(false)
    })
  })

  it('builds with Vite, runs the installed relay and API, and connects a wallet in Chromium', async () => {
    const [rpcUrl = '', rpcUrl2 = ''] = inject('rpcUrls')
    const bin = (name: string) => join(app, 'node_modules', '.bin', name)
    const servers: PackagedServer[] = []
    const browser = await launchChromium()
    let site: { url: string; close(): Promise<void> } | undefined
    try {
      servers.push(
        await startPackagedServer(bin('latch-relay'), ['--port', '0']),
      )
      servers.push(
        await startPackagedServer(
          bin('latch-api'),
          [
            '--port',
            '0',
            '--data-dir',
            'memory',
            '--seed-dev-project',
            '--no-embedded',
          ],
          { LATCH_API_RPC_31337: rpcUrl, LATCH_API_RPC_31338: rpcUrl2 },
        ),
      )
      const [relay, api] = servers as [PackagedServer, PackagedServer]
      const dist = await buildFreshApp(app, {
        VITE_RPC_URL: rpcUrl,
        VITE_RELAY_URL: relay.url,
        VITE_API_URL: api.url,
        VITE_EMBEDDED_URL: inject('embeddedUrl'),
      })
      site = await serveStatic({ root: dist, port: 0 })

      const wallet = await bundleDevWallet(join(work, 'wallet'))
      const page =
        browser.context.pages()[0] ?? (await browser.context.newPage())
      page.setDefaultTimeout(15_000)
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await page.addInitScript({
        content: `${wallet}\nwindow.latchInstallDevWallet(${JSON.stringify({
          solana: false,
          chains: [{ chainId: 31337, name: 'Latch Devnet', url: rpcUrl }],
        })})`,
      })
      await page.goto(site.url)
      await page.getByRole('heading', { name: 'Fresh app' }).waitFor()
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const modal = page.getByRole('dialog', {
        name: 'Connect Wallet',
        exact: true,
      })
      await modal.getByRole('button', { name: /Latch Dev Wallet/ }).click()
      const prompt = page
        .getByRole('dialog', { name: 'Latch Dev Wallet', exact: true })
        .filter({ has: page.getByRole('button', { name: 'Approve' }) })
      await prompt.getByRole('button', { name: 'Approve' }).click()
      await page
        .getByRole('button', {
          name: new RegExp(
            `${DEV_ACCOUNT_0.slice(0, 6)}.*${DEV_ACCOUNT_0.slice(-4)}`,
            'i',
          ),
        })
        .waitFor()
      expect(errors).toEqual([])
    } finally {
      await browser.close()
      await site?.close()
      for (const server of servers) await server.stop()
    }
  }, 240_000)
})
