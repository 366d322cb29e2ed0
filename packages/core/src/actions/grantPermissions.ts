import type { BaseError } from '@latch/common'
import { type Abi, type Address, getAddress, type Hex, numberToHex } from 'viem'
import { getApiContext } from '../api/getApiContext.js'
import { storeSession } from '../api/storeSession.js'
import { InvalidPermissionsResponseError } from '../errors/smartSessions.js'
import { walletRequest } from '../transactions/eip155/walletRequest.js'
import type { Config } from '../types/config.js'
import { getSessionWallet } from './smartSessions/getSessionWallet.js'
import { invalidatePermissions } from './smartSessions/invalidatePermissions.js'
import { switchChainIfNeeded } from './transactions/switchChainIfNeeded.js'

/** An amount in base units (wei, token units): a bigint or a hex quantity. */
export type PermissionAmount = bigint | Hex

/**
 * One ERC-7715 permission, as the embedded wallet enforces it on chain
 * (at most one native spend and one per ERC-20 token, any number of
 * contract calls).
 */
export type SessionPermissionRequest =
  | {
      type: 'native-token-transfer'
      /** Total native value the session may send. */
      data: { allowance: PermissionAmount }
    }
  | {
      type: 'native-token-recurring-allowance'
      /** `allowance` per `period` seconds, from `start` (unix seconds). */
      data: { allowance: PermissionAmount; start: number; period: number }
    }
  | {
      type: 'erc20-token-transfer'
      /** Total `allowance` of the token at `address`. */
      data: { address: Address; allowance: PermissionAmount }
    }
  | {
      type: 'contract-call'
      /** The contracts the session may call, and which functions (selectors, signatures or names in `abi`). */
      data: {
        address?: Address | undefined
        targets?: readonly Address[] | undefined
        functions?:
          | readonly (Hex | string | { functionName: string })[]
          | undefined
        abi?: Abi | undefined
      }
    }

/** Who holds the session: the dapp's key (an address). */
export type SessionSigner =
  | { type: 'account'; data: { address: Address } }
  | { type: 'key'; data: { id: Address } }

export type GrantPermissionsParameters = (
  | {
      /** The session key's address (shorthand for `signer`). */
      sessionKey: Address
      signer?: undefined
    }
  | {
      /** ERC-7715's signer: who holds the session. */
      signer: SessionSigner
      sessionKey?: undefined
    }
) & {
  /** @default the wallet's chain (switched to when another) */
  chainId?: number | undefined
  /** When the session ends, in unix seconds (the chain's clock). */
  expiry: number
  /** 1–8 permissions: at most one native spend limit and one per token. */
  permissions: readonly SessionPermissionRequest[]
  /** @default the active account */
  account?: Address | undefined
  /** @default 'wallet_grantPermissions' */
  method?:
    | 'wallet_grantPermissions'
    | 'wallet_requestExecutionPermissions'
    | undefined
}

export type GrantPermissionsReturnType = {
  /** Redeem and revoke with this: the encoded signed delegation. */
  permissionsContext: Hex
  /** The account that granted (the user's smart account). */
  address: Address
  chainId: number
  /** Unix seconds. */
  expiry: number
  sessionKey: Address
  /** Where the session key redeems (`redeemDelegations`), when the wallet says. */
  delegationManager: Address | undefined
  /** The permissions as the wallet granted them. */
  permissions: readonly unknown[]
  /**
   * Whether latch-api holds the session (`getPermissions` lists it):
   * false without `apiUrl`, or when the API refused or could not be
   * reached (the session works on chain all the same).
   */
  stored: boolean
}

/**
 * SmartSessionsDisabledError (`features.smartSessions` off),
 * SmartSessionsUnsupportedError ('This application might not support
 * Smart Accounts'), UserRejectedRequestError (4001),
 * InvalidPermissionsResponseError, provider errors.
 */
export type GrantPermissionsErrorType = BaseError

