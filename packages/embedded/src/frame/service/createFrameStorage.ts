import { randomId } from '../randomId.js'

/** The Web Storage calls the frame uses (`localStorage` in the browser). */
export type KeyValueStorage = Pick<
  Storage,
  'getItem' | 'setItem' | 'removeItem'
>

export type FrameStorage = {
  /** This browser's random device id, created once. */
  deviceId(): string
  /** The session token of this project, unless absent or expired. */
  getToken(): string | undefined
  setToken(token: string, expiresAt: unknown): void
  clearToken(): void
  /** The last chain the host switched to (SPEC §7 get chain id). */
  getChainId(): number | string | undefined
  setChainId(chainId: number | string): void
}

/** ms since the epoch from an ISO date, epoch ms or epoch seconds. */
function toMillis(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value))
    return value < 1e12 ? value * 1000 : value
  if (typeof value === 'string') {
    const parsed = Date.parse(value)
    return Number.isNaN(parsed) ? undefined : parsed
  }
  return undefined
}

/**
 * The frame's storage on the service origin (the host page cannot read it):
 * device id, the session token per project, the last chain per project.
 * Storage that throws (blocked third-party storage) falls back to memory for
 * the life of the page.
 */
export function createFrameStorage({
  storage,
  projectId,
  now = Date.now,
}: {
  storage: KeyValueStorage | undefined
  projectId: string
  now?: () => number
}): FrameStorage {
  const memory = new Map<string, string>()
  const get = (key: string): string | undefined => {
    try {
      const value = storage?.getItem(key)
      if (typeof value === 'string') return value
    } catch {}
    return memory.get(key)
  }
  const set = (key: string, value: string) => {
    memory.set(key, value)
    try {
      storage?.setItem(key, value)
    } catch {}
  }
  const remove = (key: string) => {
    memory.delete(key)
    try {
      storage?.removeItem(key)
    } catch {}
  }
  const keys = {
    device: 'latch:frame:deviceId',
    token: `latch:frame:token:${projectId}`,
    chain: `latch:frame:chainId:${projectId}`,
  }
  return {
    deviceId() {
      const existing = get(keys.device)
      if (existing) return existing
      const id = randomId()
      set(keys.device, id)
      return id
    },
    getToken() {
      try {
        const saved = JSON.parse(get(keys.token) ?? 'null') as {
          token?: unknown
          expiresAt?: unknown
        } | null
        if (typeof saved?.token !== 'string' || !saved.token) return undefined
        const expiresAt = toMillis(saved.expiresAt)
        if (expiresAt !== undefined && expiresAt <= now()) {
          remove(keys.token)
          return undefined
        }
        return saved.token
      } catch {
        return undefined
      }
    },
    setToken(token, expiresAt) {
      set(keys.token, JSON.stringify({ token, expiresAt: toMillis(expiresAt) }))
    },
    clearToken: () => remove(keys.token),
    getChainId() {
      try {
        const value: unknown = JSON.parse(get(keys.chain) ?? 'null')
        return typeof value === 'number' || typeof value === 'string'
          ? value
          : undefined
      } catch {
        return undefined
      }
    },
    setChainId: (chainId) => set(keys.chain, JSON.stringify(chainId)),
  }
}
