import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { KeyValueStorage } from './types.js'

/**
 * Node-only {@link KeyValueStorage} in one JSON file. Writes go to a
 * temporary file that is renamed over the target, so a crash never leaves
 * a half-written file. Import it from `@latch/protocol/node` only.
 *
 * @example
 * createSignClient({ …, storage: createFileStorage({ path: './wc.json' }) })
 */
export function createFileStorage({ path }: { path: string }): KeyValueStorage {
  let items: Promise<Record<string, string>> | undefined
  let writing: Promise<void> = Promise.resolve()
  let sequence = 0

  const load = () => {
    items ??= readFile(path, 'utf8').then(
      (text) => JSON.parse(text) as Record<string, string>,
      () => ({}),
    )
    return items
  }
  const persist = async (data: Record<string, string>) => {
    const text = JSON.stringify(data)
    // Serialised so renames land in order.
    writing = writing.then(async () => {
      const temporary = `${path}.${process.pid}.${sequence++}.tmp`
      await mkdir(dirname(path), { recursive: true })
      await writeFile(temporary, text)
      await rename(temporary, path)
    })
    await writing
  }

  return {
    getItem: async (key) => (await load())[key],
    setItem: async (key, value) => {
      const data = await load()
      data[key] = value
      await persist(data)
    },
    removeItem: async (key) => {
      const data = await load()
      delete data[key]
      await persist(data)
    },
    getKeys: async () => Object.keys(await load()),
  }
}
