import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

/** The packages a wagmi app with Latch installs, in dependency order. */
const latchTarballs = [
  '@latch/common',
  '@latch/protocol',
  '@latch/core',
  '@latch/react',
  '@latch/wagmi',
] as const

const root = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * `npm pack`s the Latch packages a wagmi app needs into `destination`
 * (latch-<name>-<version>.tgz), from their built `dist` (run
 * `npx tsc -b tsconfig.build.json` first, as `npm test` does).
 */
export async function packLatchTarballs(destination: string): Promise<void> {
  await promisify(execFile)(
    'npm',
    [
      'pack',
      '--ignore-scripts',
      '--pack-destination',
      destination,
      ...latchTarballs.flatMap((name) => ['-w', name]),
    ],
    { cwd: root, maxBuffer: 16 << 20 },
  )
}
