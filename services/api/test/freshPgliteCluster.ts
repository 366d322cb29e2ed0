import { createHash } from 'node:crypto'
import { readFile, rename, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'

let cluster: Promise<Blob> | undefined

/**
 * A dump of a freshly initialised PGlite cluster, made once per PGlite
 * build and kept in the temp folder for every test process after it:
 * opening a dump takes well under a second, where initdb takes seconds of
 * CPU for each test file (tens of files run it).
 */
export function freshPgliteCluster(): Promise<Blob> {
  cluster ??= loadOrCreate()
  return cluster
}

async function loadOrCreate(): Promise<Blob> {
  const file = join(tmpdir(), `latch-test-pglite-${await pgliteBuild()}.tar`)
  const saved = await readFile(file).catch(() => undefined)
  if (saved) return new Blob([saved])
  const pglite = await PGlite.create()
  const dump = await pglite.dumpDataDir('none')
  await pglite.close()
  // Two processes may make it at once: each writes its own file and the
  // rename replaces the dump whole, never half-written.
  const partial = `${file}.${process.pid}`
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
  await rename(partial, file)
  return dump
}

/** Names the installed PGlite build (its WebAssembly file's size and date). */
async function pgliteBuild(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'))
  const wasm = await stat(join(entry, '..', 'pglite.wasm'))
  return createHash('sha256')
    .update(`${entry}:${wasm.size}:${wasm.mtimeMs}`)
    .digest('hex')
    .slice(0, 16)
}
