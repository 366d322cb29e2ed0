import {
  type Abi,
  type Address,
  getAddress,
  type Hex,
  isAddress,
  isHex,
  toFunctionSelector,
} from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { defineError } from '../errors/base.js'
import type { SessionPermission } from './delegations.js'

export type InvalidPermissionsRequestErrorType = InvalidPermissionsRequestError
/** An ERC-7715 request a wallet will not grant, and why (`details`). */
export class InvalidPermissionsRequestError extends defineError(
  'InvalidPermissionsRequestError',
  (details: string) => ({
    shortMessage: 'Invalid permissions request.',
    details,
    docsPath: '/core/actions/grantPermissions',
  }),
) {}

/** A session request as a wallet grants it (the embedded wallet, the dev wallet). */
export type PermissionsRequest = {
  chainId: number
  /** Unix seconds. */
  expiry: number
  sessionKey: Address
  permissions: SessionPermission[]
}

/** Longest session the service grants. */
const MAX_SESSION_SECONDS = 366 * 24 * 3600
const MAX_PERMISSIONS = 8
const MAX_TARGETS = 16

const bad = (message: string) => new InvalidPermissionsRequestError(message)

const record = (value: unknown, what: string): Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw bad(`${what} must be an object`)
  return value as Record<string, unknown>
}

const amount = (value: unknown, what: string): bigint => {
  let parsed: bigint | undefined
  if (
    typeof value === 'string' &&
    /^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/.test(value)
  )
    parsed = BigInt(value)
  if (parsed === undefined || parsed <= 0n || parsed >= 2n ** 256n)
    throw bad(`${what} must be a positive quantity (hex or decimal string)`)
  return parsed
}

const seconds = (value: unknown, what: string): number => {
  const n =
    typeof value === 'string' && isHex(value) ? Number(BigInt(value)) : value
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0)
    throw bad(`${what} must be a whole number of seconds`)
  return n
}

const address = (value: unknown, what: string): Address => {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw bad(`${what} must be an address`)
  return getAddress(value)
}

/** `{ type: 'account' | 'key', data: { address | id | publicKey } }` → the key's address. */
function sessionKeyOf(signer: unknown): Address {
  const { type, data } = record(signer, 'signer')
  const fields = record(data, 'signer.data')
  if (type === 'account') return address(fields.address, 'signer.data.address')
  if (type === 'key') {
    if (
      typeof fields.id === 'string' &&
      isAddress(fields.id, { strict: false })
    )
      return getAddress(fields.id)
    if (
      typeof fields.publicKey === 'string' &&
      isHex(fields.publicKey) &&
      fields.publicKey.length === 132
    )
      return publicKeyToAddress(fields.publicKey)
  }
  throw bad(
    "signer must be { type: 'account', data: { address } } or { type: 'key', data: { id: address } }",
  )
}

/** A function of a contract-call permission: a selector, a signature, or `{ functionName }` of `abi`. */
function selectorOf(fn: unknown, abi: unknown): Hex {
  if (typeof fn === 'string' && /^0x[0-9a-fA-F]{8}$/.test(fn))
    return fn.toLowerCase() as Hex
  const name =
    typeof fn === 'string'
      ? fn
      : (record(fn, 'a function').functionName as unknown)
  if (typeof name !== 'string' || name.length > 256)
    throw bad('functions must be selectors, signatures or { functionName }')
  try {
    if (name.includes('(')) return toFunctionSelector(`function ${name}`)
    const item = (Array.isArray(abi) ? (abi as Abi) : []).find(
      (entry) => entry.type === 'function' && entry.name === name,
    )
    if (item?.type === 'function') return toFunctionSelector(item)
  } catch {}
  throw bad(`function ${name.slice(0, 64)} is not in the permission's abi`)
}

function permissionOf(value: unknown): SessionPermission {
  const { type, data } = record(value, 'a permission')
  const fields = record(data, 'permission.data')
  switch (type) {
    case 'native-token-transfer':
      return { type, allowance: amount(fields.allowance, 'allowance') }
    case 'native-token-recurring-allowance': {
      const period = seconds(fields.period, 'period')
      if (period === 0) throw bad('period must be positive')
      return {
        type,
        allowance: amount(fields.allowance, 'allowance'),
        start: seconds(fields.start, 'start'),
        period,
      }
    }
    case 'erc20-token-transfer':
      return {
        type,
        token: address(fields.address ?? fields.token, 'token address'),
        allowance: amount(fields.allowance, 'allowance'),
      }
    case 'contract-call': {
      const raw = fields.targets ?? (fields.address ? [fields.address] : [])
      if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_TARGETS)
        throw bad(`contract-call needs 1–${MAX_TARGETS} target addresses`)
      const functions = fields.functions ?? []
      if (!Array.isArray(functions) || functions.length > MAX_TARGETS)
        throw bad(`contract-call takes up to ${MAX_TARGETS} functions`)
      return {
        type,
        targets: raw.map((t) => address(t, 'a contract-call target')),
        selectors: functions.map((fn) => selectorOf(fn, fields.abi)),
      }
    }
  }
  throw bad(
    'permission type must be native-token-transfer, native-token-recurring-allowance, erc20-token-transfer or contract-call',
  )
}

/**
 * An ERC-7715 permissions request (`wallet_grantPermissions`: `permissions`
 * and `expiry`; `wallet_requestExecutionPermissions`: one `permission` and
 * an `expiry` rule) for `chainId`, checked: a session key, 1–8 permissions
 * of the kinds the service enforces on chain, at most one native spend
 * and one spend per ERC-20 token (several go into one LogicalOr caveat), an
 * expiry in the future within a year of `now`. Anything else throws
 * InvalidPermissionsRequestError (`details` says what; the service
 * answers it as a 400).
 */
export function parsePermissionsRequest(
  value: unknown,
  { chainId, now }: { chainId: number; now: number },
): PermissionsRequest {
  const request = record(value, 'the permissions request')
  if (request.chainId !== undefined) {
    const asked =
      typeof request.chainId === 'string' && isHex(request.chainId)
        ? Number(BigInt(request.chainId))
        : request.chainId
    if (asked !== chainId)
      throw bad('chainId is not the network of this request')
  }
  const rules = Array.isArray(request.rules) ? request.rules : []
  const expiryRule = rules.find(
    (r) => typeof r === 'object' && r !== null && r.type === 'expiry',
  ) as { data?: { timestamp?: unknown } } | undefined
  const expiry = seconds(
    request.expiry ?? expiryRule?.data?.timestamp,
    'expiry',
  )
  if (expiry <= now || expiry > now + MAX_SESSION_SECONDS)
    throw bad('expiry must be in the future, within a year')
  const list =
    request.permissions ?? (request.permission ? [request.permission] : [])
  if (
    !Array.isArray(list) ||
    list.length === 0 ||
    list.length > MAX_PERMISSIONS
  )
    throw bad(`a session needs 1–${MAX_PERMISSIONS} permissions`)
  const permissions = list.map(permissionOf)
  const native = permissions.filter(
    (p) =>
      p.type === 'native-token-transfer' ||
      p.type === 'native-token-recurring-allowance',
  )
  const tokens = permissions.flatMap((p) =>
    p.type === 'erc20-token-transfer' ? [p.token] : [],
  )
  if (native.length > 1 || new Set(tokens).size !== tokens.length)
    throw bad(
      'a session carries at most one native spend permission and one per token',
    )
  return {
    chainId,
    expiry,
    sessionKey: sessionKeyOf(request.signer),
    permissions,
  }
}
