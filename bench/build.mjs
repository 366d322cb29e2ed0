// Vite production build of one bench app, with per-file JS sizes.
// Shared by bench/run.mjs and scripts/size-check.mjs.
import { readFile } from 'node:fs/promises'
import { basename, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

/** Gzip size in bytes (node:zlib, default level). */
export const gzipSize = (buffer) => gzipSync(buffer).length

/** JS files referenced by index.html: module scripts and modulepreloads. */
function initialScripts(html) {
  const refs = new Set()
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag)
    const isPreload = /rel="modulepreload"/.test(tag)
    const ref = tag.match(/\b(?:src|href)="\/?([^"]+\.js)"/)?.[1]
    if ((isScript || isPreload) && ref) refs.add(ref)
  }
  return refs
}

/**
 * Chunks the modal needs: the entry's static closure plus every chunk it
 * imports dynamically (first level) and their static closures. Deeper
 * dynamic imports (e.g. a protocol loaded on a later click) are "lazy".
 */
function modalChunks(manifest) {
  const seen = new Set()
  const walk = (key) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(chunk.file)) return
    seen.add(chunk.file)
    for (const dep of chunk.imports ?? []) walk(dep)
  }
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry)
  entries.forEach(walk)
  const initial = [...Object.keys(manifest)].filter((k) =>
    seen.has(manifest[k].file),
  )
  for (const key of initial) {
    for (const dyn of manifest[key].dynamicImports ?? []) walk(dyn)
  }
  return seen
}

/**
 * The one page shell every bench app is built into: a root element and the
 * app's `main.tsx`. Given to Vite as `dir/index.html`, so the bench apps hold
 * only their script.
 */
function benchPage(root) {
  const id = join(root, 'index.html')
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>Bench: ${basename(root)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.tsx"></script>
  </body>
</html>
`
  return {
    name: 'latch-bench-page',
    resolveId: (source) => (source === id ? id : undefined),
    load: (source) => (source === id ? html : undefined),
  }
}

/**
 * Builds the bench app whose `main.tsx` is in `dir` into `dir/dist`.
 * @param {string} dir
 * @param {{ outDir?: string, sourcemap?: boolean }} [options] where to
 *   write (default `dir/dist`); sourcemap: also write `.js.map` files (the
 *   size map, bench/sizeMap.mjs)
 * @returns {Promise<{ outDir: string, files: { file: string, bytes: number,
 *   gzip: number, kind: 'initial' | 'modal' | 'lazy' }[],
 *   firstLoadGzip: number, modalGzip: number, allGzip: number }>}
 */
export async function buildApp(
  dir,
  { outDir = join(resolve(dir), 'dist'), sourcemap = false } = {},
) {
  const { build, defaultClientConditions } = await import('vite')
  const root = resolve(dir)
  const output = await build({
    configFile: false,
    root,
    plugins: [benchPage(root)],
    logLevel: 'warn',
    resolve: { conditions: ['@latch/source', ...defaultClientConditions] },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap,
      target: 'es2022',
      rolldownOptions: {
        // TanStack Query's React modules (the wagmi pages) say "use client",
        // which a client-only bundle has no use for.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
        },
      },
    },
  })
  const html = await readFile(join(outDir, 'index.html'), 'utf8')
  const manifest = JSON.parse(
    await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  )
  const initial = initialScripts(html)
  const modal = modalChunks(manifest)
  const outputs = [output].flat().flatMap((o) => o.output ?? [])
  const files = outputs
    .filter((o) => o.type === 'chunk')
    .map((chunk) => {
      const bytes = Buffer.from(chunk.code)
      const kind = initial.has(chunk.fileName)
        ? 'initial'
        : modal.has(chunk.fileName)
          ? 'modal'
          : 'lazy'
      return {
        file: chunk.fileName,
        bytes: bytes.length,
        gzip: gzipSize(bytes),
        kind,
      }
    })
  const sum = (kinds) =>
    files.filter((f) => kinds.includes(f.kind)).reduce((n, f) => n + f.gzip, 0)
  return {
    outDir,
    files,
    firstLoadGzip: sum(['initial']),
    modalGzip: sum(['initial', 'modal']),
    allGzip: sum(['initial', 'modal', 'lazy']),
  }
}
