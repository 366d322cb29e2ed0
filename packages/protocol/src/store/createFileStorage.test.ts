import { mkdtemp, readdir, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createFileStorage } from './createFileStorage.js'

describe('createFileStorage', () => {
  it('persists to a JSON file that a new instance reads back', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'latch-storage-'))
    const path = join(folder, 'nested', 'wc.json')
    const storage = createFileStorage({ path })
    await Promise.all([storage.setItem('a', '1'), storage.setItem('b', '2')])
    await storage.removeItem('b')
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ a: '1' })
    const again = createFileStorage({ path })
    expect(await again.getItem('a')).toBe('1')
    expect(await again.getKeys()).toEqual(['a'])
    expect(await readdir(join(folder, 'nested'))).toEqual(['wc.json'])
  })
})
