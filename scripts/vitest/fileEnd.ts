// Per-file teardown for test helpers that open something lazily (a
// database, a PostgreSQL server, a mail catcher) and cache it in their
// module. A helper registers a hook once, when it is imported; the hook
// runs when each test file ends (afterAll of this project's setup file
// runFileEnd.ts, after the file's own afterAll hooks), closes what that
// file opened and empties the cache. This works whether the file has its
// own module graph (isolate) or shares its worker's with the files before
// it (isolate: false): the next file opens its own again.
type FileEndHook = () => Promise<void> | void

const hooks = new Set<FileEndHook>()

/** Runs `hook` at the end of every test file from now on. */
export function onEveryFileEnd(hook: FileEndHook): void {
  hooks.add(hook)
}

/** Runs every registered hook, in the order they were registered. */
export async function runFileEndHooks(): Promise<void> {
  for (const hook of hooks) await hook()
}
