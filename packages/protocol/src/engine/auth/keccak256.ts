// Keccak-256 (the pre-SHA-3 padding Ethereum uses), on 64-bit BigInt
// lanes: small rather than fast; it only hashes a CACAO message and a key.
const mask = (1n << 64n) - 1n
const rotl = (x: bigint, n: number) =>
  ((x << BigInt(n)) | (x >> BigInt(64 - n))) & mask
const pi: number[] = []
const rho: number[] = []
const iota: bigint[] = []
for (let t = 0, x = 1, y = 0, r = 1; t < 24; t++) {
  ;[x, y] = [y, (2 * x + 3 * y) % 5]
  pi.push(x + 5 * y)
  rho.push((((t + 1) * (t + 2)) / 2) % 64)
  let c = 0n
  for (let j = 0; j < 7; j++) {
    r = ((r << 1) ^ ((r >> 7) * 0x71)) % 256
    if (r & 2) c ^= 1n << ((1n << BigInt(j)) - 1n)
  }
  iota.push(c)
}

function permute(a: bigint[]): void {
  for (let round = 0; round < 24; round++) {
    const c = [0, 1, 2, 3, 4].map(
      (x) => a[x]! ^ a[x + 5]! ^ a[x + 10]! ^ a[x + 15]! ^ a[x + 20]!,
    )
    for (let i = 0; i < 25; i++)
      a[i]! ^= c[(i + 4) % 5]! ^ rotl(c[(i + 1) % 5]!, 1)
    let current = a[1]!
    for (let t = 0; t < 24; t++) {
      const next = a[pi[t]!]!
      a[pi[t]!] = rotl(current, rho[t]!)
      current = next
    }
    for (let y = 0; y < 25; y += 5) {
      const row = a.slice(y, y + 5)
      for (let x = 0; x < 5; x++)
        a[y + x] = row[x]! ^ (~row[(x + 1) % 5]! & row[(x + 2) % 5]!)
    }
    a[0]! ^= iota[round]!
  }
}

/** Keccak-256 of `message` (32 bytes). */
export function keccak256(message: Uint8Array): Uint8Array {
  const rate = 136
  const padded = new Uint8Array(Math.floor(message.length / rate) * rate + rate)
  padded.set(message)
  padded[message.length]! ^= 1
  padded[padded.length - 1]! ^= 0x80
  const state: bigint[] = new Array(25).fill(0n)
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n
      for (let b = 7; b >= 0; b--)
        lane = (lane << 8n) | BigInt(padded[offset + i * 8 + b]!)
      state[i]! ^= lane
    }
    permute(state)
  }
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++)
    out[i] = Number((state[i >> 3]! >> BigInt((i & 7) * 8)) & 255n)
  return out
}
