#!/usr/bin/env node
// Production build of the secure frame app (src/frame/main.ts) with Vite's
// JS API: frame-dist/frame.js (minified ES module) and frame-dist/frame.css,
// fixed names (the service serves them at /frame/assets/*).
//
//   node packages/embedded/scripts/build-frame.mjs [--if-stale] [--out-dir DIR]
import { readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

/** Absolute path of packages/embedded. */
export const embeddedRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
/** Where the frame bundle goes by default. */
export const frameDist = join(embeddedRoot, 'frame-dist')

/** Newest mtime (ms) of the files under `path` (0 when missing). */
function newest(path) {
  let stat
  try {
    stat = statSync(path)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let max = 0
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || /\.test\.tsx?$/.test(entry)) continue
    max = Math.max(max, newest(join(path, entry)))
  }
  return max
}

/**
 * Whether `outDir` lacks a bundle or is older than its sources: the frame
 * app, @latch/common (with the message contract and the EVM describers;
 * bundled from source), @latch/solana/transactions (the Solana
 * describers), this script.
 * @param {string} [outDir]
 */
export function isFrameStale(outDir = frameDist) {
  const built = Math.min(
    newest(join(outDir, 'frame.js')),
    newest(join(outDir, 'frame.css')),
  )
  if (built === 0) return true
  const sources = [
    join(embeddedRoot, 'src', 'frame'),
    join(embeddedRoot, '..', 'common', 'src'),
    join(embeddedRoot, '..', 'solana', 'src', 'transactions'),
    fileURLToPath(import.meta.url),
  ]
  return sources.some((path) => newest(path) > built)
}

/**
 * Builds the frame into `outDir` (default packages/embedded/frame-dist).
 * @param {{ outDir?: string | undefined }} [options]
 * @returns {Promise<string>} the output directory
 */
export async function buildFrame({ outDir } = {}) {
  const { build, defaultClientConditions } = await import('vite')
  const out = resolve(outDir ?? frameDist)
  await build({
    configFile: false,
    root: embeddedRoot,
    logLevel: 'warn',
    // Workspace sources are bundled directly: no package build needed.
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    publicDir: false,
    build: {
      outDir: out,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      modulePreload: false,
      cssCodeSplit: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: join(embeddedRoot, 'src', 'frame', 'main.ts'),
        output: {
          format: 'es',
          entryFileNames: 'frame.js',
          chunkFileNames: 'frame-[name].js',
          assetFileNames: (asset) =>
            asset.names?.some((name) => name.endsWith('.css'))
              ? 'frame.css'
              : '[name][extname]',
        },
      },
    },
  })
  return out
}

/**
 * Builds the frame unless frame-dist is newer than every source (as
 * `npm start` and `npm test` do before serving it).
 * @param {{ outDir?: string | undefined }} [options]
 * @returns {Promise<boolean>} whether it built
 */
export async function ensureFrameBuilt(options = {}) {
  if (!isFrameStale(options.outDir)) return false
  await buildFrame(options)
  return true
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href
if (isMain) {
  const { values } = parseArgs({
    options: {
      'if-stale': { type: 'boolean', default: false },
      'out-dir': { type: 'string' },
    },
  })
  const options = { outDir: values['out-dir'] }
  if (values['if-stale'] && !isFrameStale(options.outDir)) {
    console.log('frame is up to date')
  } else {
    const out = await buildFrame(options)
    console.log(`frame built in ${out}`)
  }
}
