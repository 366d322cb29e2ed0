import { DelegationManager } from '@metamask/delegation-abis'
import {
  type Caveat,
  createAllowedMethodsTerms,
  createAllowedTargetsTerms,
  createERC20TransferAmountTerms,
  createExactCalldataTerms,
  createLogicalOrWrapperArgs,
  createLogicalOrWrapperTerms,
  createNativeTokenPeriodTransferTerms,
  createNativeTokenTransferAmountTerms,
  createTimestampTerms,
  createValueLteTerms,
  type Delegation,
  decodeDelegations,
  decodeERC20TransferAmountTerms,
  decodeLogicalOrWrapperTerms,
  encodeDelegations,
  hashDelegation,
  ROOT_AUTHORITY,
} from '@metamask/delegation-core'
import {
  type Address,
  encodeFunctionData,
  type Hex,
  hexToBytes,
  isAddressEqual,
  keccak256,
  type TypedDataDefinition,
} from 'viem'
import { encodeExecution, type SmartAccountCall } from './erc7579Execution.js'
import { smartAccountContracts } from './smartAccountContracts.js'

/** The DelegationManager ABI (from `@metamask/delegation-abis`). */
export const delegationManagerAbi = DelegationManager

/**
 * One permission of a session (ERC-7715), as the wallet enforces it on
 * chain; amounts in base units.
 */
export type SessionPermission =
  /** At most `allowance` wei in total, plain transfers unless a contract-call permission names targets. */
  | { type: 'native-token-transfer'; allowance: bigint }
  /** At most `allowance` wei per `period` seconds from `start`. */
  | {
      type: 'native-token-recurring-allowance'
      allowance: bigint
      start: number
      period: number
    }
  /** At most `allowance` of `token` in total, by `transfer` only. */
  | { type: 'erc20-token-transfer'; token: Address; allowance: bigint }
  /** Calls to `targets` only, and (when given) only these 4-byte selectors. */
  | { type: 'contract-call'; targets: Address[]; selectors: Hex[] }

/** A delegation with hex bytes (what the Delegation Framework signs). */
export type SessionDelegation = Delegation<Hex>

const enforcer = (name: keyof typeof smartAccountContracts) =>
  smartAccountContracts[name]

const caveat = (
  name: keyof typeof smartAccountContracts,
  terms: Hex,
): Caveat<Hex> => ({ enforcer: enforcer(name), terms, args: '0x' })

type SpendPermission = Exclude<SessionPermission, { type: 'contract-call' }>

/**
 * The caveats of one spend kind (or none) with the contract-call
 * permissions, the expiry aside: without a contract-call permission, a
 * native spend allows plain transfers only (empty calldata), so the key
 * cannot call the user's tokens; an ERC-20 spend allows its token's
 * `transfer` only, with no native value; a contract-call permission alone
 * allows no native value.
 */
function spendCaveats(
  spend: SpendPermission | undefined,
  calls: readonly Extract<SessionPermission, { type: 'contract-call' }>[],
): Caveat<Hex>[] {
  const caveats: Caveat<Hex>[] = []
  const targets = calls.flatMap((p) => p.targets)
  const selectors = calls.flatMap((p) => p.selectors)
  if (targets.length > 0)
    caveats.push(
      caveat('AllowedTargetsEnforcer', createAllowedTargetsTerms({ targets })),
    )
  if (selectors.length > 0)
    caveats.push(
      caveat(
        'AllowedMethodsEnforcer',
        createAllowedMethodsTerms({ selectors }),
      ),
    )
  if (spend?.type === 'erc20-token-transfer') {
    caveats.push(
      caveat(
        'ERC20TransferAmountEnforcer',
        createERC20TransferAmountTerms({
          tokenAddress: spend.token,
          maxAmount: spend.allowance,
        }),
      ),
      caveat('ValueLteEnforcer', createValueLteTerms({ maxValue: 0n })),
    )
  } else if (spend) {
    caveats.push(
      spend.type === 'native-token-transfer'
        ? caveat(
            'NativeTokenTransferAmountEnforcer',
            createNativeTokenTransferAmountTerms({
              maxAmount: spend.allowance,
            }),
          )
        : caveat(
            'NativeTokenPeriodTransferEnforcer',
            createNativeTokenPeriodTransferTerms({
              periodAmount: spend.allowance,
              periodDuration: spend.period,
              startDate: spend.start,
            }),
          ),
    )
    if (targets.length === 0)
      caveats.push(
        caveat(
          'ExactCalldataEnforcer',
          createExactCalldataTerms({ calldata: '0x' }),
        ),
      )
  } else if (targets.length > 0)
    caveats.push(
      caveat('ValueLteEnforcer', createValueLteTerms({ maxValue: 0n })),
    )
  return caveats
}

