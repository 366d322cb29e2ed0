import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const example = fileURLToPath(new URL('../', import.meta.url))

export type MatrixApp = {
  /** The app's folder, outside the monorepo (remove it when done). */
  dir: string
  /** Its Vite build. */
  outDir: string
  /** wagmi's and React's versions as installed. */
  versions: { wagmi: string; react: string }
}

/**
 * Builds the matrix page for one fixture (`matrix/<fixture>`: its own
 * package.json, package-lock.json and .npmrc) in a fresh folder outside the
 * monorepo, so nothing resolves to the workspace: `npm ci` installs the
 * fixture's wagmi and React and the packed @latch/* tarballs from `packs`,
 * then Vite builds the example's App with `rpcUrls` for the two devnets.
 */
export async function buildMatrixApp(
  parameters: MatrixParameters,
): Promise<MatrixApp> {
  const dir = await mkdtemp(
    join(tmpdir(), `latch-matrix-${parameters.fixture}-`),
  )
  try {
    return await installAndBuild(dir, parameters)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}

type MatrixParameters = {
  fixture: string
  packs: string
  rpcUrls: readonly string[]
}

async function installAndBuild(
  dir: string,
  { fixture, packs, rpcUrls }: MatrixParameters,
): Promise<MatrixApp> {
  const from = join(example, 'matrix', fixture)
  for (const file of ['package.json', 'package-lock.json', '.npmrc'])
    await cp(join(from, file), join(dir, file))
  await cp(packs, join(dir, 'packs'), { recursive: true })
  await mkdir(join(dir, 'src'))
  for (const file of ['App.tsx', 'messages.ts', 'chains.ts'])
    await cp(join(example, 'src', file), join(dir, 'src', file))
  await cp(join(example, 'matrix', 'main.tsx'), join(dir, 'src', 'main.tsx'))
  await cp(join(example, 'index.html'), join(dir, 'index.html'))
  await writeFile(
    join(dir, '.env'),
    `VITE_DEVNET_RPC_1=${rpcUrls[0]}\nVITE_DEVNET_RPC_2=${rpcUrls[1]}\n`,
  )
  // The fixture's .npmrc decides: none of
  // the npm settings of the command that started the tests leaks in.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)),
  )
  await promisify(execFile)(
    'npm',
    ['ci', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    { cwd: dir, env, maxBuffer: 16 << 20 },
  )
  const { build } = await import('vite')
  const outDir = join(dir, 'dist')
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
        },
      },
    },
  })
  const version = async (name: string) =>
    (
      JSON.parse(
        await readFile(join(dir, 'node_modules', name, 'package.json'), 'utf8'),
      ) as { version: string }
    ).version
  return {
    dir,
    outDir,
    versions: { wagmi: await version('wagmi'), react: await version('react') },
  }
}
