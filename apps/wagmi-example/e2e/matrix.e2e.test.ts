// The wagmi × React matrix: wagmi 2.19 and 3.7, each with React 18 and
// 19, installed outside the monorepo from each fixture's lockfile and the
// packed @latch/* tarballs (matrix/<fixture>), built by Vite and driven in
// Chromium: connect through Latch's modal, switch 31337 → 31338, sign,
// send, disconnect — all through wagmi's hooks.

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { waitForReceipt } from '@latch/devnet/node'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { packPublicPackages } from '../../../packages/test/src/pack/packPublicPackages.js'
import { launchChromium } from '../../../scripts/chromium.mjs'
import { serveStatic } from '../../../scripts/serve-static.mjs'
import { matrixJobName } from '../../demo/e2e/ahead/e2eAheadJobs.js'
import { takeAhead } from '../../demo/e2e/ahead/takeAhead.js'
import { hookValue } from '../../demo/e2e/browser.js'
import {
  DEV_ACCOUNT_0,
  latchModal,
  waitForValue,
} from '../../demo/e2e/flows.js'
import type { MatrixApp } from './buildMatrixApp.js'
import {
  buildMatrixAppsAhead,
  type MatrixAppsAhead,
} from './buildMatrixAppsAhead.js'
import { installAnvilWallet } from './installAnvilWallet.js'
import { MATRIX_FIXTURES } from './matrixFixtures.js'

/** The packages a wagmi app with Latch installs. */
const latchTarballs = [
  '@latch/common',
  '@latch/protocol',
  '@latch/core',
  '@latch/react',
  '@latch/wagmi',
]

const RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

const matrix = MATRIX_FIXTURES

let packs: string | undefined
let apps: MatrixAppsAhead | undefined
// biome-ignore lint/correctness/noEmptyPattern: Vitest wants the context destructured; the file is the second argument
beforeAll(async ({}, file) => {
  // Built by the global setup meanwhile, in a full run (the same
  // buildMatrixApp, from the same tarballs).
  if (inject('aheadDir')) {
    apps = {
      app: (fixture) =>
        takeAhead<MatrixApp>(matrixJobName(fixture)) ??
        Promise.reject(new Error('no ahead build')),
      dispose: async () => {},
    }
    return
  }
  packs = await mkdtemp(join(tmpdir(), 'latch-packs-'))
  await packPublicPackages(
    fileURLToPath(new URL('../../../', import.meta.url)),
    packs,
    latchTarballs,
  )
  // Every fixture's install and build starts now, two at a time, in test
  // order (those a name filter leaves out are not built).
  const selected = file.tasks
    .filter((task) => task.mode !== 'skip' && task.mode !== 'todo')
    .map((task) => task.name)
  apps = buildMatrixAppsAhead(
    matrix
      .map(([fixture]) => fixture)
      .filter((fixture) =>
        selected.some((name) => name.startsWith(`${fixture}:`)),
      ),
    { packs, rpcUrls: inject('rpcUrls') },
  )
})
afterAll(async () => {
  await apps?.dispose()
  if (packs) await rm(packs, { recursive: true, force: true })
})

test.each(matrix)(
  '%s: wagmi %s, React %s — connect, switch, sign, send, disconnect',
  async (fixture, wagmi, react) => {
    const rpcUrls = inject('rpcUrls')
    if (!apps) throw new Error('the matrix builds did not start')
    const app = await apps.app(fixture)
    const server = await serveStatic({
      root: app.outDir,
      host: '127.0.0.1',
      port: 0,
    })
    const { context, close } = await launchChromium()
    try {
      expect(app.versions).toEqual({ wagmi, react })
      const page = context.pages()[0] ?? (await context.newPage())
      page.setDefaultTimeout(10_000)
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await installAnvilWallet(page, rpcUrls)
      await page.goto(server.url)

      await page.getByRole('button', { name: 'Connect with wagmi' }).click()
      await latchModal(page, 'Connect Wallet')
        .getByRole('button', { name: /Anvil Wallet/ })
        .click()
      await waitForValue(page, 'status', 'connected')
      await waitForValue(page, 'address', DEV_ACCOUNT_0)
      await waitForValue(page, 'chainId', '31337')

      await page
        .getByRole('button', { name: 'Switch to Latch Devnet 2' })
        .click()
      await waitForValue(page, 'chainId', '31338')

      await page.getByRole('button', { name: 'Sign message' }).click()
      const signature = hookValue(page, 'signature')
      await signature.filter({ hasText: /^0x[0-9a-f]{130}$/ }).waitFor()
      expect(
        await verifyMessage({
          address: DEV_ACCOUNT_0,
          message: 'Hello from wagmi through Latch',
          signature: (await signature.textContent()) as `0x${string}`,
        }),
      ).toBe(true)

      await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
      const hashValue = hookValue(page, 'hash')
      await hashValue.filter({ hasText: /^0x[0-9a-f]{64}$/ }).waitFor()
      const hash = (await hashValue.textContent()) as `0x${string}`
      const devnet2 = createPublicClient({ transport: http(rpcUrls[1]) })
      const receipt = await waitForReceipt(devnet2, hash)
      expect(receipt.status).toBe('success')
      const tx = await devnet2.getTransaction({ hash })
      expect(tx.to).toBe(RECEIVER.toLowerCase())
      expect(tx.value).toBe(parseEther('0.01'))

      await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
      await waitForValue(page, 'status', 'disconnected')
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      expect(errors).toEqual([])
    } finally {
      await close()
      await server.close()
      await rm(app.dir, { recursive: true, force: true })
    }
  },
  // Waits for the fixture's npm ci (from the npm cache once warm) and Vite
  // build, which run two at a time from the start of the file.
  300_000,
)
