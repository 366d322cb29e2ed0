import {
  decodeNativeTokenTransferAmountTerms,
  decodeTimestampTerms,
} from '@metamask/delegation-core'
import { hashStruct, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  createSessionDelegation,
  decodePermissionsContext,
  delegationHashOf,
  delegationTypedData,
  encodePermissionsContext,
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

  it('an ERC-20 limit: the token amount, no native value; two spend kinds are refused', () => {
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
    expect(() =>
      sessionCaveats({
        permissions: [
          { type: 'erc20-token-transfer', token, allowance: 10n },
          { type: 'native-token-transfer', allowance: 1n },
        ],
        expiry: 1,
      }),
    ).toThrow('at most one spend permission')
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
