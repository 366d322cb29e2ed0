import {
  type Address,
  getBase58Encoder,
  getBase64Encoder,
  isAddress,
  isSignature,
  type Signature,
} from '@solana/kit'
import { invalidParams } from './JsonRpcError.js'

/** The positional params of a request (`undefined` → none). */
export function readParamsArray(params: unknown): unknown[] {
  if (params === undefined || params === null) return []
  if (!Array.isArray(params))
    throw invalidParams('Invalid params: expected an array of parameters')
  return params
}

export function readAddress(value: unknown, what = 'address'): Address {
  if (typeof value !== 'string')
    throw invalidParams(`Invalid param: ${what} must be a base58 string`)
  if (!isAddress(value))
    throw invalidParams(`Invalid param: ${what} is not a base58 public key`)
  return value
}

export function readSignature(value: unknown): Signature {
  if (typeof value !== 'string' || !isSignature(value))
    throw invalidParams('Invalid param: not a base58 transaction signature')
  return value
}

export function readString(value: unknown, what: string): string {
  if (typeof value !== 'string')
    throw invalidParams(`Invalid param: ${what} must be a string`)
  return value
}

/**
 * A base58 or base64 string param's bytes; an invalid-params error with
 * `error` as its message when the string is not in that encoding.
 */
export function readEncodedBytes(
  text: string,
  encoding: 'base58' | 'base64',
  error: string,
): Uint8Array {
  try {
    const encoder =
      encoding === 'base58' ? getBase58Encoder() : getBase64Encoder()
    return new Uint8Array(encoder.encode(text))
  } catch {
    throw invalidParams(error)
  }
}

/** An unsigned integer param (number or bigint), e.g. lamports or a length. */
export function readU64(value: unknown, what: string): bigint {
  if (typeof value === 'bigint' && value >= 0n) return value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
    return BigInt(value)
  throw invalidParams(`Invalid param: ${what} must be an unsigned integer`)
}

export type RpcConfig = Record<string, unknown>

const commitments = new Set(['processed', 'confirmed', 'finalized'])

/** The optional config object; validates `commitment` when present. */
export function readConfig(value: unknown): RpcConfig {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('Invalid params: the config must be an object')
  const config = value as RpcConfig
  for (const key of ['commitment', 'preflightCommitment'])
    if (config[key] !== undefined && !commitments.has(config[key] as string))
      throw invalidParams(
        `Invalid params: unknown ${key} ${String(config[key])}`,
      )
  return config
}

export function readEncoding<T extends string>(
  config: RpcConfig,
  allowed: readonly T[],
  fallback: T,
): T {
  const encoding = config.encoding ?? fallback
  if (!allowed.includes(encoding as T))
    throw invalidParams(
      `Invalid params: encoding must be one of ${allowed.join(', ')}`,
    )
  return encoding as T
}

export function readBoolean(
  config: RpcConfig,
  key: string,
  fallback: boolean,
): boolean {
  const value = config[key] ?? fallback
  if (typeof value !== 'boolean')
    throw invalidParams(`Invalid params: ${key} must be a boolean`)
  return value
}
