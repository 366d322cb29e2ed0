// Replaces globalThis.fetch so that only loopback hosts are reached; any
// other host (the official SDK's verify / pulse servers) fails at once.

/** Installs the loopback-only fetch; returns a function that restores it. */
export function installLoopbackFetch() {
  const original = globalThis.fetch
  globalThis.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? input : input.url,
    )
    if (['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
      return original(input, init)
    throw new TypeError(`bench is offline: ${url.hostname}`)
  }
  return () => {
    globalThis.fetch = original
  }
}
