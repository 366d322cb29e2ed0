// The project lookup of every toolkit request: kept for 1 s, forgotten at
// once by changes made in this process, and re-read after the TTL when
// another process (here: SQL written past the project functions) changed
// the row. Fake timers move Date.now; nothing waits on the clock.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createTestDb, dbKinds } from '../../test/testDbs.js'
import { createProject } from './createProject.js'
import { deleteProject } from './deleteProject.js'
import { getProjectCached, PROJECT_CACHE_TTL_MS } from './projectCache.js'
import { updateProject } from './updateProject.js'

afterEach(() => {
  vi.useRealTimers()
})

describe.each(dbKinds)('getProjectCached on %s', (kind) => {
  test('another process’s change shows after the TTL; this process’s at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const db = await createTestDb(kind)
    expect(await getProjectCached(db, { id: 'shop' })).toBeUndefined()
    await createProject(db, { id: 'shop', name: 'Shop' })
    // Unknown ids are not kept: the new project is found at once.
    expect((await getProjectCached(db, { id: 'shop' }))?.name).toBe('Shop')

    // Written past updateProject, as another process would.
    await db.query(`UPDATE projects SET name = 'Elsewhere' WHERE id = 'shop'`)
    expect((await getProjectCached(db, { id: 'shop' }))?.name).toBe('Shop')
    vi.advanceTimersByTime(PROJECT_CACHE_TTL_MS + 1)
    expect((await getProjectCached(db, { id: 'shop' }))?.name).toBe('Elsewhere')

    await updateProject(db, { id: 'shop', name: 'Here' })
    expect((await getProjectCached(db, { id: 'shop' }))?.name).toBe('Here')
    await deleteProject(db, { id: 'shop' })
    expect(await getProjectCached(db, { id: 'shop' })).toBeUndefined()
  })
})