/**
 * The on-chain caveats of a session: the expiry (a TimestampEnforcer
 * bound), then the caveats of its spend kind (`spendCaveats`). Caveats
 * are ANDed on every redemption, so several spend kinds (a native and an
 * ERC-20 limit; at most one native, one per token) go into one
 * LogicalOrWrapperEnforcer: a group per spend kind, each with the
 * contract-call caveats, and each redemption names the group it runs
 * under (`encodeRedeemDelegations` picks it from the call). Every group
 * keeps its own total, and none lets through what another limits (the
 * native group sends no calldata, the ERC-20 group no value).
 */
export function sessionCaveats({
  permissions,
  expiry,
}: {
  permissions: readonly SessionPermission[]
  /** Unix seconds: redemptions fail on chain from this second on. */
  expiry: number
}): Caveat<Hex>[] {
  const spends = permissions.filter(
    (p): p is SpendPermission => p.type !== 'contract-call',
  )
  const native = spends.filter((p) => p.type !== 'erc20-token-transfer')
  const tokens = spends.flatMap((p) =>
    p.type === 'erc20-token-transfer' ? [p.token.toLowerCase()] : [],
  )
  if (native.length > 1 || new Set(tokens).size !== tokens.length)
    throw new Error(
      'a session carries at most one native spend permission and one per token',
    )
  const calls = permissions.filter((p) => p.type === 'contract-call')
  const expires = caveat(
    'TimestampEnforcer',
    createTimestampTerms({ afterThreshold: 0, beforeThreshold: expiry }),
  )
  if (spends.length <= 1) return [expires, ...spendCaveats(spends[0], calls)]
  return [
    expires,
    caveat(
      'LogicalOrWrapperEnforcer',
      createLogicalOrWrapperTerms({
        // As bytes: its encoder refuses the empty hex '0x'.
        caveatGroups: spends.map((spend) =>
          spendCaveats(spend, calls).map((c) => ({
            enforcer: c.enforcer,
            terms: hexToBytes(c.terms),
            args: hexToBytes(c.args),
          })),
        ),
      }),
    ),
  ]
}

/** An unsigned root delegation from `delegator` to `delegate`. */
export const createSessionDelegation = ({
  delegator,
  delegate,
  caveats,
  salt,
}: {
  delegator: Address
  delegate: Address
  caveats: Caveat<Hex>[]
  salt: bigint
}): SessionDelegation => ({
  delegate,
  delegator,
  authority: ROOT_AUTHORITY,
  caveats,
  salt,
  signature: '0x',
})

/**
 * The EIP-712 typed data the delegator signs for DelegationManager (its
 * `Delegation` type; `args` are not signed). A HybridDeleGator checks it
 * by ERC-1271 as the owner's ECDSA signature of this digest, and only
 * once deployed (DelegationManager takes no ERC-6492 signature).
 */
export const delegationTypedData = ({
  delegation,
  chainId,
  delegationManager = smartAccountContracts.DelegationManager,
}: {
  delegation: SessionDelegation
  chainId: number
  delegationManager?: Address
}) =>
  ({
    domain: {
      name: 'DelegationManager',
      version: '1',
      chainId,
      verifyingContract: delegationManager,
    },
    types: {
      Delegation: [
        { name: 'delegate', type: 'address' },
        { name: 'delegator', type: 'address' },
        { name: 'authority', type: 'bytes32' },
        { name: 'caveats', type: 'Caveat[]' },
        { name: 'salt', type: 'uint256' },
      ],
      Caveat: [
        { name: 'enforcer', type: 'address' },
        { name: 'terms', type: 'bytes' },
      ],
    },
    primaryType: 'Delegation',
    message: {
      delegate: delegation.delegate,
      delegator: delegation.delegator,
      authority: delegation.authority,
      caveats: delegation.caveats.map(({ enforcer, terms }) => ({
        enforcer,
        terms,
      })),
      salt: delegation.salt,
    },
  }) as const satisfies TypedDataDefinition

