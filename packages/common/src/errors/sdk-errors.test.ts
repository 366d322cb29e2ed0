import { expect, test } from 'vitest'
import { internalErrors, sdkErrors } from './sdk-errors.js'

test('sdk error table matches the WalletConnect SDK', () => {
  const table = Object.entries(sdkErrors).map(
    ([key, { code, message }]) => `${code} ${key}: ${message}`,
  )
  expect(table).toMatchInlineSnapshot(`
    [
      "1001 INVALID_METHOD: Invalid method.",
      "1002 INVALID_EVENT: Invalid event.",
      "1003 INVALID_UPDATE_REQUEST: Invalid update request.",
      "1004 INVALID_EXTEND_REQUEST: Invalid extend request.",
      "1005 INVALID_SESSION_SETTLE_REQUEST: Invalid session settle request.",
      "3001 UNAUTHORIZED_METHOD: Unauthorized method.",
      "3002 UNAUTHORIZED_EVENT: Unauthorized event.",
      "3003 UNAUTHORIZED_UPDATE_REQUEST: Unauthorized update request.",
      "3004 UNAUTHORIZED_EXTEND_REQUEST: Unauthorized extend request.",
      "3005 UNAUTHORIZED_CHAIN: Unauthorized chain.",
      "5000 USER_REJECTED: User rejected.",
      "5001 USER_REJECTED_CHAINS: User rejected chains.",
      "5002 USER_REJECTED_METHODS: User rejected methods.",
      "5003 USER_REJECTED_EVENTS: User rejected events.",
      "5100 UNSUPPORTED_CHAINS: Unsupported chains.",
      "5101 UNSUPPORTED_METHODS: Unsupported methods.",
      "5102 UNSUPPORTED_EVENTS: Unsupported events.",
      "5103 UNSUPPORTED_ACCOUNTS: Unsupported accounts.",
      "5104 UNSUPPORTED_NAMESPACE_KEY: Unsupported namespace key.",
      "6000 USER_DISCONNECTED: User disconnected.",
      "7000 SESSION_SETTLEMENT_FAILED: Session settlement failed.",
      "8000 SESSION_REQUEST_EXPIRED: Session request expired.",
      "10001 WC_METHOD_UNSUPPORTED: Unsupported wc_ method.",
    ]
  `)
})

test('internal error table matches the WalletConnect SDK', () => {
  const table = Object.entries(internalErrors).map(
    ([key, { code, message }]) => `${code} ${key}: ${message}`,
  )
  expect(table).toMatchInlineSnapshot(`
    [
      "1 NOT_INITIALIZED: Not initialized.",
      "2 NO_MATCHING_KEY: No matching key.",
      "3 RESTORE_WILL_OVERRIDE: Restore will override.",
      "4 RESUBSCRIBED: Resubscribed.",
      "5 MISSING_OR_INVALID: Missing or invalid.",
      "6 EXPIRED: Expired.",
      "7 UNKNOWN_TYPE: Unknown type.",
      "8 MISMATCHED_TOPIC: Mismatched topic.",
      "9 NON_CONFORMING_NAMESPACES: Non conforming namespaces.",
    ]
  `)
})

test('codes are unique within each table', () => {
  for (const table of [sdkErrors, internalErrors]) {
    const codes = Object.values(table).map((entry) => entry.code)
    expect(new Set(codes).size).toBe(codes.length)
  }
})

test('codes named in the wire reference', () => {
  expect(sdkErrors.USER_REJECTED.code).toBe(5000)
  expect(sdkErrors.USER_DISCONNECTED).toEqual({
    code: 6000,
    message: 'User disconnected.',
  })
  expect(sdkErrors.SESSION_SETTLEMENT_FAILED.code).toBe(7000)
  expect(sdkErrors.WC_METHOD_UNSUPPORTED.code).toBe(10001)
  expect(internalErrors.NON_CONFORMING_NAMESPACES.code).toBe(9)
})