const toRpc = (permission: SessionPermissionRequest) => {
  const data: Record<string, unknown> = { ...permission.data }
  if ('allowance' in permission.data) {
    const allowance = permission.data.allowance
    data.allowance =
      typeof allowance === 'bigint' ? numberToHex(allowance) : allowance
  }
  return { type: permission.type, data }
}

const field = <T>(value: unknown, check: (v: unknown) => v is T) =>
  check(value) ? value : undefined
const isText = (v: unknown): v is string => typeof v === 'string' && v !== ''

/**
 * Asks the wallet to grant a dapp key a session (ERC-7715
 * `wallet_grantPermissions`) enforced on chain: the key then spends from
 * the user's account within the permissions until `expiry` with no
 * further prompt, by redeeming the returned `permissionsContext` at the
 * DelegationManager (`encodeRedeemDelegations` of
 * `@latch/common/smart-account`).
 *
 * https://latch.dev/docs/core/actions/grantPermissions
 *
 * @example
 * const key = privateKeyToAccount(generatePrivateKey())
 * const { permissionsContext } = await grantPermissions(config, {
 *   expiry: Math.floor(Date.now() / 1000) + 3600,
 *   sessionKey: key.address,
 *   permissions: [
 *     { type: 'native-token-transfer', data: { allowance: parseEther('0.1') } },
 *   ],
 * })
 */
export async function grantPermissions(
  config: Config,
  parameters: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  const { chainId, expiry, permissions, account } = parameters
  const method = parameters.method ?? 'wallet_grantPermissions'
  await switchChainIfNeeded(config, chainId)
  const wallet = await getSessionWallet(config, { account, chainId })
  const signer: SessionSigner = parameters.sessionKey
    ? { type: 'account', data: { address: parameters.sessionKey } }
    : (parameters.signer as SessionSigner)
  const request = {
    chainId: numberToHex(wallet.sessionChainId),
    address: wallet.address,
    expiry,
    signer,
    permissions: permissions.map(toRpc),
  }
  const raw = await walletRequest<unknown>(
    wallet.provider,
    method,
    method === 'wallet_grantPermissions' ? [request] : [[request]],
  )
  const answer = (Array.isArray(raw) ? raw[0] : raw) as
    | Record<string, unknown>
    | null
    | undefined
  const context = field(
    answer?.permissionsContext ?? answer?.context,
    (v): v is Hex => isText(v) && v.startsWith('0x'),
  )
  if (!answer || !context)
    throw new InvalidPermissionsResponseError(
      `${method} answered ${JSON.stringify(raw)?.slice(0, 200)}`,
    )
  const granter = field(answer.address, isText)
  const manager = field(
    answer.delegationManager ??
      (answer.signerMeta as Record<string, unknown> | undefined)
        ?.delegationManager,
    isText,
  )
  const sessionKey =
    signer.type === 'key' ? signer.data.id : signer.data.address
  const address = getAddress(granter ?? wallet.address)
  const stored = await storeGrant(config, {
    address,
    pci: context,
    chainId: wallet.sessionChainId,
    expiry,
    permissions: request.permissions,
  })
  invalidatePermissions(config)
  return {
    permissionsContext: context,
    address,
    chainId: wallet.sessionChainId,
    expiry: typeof answer.expiry === 'number' ? answer.expiry : expiry,
    sessionKey: getAddress(sessionKey),
    delegationManager: manager ? getAddress(manager) : undefined,
    permissions: Array.isArray(answer.permissions) ? answer.permissions : [],
    stored,
  }
}

/**
 * Has latch-api store the grant (the signed delegation is the proof: no
 * further prompt); any wallet's, so an EIP-7702 EOA's sessions are listed
 * like the embedded wallet's (which stores its own; again is a no-op).
 */
async function storeGrant(
  config: Config,
  grant: Parameters<typeof storeSession>[1],
): Promise<boolean> {
  const { client } = getApiContext(config)
  if (!client) return false
  try {
    await storeSession(client, grant)
    return true
  } catch {
    return false
  }
}
