type UrlListener = (event: { url: string }) => void

/**
 * The platform hook the official SDK uses for link mode: it only turns link
 * mode on where `global.Linking` exists (React Native, or a test run:
 * `IS_VITEST`). Installs one that records the URLs the official clients
 * open and lets a test deliver URLs to the client created last. Call it
 * before creating the official clients; returns the restore.
 */
export function installOfficialLinking() {
  const opened: string[] = []
  const listeners: UrlListener[] = []
  const previousEnv = process.env.IS_VITEST
  const scope = globalThis as { Linking?: unknown }
  const previous = scope.Linking
  process.env.IS_VITEST = 'true'
  scope.Linking = {
    openURL: async (url: string) => void opened.push(url),
    addEventListener: (_event: string, listener: UrlListener) =>
      void listeners.push(listener),
    getInitialURL: async () => null,
  }
  return {
    /** Every URL an official client opened, oldest first. */
    opened,
    /** The `url` listener of the official client created last. */
    lastListener: () => listeners.at(-1),
    restore() {
      scope.Linking = previous
      if (previousEnv === undefined) delete process.env.IS_VITEST
      else process.env.IS_VITEST = previousEnv
    },
  }
}
