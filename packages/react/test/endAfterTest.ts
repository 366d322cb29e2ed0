// What the test helpers made that must end with the test (renderLatch's
// Latch instances: their watches of new blocks, RPC ranking and wallet
// discovery), ended by setupDom.ts in an afterEach of the project's setup:
// after the file's own afterEach(cleanup), so after the unmount, in every
// file whether or not files share their worker's modules. No dependency:
// the setup loads it before Testing Library.
import { vi } from 'vitest'

const endings = new Set<() => void>()

/** Runs `end` after the running test. */
export function endAfterTest(end: () => void): void {
  endings.add(end)
}

/**
 * Ends what the test made, then waits for the chunks it began to load: a
 * file must not end while a lazy `import()` is pending (Vitest closes the
 * worker's module channel under it).
 */
export async function endWhatTheTestMade(): Promise<void> {
  for (const end of endings) end()
  endings.clear()
  await vi.dynamicImportSettled()
}
