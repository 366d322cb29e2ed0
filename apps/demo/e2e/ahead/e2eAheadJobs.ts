// The e2e setup that only a few files need, done by the global setup in
// the background while the other files run (runAhead), for a full run
// (LATCH_E2E_AHEAD=1, set by scripts/test.sh): the public packages packed
// once for the fresh app and the wagmi matrix, the fresh app installed,
// the four matrix apps installed and built, apps/next built. A file run
// on its own prepares for itself, the same way.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freshAppDependencies } from '../../../../packages/test/src/pack/freshAppDependencies.js'
import { installFreshApp } from '../../../../packages/test/src/pack/installFreshApp.js'
import {
  type PackedPackage,
  packPublicPackages,
} from '../../../../packages/test/src/pack/packPublicPackages.js'
import { buildNextApp } from '../../../../scripts/next-app.mjs'
import {
  buildMatrixApp,
  type MatrixApp,
} from '../../../wagmi-example/e2e/buildMatrixApp.js'
import { MATRIX_FIXTURES } from '../../../wagmi-example/e2e/matrixFixtures.js'
import type { AheadJob } from './runAhead.js'

const root = fileURLToPath(new URL('../../../../', import.meta.url))

export type PackedAhead = { dir: string; packed: PackedPackage[] }
export type FreshAppAhead = { app: string }

export const matrixJobName = (fixture: string) => `matrix-${fixture}`

/** The jobs, in the order they run; `rpcUrls` are the devnet's. */
export function e2eAheadJobs(rpcUrls: readonly string[]): AheadJob[] {
  return [
    {
      name: 'packs',
      async run(folder) {
        const dir = join(folder, 'tarballs')
        await mkdir(dir)
        const packed = await packPublicPackages(root, dir)
        return { value: { dir, packed } satisfies PackedAhead }
      },
    },
    {
      name: 'next',
      async run() {
        await buildNextApp()
        return { value: true }
      },
    },
    {
      name: 'freshApp',
      async run(folder, take) {
        const { packed } = await take<PackedAhead>('packs')
        const app = join(folder, 'fresh-app')
        await installFreshApp({
          dir: app,
          packages: packed,
          ...freshAppDependencies(root),
        })
        return { value: { app } satisfies FreshAppAhead }
      },
    },
    ...MATRIX_FIXTURES.map(
      ([fixture]): AheadJob => ({
        name: matrixJobName(fixture),
        async run(_folder, take) {
          const { dir: packs } = await take<PackedAhead>('packs')
          const app: MatrixApp = await buildMatrixApp({
            fixture,
            packs,
            rpcUrls,
          })
          return { value: app, remove: [app.dir] }
        },
      }),
    ),
  ]
}
