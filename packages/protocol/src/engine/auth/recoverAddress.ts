import { bytesToHex } from '../../utils/bytesToHex.js'
import { keccak256 } from './keccak256.js'

// secp256k1 public key recovery (ecrecover) in Jacobian coordinates on
// BigInt: a few ms per call, loaded only when a CACAO is checked.
const P = 2n ** 256n - 2n ** 32n - 977n
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const G: Point = [
  0x79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798n,
  0x483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8n,
  1n,
]
type Point = [x: bigint, y: bigint, z: bigint]

const mod = (a: bigint, m = P) => ((a % m) + m) % m
function pow(base: bigint, exponent: bigint, m = P): bigint {
  let result = 1n
  for (base = mod(base, m); exponent > 0n; exponent >>= 1n) {
    if (exponent & 1n) result = (result * base) % m
    base = (base * base) % m
  }
  return result
}
const inverse = (a: bigint, m = P) => pow(a, m - 2n, m)

function double([x, y, z]: Point): Point {
  if (!y || !z) return [0n, 1n, 0n]
  const a = mod(x * x)
  const b = mod(y * y)
  const c = mod(b * b)
  const d = mod(2n * (mod((x + b) ** 2n) - a - c))
  const e = mod(3n * a)
  const x3 = mod(e * e - 2n * d)
  return [x3, mod(e * (d - x3) - 8n * c), mod(2n * y * z)]
}

function add(p: Point, q: Point): Point {
  if (!p[2]) return q
  if (!q[2]) return p
  const [x1, y1, z1] = p
  const [x2, y2, z2] = q
  const z1z1 = mod(z1 * z1)
  const z2z2 = mod(z2 * z2)
  const u1 = mod(x1 * z2z2)
  const u2 = mod(x2 * z1z1)
  const s1 = mod(y1 * z2 * z2z2)
  const s2 = mod(y2 * z1 * z1z1)
  if (u1 === u2) return s1 === s2 ? double(p) : [0n, 1n, 0n]
  const h = mod(u2 - u1)
  const r = mod(s2 - s1)
  const hh = mod(h * h)
  const hhh = mod(h * hh)
  const x3 = mod(r * r - hhh - 2n * u1 * hh)
  return [x3, mod(r * (u1 * hh - x3) - s1 * hhh), mod(h * z1 * z2)]
}

function multiply(point: Point, scalar: bigint): Point {
  let result: Point = [0n, 1n, 0n]
  for (let i = 255n; i >= 0n; i--) {
    result = double(result)
    if ((scalar >> i) & 1n) result = add(result, point)
  }
  return result
}

const toBigInt = (bytes: Uint8Array) => BigInt(`0x${bytesToHex(bytes) || 0}`)

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
  const [x, qy, z] = add(
    multiply(G, mod(-e * rInverse, N)),
    multiply([r, y, 1n], mod(s * rInverse, N)),
  )
  if (!z) return undefined
  const zInverse = inverse(z)
  const key = new Uint8Array(64)
  const affine = [mod(x * zInverse ** 2n), mod(qy * zInverse ** 3n)]
  affine.forEach((c, i) => {
    key.set(
      Uint8Array.from(c.toString(16).padStart(64, '0').match(/../g)!, (h) =>
        Number.parseInt(h, 16),
      ),
      i * 32,
    )
  })
  return `0x${bytesToHex(keccak256(key).subarray(12))}`
}
