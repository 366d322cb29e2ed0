import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'
import { SignClient } from '@walletconnect/sign-client'
import type { ICore } from '@walletconnect/types'

/** A 32-hex project id: never validated against a relay we run ourselves. */
export const projectId = '0123456789abcdef0123456789abcdef'

/** Extra metadata fields, e.g. `redirect` for link mode. */
type MetadataExtra = {
  url?: string
  redirect?: { universal?: string; linkMode?: boolean }
}

const metadata = (name: string, extra: MetadataExtra = {}) => ({
  name,
  description: `${name} (interop test)`,
  url: 'http://localhost:3000',
  icons: [],
  ...extra,
})

/** Map-backed IKeyValueStorage: each client gets its own, nothing on disk. */
export function createMemoryStorage(): IKeyValueStorage {
  const map = new Map<string, unknown>()
  return {
    getKeys: async () => [...map.keys()],
    getEntries: async <T>() => [...map.entries()] as [string, T][],
    getItem: async <T>(key: string) => map.get(key) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      map.set(key, value)
    },
    removeItem: async (key: string) => {
      map.delete(key)
    },
  } as IKeyValueStorage
}

/**
 * Makes every non-loopback fetch fail at once (verify / pulse servers), so
 * the official wallet does not wait 5 s per proposal. Returns the restore.
 */
export function blockOutboundFetch(): () => void {
  const original = globalThis.fetch
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' || input instanceof URL ? input : input.url,
    )
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
      return original(input, init)
    throw new TypeError(`offline test: ${url.hostname}`)
  }) as typeof fetch
  return () => {
    globalThis.fetch = original
  }
}

/** An official dapp: `@walletconnect/sign-client`. */
export function initDapp(
  relayUrl: string,
  prefix: string,
  extra?: MetadataExtra,
) {
  return SignClient.init({
    projectId,
    relayUrl,
    customStoragePrefix: prefix,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: metadata('Official dapp', extra),
  })
}

/** An official wallet: `@reown/walletkit` over its own `Core`. */
export function initWallet(
  relayUrl: string,
  prefix: string,
  extra?: MetadataExtra,
) {
  const core = new Core({
    projectId,
    relayUrl,
    customStoragePrefix: prefix,
    storage: createMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  })
  // Core's optional fields lack `| undefined` (exactOptionalPropertyTypes).
  return WalletKit.init({
    core: core as unknown as ICore,
    metadata: metadata('Official wallet', extra),
  })
}

/** Resolves with the next `event` of `emitter`, or rejects after `ms`. */
export function nextEvent<T = unknown>(
  // SignClient and WalletKit type `once` per event name; any emitter works.
  emitter: object,
  event: string,
  ms = 20_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${event} within ${ms} ms`)),
      ms,
    )
    ;(emitter as import('node:events').EventEmitter).once(event, (arg: T) => {
      clearTimeout(timer)
      resolve(arg)
    })
  })
}
