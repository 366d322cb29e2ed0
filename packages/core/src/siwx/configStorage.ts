import type { LatchStorage } from '../storage/createStorage.js'

// Sign-in implementations are made before createConfig (`siwx:
// localSiwx()`), so they cannot see its storage; createConfig hands it
// over here. Given a `storage` of their own, they keep using that.
const takers = new WeakMap<object, (storage: LatchStorage) => void>()

/** Marks `siwx` as keeping its data in createConfig's storage. */
export function takeConfigStorage<siwx extends object>(
  siwx: siwx,
  take: (storage: LatchStorage) => void,
): siwx {
  takers.set(siwx, take)
  return siwx
}

/** createConfig: hands its storage to `siwx` when it takes one. */
export function giveConfigStorage(
  siwx: object | undefined,
  storage: LatchStorage,
): void {
  if (siwx) takers.get(siwx)?.(storage)
}
