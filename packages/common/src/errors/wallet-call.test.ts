import { describe, expect, test } from 'vitest'
import { RpcError } from './rpc.js'
import {
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  CallsStatusNotApprovedError,
  DuplicateIdError,
  InvalidCallError,
  MissingCapabilitiesAddressError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from './wallet-call.js'

describe('codes', () => {
  test.each([
    [UnsupportedNonOptionalCapabilityError, 5700],
    [UnsupportedChainIdError, 5710],
    [DuplicateIdError, 5720],
    [UnknownBundleIdError, 5730],
    [BundleTooLargeError, 5740],
    [AtomicReadyWalletRejectedUpgradeError, 5750],
    [AtomicityNotSupportedError, 5760],
  ] as const)('%o has static and instance code', (ErrorClass, code) => {
    const error = new ErrorClass()
    expect(ErrorClass.code).toBe(code)
    expect(error.code).toBe(code)
    expect(error).toBeInstanceOf(RpcError)
    expect(error.name).toBe(ErrorClass.name)
  })
})

describe('messages', () => {
  test('UnsupportedNonOptionalCapabilityError', () => {
    expect(
      new UnsupportedNonOptionalCapabilityError().message,
    ).toMatchInlineSnapshot(`
      "This Wallet does not support a capability that was not marked as optional.

      Version: @latch/common@0.1.0"
    `)
  })
  test('UnsupportedChainIdError', () => {
    expect(new UnsupportedChainIdError().message).toMatchInlineSnapshot(`
      "This Wallet does not support the requested chain ID.

      Version: @latch/common@0.1.0"
    `)
  })
  test('DuplicateIdError', () => {
    expect(new DuplicateIdError().message).toMatchInlineSnapshot(`
      "There is already a bundle submitted with this ID.

      Version: @latch/common@0.1.0"
    `)
  })
  test('UnknownBundleIdError', () => {
    expect(new UnknownBundleIdError().message).toMatchInlineSnapshot(`
      "This bundle id is unknown / has not been submitted.

      Version: @latch/common@0.1.0"
    `)
  })
  test('BundleTooLargeError', () => {
    expect(new BundleTooLargeError().message).toMatchInlineSnapshot(`
      "The call bundle is too large for the Wallet to process.

      Version: @latch/common@0.1.0"
    `)
  })
  test('AtomicReadyWalletRejectedUpgradeError', () => {
    expect(
      new AtomicReadyWalletRejectedUpgradeError().message,
    ).toMatchInlineSnapshot(`
      "The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.

      Version: @latch/common@0.1.0"
    `)
  })
  test('AtomicityNotSupportedError', () => {
    expect(new AtomicityNotSupportedError().message).toMatchInlineSnapshot(`
      "The wallet does not support atomic execution but the request requires it.

      Version: @latch/common@0.1.0"
    `)
  })
})

describe('wallet call messages (SPEC §8)', () => {
  test('exact catalogue messages', () => {
    expect(new CallsStatusNotApprovedError().shortMessage).toBe(
      'Fetching call status not approved by the wallet.',
    )
    expect(new MissingCapabilitiesAddressError().shortMessage).toBe(
      'Missing address parameter in wallet_getCapabilities request',
    )
  })

  test('InvalidCallError names the call and field', () => {
    const error = new InvalidCallError({ index: 1, field: 'data' })
    expect(error.shortMessage).toBe(
      "Invalid call at index 1: 'data' must start with 0x.",
    )
    expect(error.index).toBe(1)
    expect(error.field).toBe('data')
  })
})
