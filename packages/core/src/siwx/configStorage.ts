import type { LatchStorage } from '../storage/createStorage.js'

// Sign-in implementations are made before createConfig (`siwx:
// localSiwx()`), so they cannot see its storage; createConfig hands it
// over. The taker travels on the object itself (a symbol-keyed,
// non-enumerable property), so no module-level map keeps it. Given a
// `storage` of their own, they keep using that.
const TAKE = Symbol.for('latch.siwx.takeConfigStorage')

type Taker = { [TAKE]?: (storage: LatchStorage) => void }

/** Marks `siwx` as keeping its data in createConfig's storage. */
export function takeConfigStorage<siwx extends object>(
  siwx: siwx,
  take: (storage: LatchStorage) => void,
): siwx {
  Object.defineProperty(siwx, TAKE, { value: take })
  return siwx
}

/** createConfig: hands its storage to `siwx` when it takes one. */
export function giveConfigStorage(
  siwx: object | undefined,
  storage: LatchStorage,
): void {
  ;(siwx as Taker | undefined)?.[TAKE]?.(storage)
}