/** ERC-7715 `permissionsContext`: the signed delegation chain, leaf first. */
export const encodePermissionsContext = (
  delegations: readonly SessionDelegation[],
): Hex => encodeDelegations([...delegations])

/** The delegations of a `permissionsContext` (throws when it is not one). */
export const decodePermissionsContext = (context: Hex): SessionDelegation[] =>
  decodeDelegations(context)

/** The DelegationManager's hash of a delegation (what `disabledDelegations` keys). */
export const delegationHashOf = (delegation: SessionDelegation): Hex =>
  hashDelegation(delegation)

/**
 * What an account owner signs (EIP-191) to have latch-api mark a session
 * revoked: names the context by its keccak256.
 */
export const sessionRevokeMessage = (context: Hex): string =>
  `Revoke Latch session ${keccak256(context)}`

/**
 * Calldata of `DelegationManager.redeemDelegations` for a session key
 * running one call under `context` (ERC-7579 single call mode, what the
 * enforcers accept).
 */
export function encodeRedeemDelegations(
  context: Hex,
  call: SmartAccountCall,
): Hex {
  const { mode, executionCalldata } = encodeExecution([call])
  return encodeFunctionData({
    abi: delegationManagerAbi,
    functionName: 'redeemDelegations',
    args: [[withGroupsChosen(context, call)], [mode], [executionCalldata]],
  })
}

/**
 * The group of a LogicalOrWrapperEnforcer caveat (`sessionCaveats`) that
 * `call` runs under: the ERC-20 group of the token it calls with no
 * value, else the first group without an ERC-20 limit (the native one).
 */
function groupFor(terms: Hex, call: SmartAccountCall): number {
  const { caveatGroups } = decodeLogicalOrWrapperTerms(terms)
  const tokenOf = (group: (typeof caveatGroups)[number]) => {
    const limit = group.find((c) =>
      isAddressEqual(c.enforcer, enforcer('ERC20TransferAmountEnforcer')),
    )
    return limit && decodeERC20TransferAmountTerms(limit.terms).tokenAddress
  }
  const erc20 = caveatGroups.findIndex((group) => {
    const token = tokenOf(group)
    return token && !call.value && isAddressEqual(token, call.to)
  })
  if (erc20 >= 0) return erc20
  return Math.max(
    0,
    caveatGroups.findIndex((group) => !tokenOf(group)),
  )
}

/**
 * `context` with the args of each LogicalOrWrapperEnforcer caveat set to
 * the group `call` runs under (args are not signed: the redeemer picks).
 */
function withGroupsChosen(context: Hex, call: SmartAccountCall): Hex {
  const or = enforcer('LogicalOrWrapperEnforcer')
  const delegations = decodeDelegations(context)
  if (
    !delegations.some((d) =>
      d.caveats.some((c) => isAddressEqual(c.enforcer, or)),
    )
  )
    return context
  return encodeDelegations(
    delegations.map((d) => ({
      ...d,
      caveats: d.caveats.map((c) => {
        if (!isAddressEqual(c.enforcer, or)) return c
        const groupIndex = groupFor(c.terms, call)
        const group = decodeLogicalOrWrapperTerms(c.terms).caveatGroups[
          groupIndex
        ]
        return {
          ...c,
          args: createLogicalOrWrapperArgs({
            groupIndex: BigInt(groupIndex),
            caveatArgs: (group ?? []).map(() => new Uint8Array()),
          }),
        }
      }),
    })),
  )
}

/** Calldata of `DelegationManager.disableDelegation` (sent by the delegator). */
export const encodeDisableDelegation = (delegation: SessionDelegation): Hex =>
  encodeFunctionData({
    abi: delegationManagerAbi,
    functionName: 'disableDelegation',
    args: [delegation],
  })
