import { keccak256 } from './keccak256.js'

// verifyCacao loads this module, and keccak256 with it, in one chunk.
export { keccak256 }

// secp256k1 public key recovery (ecrecover) in affine coordinates on
// BigInt: small rather than fast (~10 ms a call), loaded only when a CACAO
// is checked.
const P = 2n ** 256n - 2n ** 32n - 977n
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const G: Point = [
  0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
]
/** An affine point; undefined is the point at infinity. */
type Point = [x: bigint, y: bigint] | undefined

const mod = (a: bigint, m = P) => ((a % m) + m) % m
function pow(base: bigint, exponent: bigint): bigint {
  let result = 1n
  for (; exponent > 0n; exponent >>= 1n) {
    if (exponent & 1n) result = mod(result * base)
    base = mod(base * base)
  }
  return result
}
/** Modular inverse (extended Euclid). */
function inverse(a: bigint, m = P): bigint {
  let [x, y, u, v] = [0n, 1n, m, mod(a, m)]
  while (v) {
    const q = u / v
    ;[x, y, u, v] = [y, x - q * y, v, u - q * v]
  }
  return mod(x, m)
}

function add(p: Point, q: Point): Point {
  if (!p || !q) return p ?? q
  const [x1, y1] = p
  const [x2, y2] = q
  if (x1 === x2 && y1 !== y2) return undefined
  const slope =
    x1 === x2 ? 3n * x1 * x1 * inverse(2n * y1) : (y2 - y1) * inverse(x2 - x1)
  const x3 = mod(slope * slope - x1 - x2)
  return [x3, mod(slope * (x1 - x3) - y1)]
}

function multiply(point: Point, scalar: bigint): Point {
  let result: Point
  for (; scalar > 0n; scalar >>= 1n, point = add(point, point))
    if (scalar & 1n) result = add(result, point)
  return result
}

const toBigInt = (bytes: Uint8Array) =>
  bytes.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n)
const toHex = (n: bigint, bytes: number) =>
  n.toString(16).padStart(bytes * 2, '0')

/**
 * The Ethereum address (lower-case 0x hex) whose key made the 65-byte
 * `r ‖ s ‖ v` signature of the 32-byte `hash`, or undefined.
 */
export function recoverAddress(
  hash: Uint8Array,
  signature: Uint8Array,
): string | undefined {
  const r = toBigInt(signature.subarray(0, 32))
  const s = toBigInt(signature.subarray(32, 64))
  const v = signature[64] ?? 0
  const parity = BigInt((v >= 27 ? v - 27 : v) & 1)
  if (signature.length !== 65 || v > 28 || (v > 1 && v < 27)) return undefined
  if (!r || !s || r >= N || s >= N) return undefined
  const ySquared = mod(r ** 3n + 7n)
  let y = pow(ySquared, (P + 1n) / 4n)
  if (mod(y * y) !== ySquared) return undefined
  if ((y & 1n) !== parity) y = P - y
  const rInverse = inverse(r, N)
  const e = toBigInt(hash) % N
  const q = add(
    multiply(G, mod(-e * rInverse, N)),
    multiply([r, y], mod(s * rInverse, N)),
  )
  if (!q) return undefined
  const key = toHex(q[0], 32) + toHex(q[1], 32)
  const bytes = Uint8Array.from(key.match(/../g) ?? [], (h) =>
    Number.parseInt(h, 16),
  )
  return `0x${toHex(toBigInt(keccak256(bytes).subarray(12)), 20)}`
}
