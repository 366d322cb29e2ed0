import {
  decodeLogicalOrWrapperArgs,
  decodeLogicalOrWrapperTerms,
  decodeNativeTokenTransferAmountTerms,
  decodeTimestampTerms,
} from '@metamask/delegation-core'
import {
  type Address,
  decodeFunctionData,
  getAddress,
  type Hex,
  hashStruct,
  parseEther,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  createSessionDelegation,
  decodePermissionsContext,
  delegationHashOf,
  delegationManagerAbi,
  delegationTypedData,
  encodePermissionsContext,
  encodeRedeemDelegations,
  sessionCaveats,
} from './delegations.js'
import { smartAccountContracts as c } from './smartAccountContracts.js'

const delegator = '0x1111111111111111111111111111111111111111'
const delegate = '0x2222222222222222222222222222222222222222'
const token = '0x3333333333333333333333333333333333333333'
const enforcers = (caveats: { enforcer: string }[]) =>
  caveats.map((x) => x.enforcer)

describe('sessionCaveats', () => {
  it('a native limit: expiry, the total, plain transfers only', () => {
    const caveats = sessionCaveats({
      permissions: [
        { type: 'native-token-transfer', allowance: parseEther('0.5') },
      ],
      expiry: 1_900_000_000,
    })
    expect(enforcers(caveats)).toEqual([
      c.TimestampEnforcer,
      c.NativeTokenTransferAmountEnforcer,
      c.ExactCalldataEnforcer,
    ])
    expect(decodeTimestampTerms(caveats[0]!.terms)).toEqual({
      afterThreshold: 0,
      beforeThreshold: 1_900_000_000,
    })
    expect(decodeNativeTokenTransferAmountTerms(caveats[1]!.terms)).toEqual({
      maxAmount: parseEther('0.5'),
    })
  })

  it('contract calls: targets, methods, no native value; with a native limit: the limit instead', () => {
    const call = {
      type: 'contract-call' as const,
      targets: [token] as `0x${string}`[],
      selectors: ['0xa9059cbb'] as `0x${string}`[],
    }
    expect(
      enforcers(sessionCaveats({ permissions: [call], expiry: 1 })),
    ).toEqual([
      c.TimestampEnforcer,
      c.AllowedTargetsEnforcer,
      c.AllowedMethodsEnforcer,
      c.ValueLteEnforcer,
    ])
    expect(
      enforcers(
        sessionCaveats({
          permissions: [call, { type: 'native-token-transfer', allowance: 1n }],
          expiry: 1,
        }),
      ),
    ).toEqual([
      c.TimestampEnforcer,
      c.AllowedTargetsEnforcer,
      c.AllowedMethodsEnforcer,
      c.NativeTokenTransferAmountEnforcer,
    ])
  })

  it('an ERC-20 limit: the token amount, no native value', () => {
    expect(
      enforcers(
        sessionCaveats({
          permissions: [
            { type: 'erc20-token-transfer', token, allowance: 10n },
          ],
          expiry: 1,
        }),
      ),
    ).toEqual([
      c.TimestampEnforcer,
      c.ERC20TransferAmountEnforcer,
      c.ValueLteEnforcer,
    ])
  })

  it('a native and an ERC-20 limit: one LogicalOrWrapperEnforcer group each; two native or one token twice are refused', () => {
    const caveats = sessionCaveats({
      permissions: [
        { type: 'erc20-token-transfer', token, allowance: 10n },
        { type: 'native-token-transfer', allowance: 1n },
      ],
      expiry: 1,
    })
    expect(enforcers(caveats)).toEqual([
      c.TimestampEnforcer,
      c.LogicalOrWrapperEnforcer,
    ])
    const groups = decodeLogicalOrWrapperTerms(
      caveats[1]?.terms as Hex,
    ).caveatGroups.map((group) => group.map((g) => getAddress(g.enforcer)))
    expect(groups).toEqual([
      [c.ERC20TransferAmountEnforcer, c.ValueLteEnforcer],
      [c.NativeTokenTransferAmountEnforcer, c.ExactCalldataEnforcer],
    ])
    for (const permissions of [
      [
        { type: 'native-token-transfer', allowance: 1n },
        {
          type: 'native-token-recurring-allowance',
          allowance: 1n,
          start: 0,
          period: 60,
        },
      ],
      [
        { type: 'erc20-token-transfer', token, allowance: 10n },
        { type: 'erc20-token-transfer', token, allowance: 5n },
      ],
    ] as const)
      expect(() => sessionCaveats({ permissions, expiry: 1 })).toThrow(
        'at most one native spend permission and one per token',
      )
  })

  it('a redemption names its group: the token’s for a valueless call to it, the native one otherwise', () => {
    const delegation = createSessionDelegation({
      delegator,
      delegate,
      caveats: sessionCaveats({
        permissions: [
          { type: 'native-token-transfer', allowance: 1n },
          { type: 'erc20-token-transfer', token, allowance: 10n },
        ],
        expiry: 1,
      }),
      salt: 1n,
    })
    const context = encodePermissionsContext([delegation])
    const chosen = (call: { to: Address; value?: bigint }) => {
      const { args } = decodeFunctionData({
        abi: delegationManagerAbi,
        data: encodeRedeemDelegations(context, call),
      })
      const [contexts] = args as unknown as [readonly Hex[]]
      const [sent] = decodePermissionsContext(contexts[0] as Hex)
      return decodeLogicalOrWrapperArgs(sent?.caveats[1]?.args as Hex)
    }
    expect(chosen({ to: token })).toEqual({
      groupIndex: 1n,
      caveatArgs: ['0x', '0x'],
    })
    expect(chosen({ to: delegate, value: 5n })).toMatchObject({
      groupIndex: 0n,
    })
    expect(chosen({ to: token, value: 5n })).toMatchObject({ groupIndex: 0n })
  })
})

describe('delegationTypedData', () => {
  it('hashes the Delegation struct as DelegationManager does (delegation-core hashDelegation)', () => {
    const delegation = createSessionDelegation({
      delegator,
      delegate,
      caveats: sessionCaveats({
        permissions: [{ type: 'native-token-transfer', allowance: 5n }],
        expiry: 2_000_000_000,
      }),
      salt: 42n,
    })
    const typed = delegationTypedData({ delegation, chainId: 31337 })
    expect(typed.domain).toEqual({
      name: 'DelegationManager',
      version: '1',
      chainId: 31337,
      verifyingContract: c.DelegationManager,
    })
    expect(
      hashStruct({
        data: typed.message,
        primaryType: 'Delegation',
        types: typed.types,
      }),
    ).toBe(delegationHashOf(delegation))
  })

  it('the permissions context round-trips', () => {
    const signed = {
      ...createSessionDelegation({
        delegator,
        delegate,
        caveats: [],
        salt: 7n,
      }),
      signature: `0x${'ab'.repeat(65)}` as const,
    }
    const context = encodePermissionsContext([signed])
    expect(decodePermissionsContext(context)).toEqual([signed])
  })
})
