import { DelegationManager } from '@metamask/delegation-abis'
import {
  type Caveat,
  createAllowedMethodsTerms,
  createAllowedTargetsTerms,
  createERC20TransferAmountTerms,
  createExactCalldataTerms,
  createNativeTokenPeriodTransferTerms,
  createNativeTokenTransferAmountTerms,
  createTimestampTerms,
  createValueLteTerms,
  type Delegation,
  decodeDelegations,
  encodeDelegations,
  hashDelegation,
  ROOT_AUTHORITY,
} from '@metamask/delegation-core'
import {
  type Address,
  encodeFunctionData,
  type Hex,
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

/**
 * The on-chain caveats of a session: every caveat holds for every
 * redemption (they are ANDed), so a session carries at most one spend
 * permission (native or ERC-20). Without a contract-call permission, a
 * native one allows plain transfers only (empty calldata), so the key
 * cannot call the user's tokens; an ERC-20 one allows its token's
 * `transfer` only, with no native value; a contract-call permission alone
 * allows no native value. The expiry is a TimestampEnforcer bound.
 */
export function sessionCaveats({
  permissions,
  expiry,
}: {
  permissions: readonly SessionPermission[]
  /** Unix seconds: redemptions fail on chain from this second on. */
  expiry: number
}): Caveat<Hex>[] {
  const spends = permissions.filter((p) => p.type !== 'contract-call')
  if (spends.length > 1)
    throw new Error('a session carries at most one spend permission')
  const calls = permissions.filter((p) => p.type === 'contract-call')
  const caveats: Caveat<Hex>[] = [
    caveat(
      'TimestampEnforcer',
      createTimestampTerms({ afterThreshold: 0, beforeThreshold: expiry }),
    ),
  ]
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
  const [spend] = spends
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
    args: [[context], [mode], [executionCalldata]],
  })
}

/** Calldata of `DelegationManager.disableDelegation` (sent by the delegator). */
export const encodeDisableDelegation = (delegation: SessionDelegation): Hex =>
  encodeFunctionData({
    abi: delegationManagerAbi,
    functionName: 'disableDelegation',
    args: [delegation],
  })
