/**
 * WalletConnect v2 Sign error codes, as the official JS SDK sends them in
 * `{ code, message }` error reasons (`getSdkError` in `@walletconnect/utils`).
 * Messages are byte-exact: peers compare codes, people read the messages.
 *
 * https://latch.dev/docs/common/errors#protocol
 */
export const sdkErrors = {
  /* INVALID (1xxx) */
  INVALID_METHOD: { message: 'Invalid method.', code: 1001 },
  INVALID_EVENT: { message: 'Invalid event.', code: 1002 },
  INVALID_UPDATE_REQUEST: { message: 'Invalid update request.', code: 1003 },
  INVALID_EXTEND_REQUEST: { message: 'Invalid extend request.', code: 1004 },
  INVALID_SESSION_SETTLE_REQUEST: {
    message: 'Invalid session settle request.',
    code: 1005,
  },
  /* UNAUTHORIZED (3xxx) */
  UNAUTHORIZED_METHOD: { message: 'Unauthorized method.', code: 3001 },
  UNAUTHORIZED_EVENT: { message: 'Unauthorized event.', code: 3002 },
  UNAUTHORIZED_UPDATE_REQUEST: {
    message: 'Unauthorized update request.',
    code: 3003,
  },
  UNAUTHORIZED_EXTEND_REQUEST: {
    message: 'Unauthorized extend request.',
    code: 3004,
  },
  // 3005 is in the Sign spec's code list but not in the JS SDK's table;
  // the message follows the SDK's wording pattern.
  UNAUTHORIZED_CHAIN: { message: 'Unauthorized chain.', code: 3005 },
  /* REJECTED (5xxx, CAIP-25) */
  USER_REJECTED: { message: 'User rejected.', code: 5000 },
  USER_REJECTED_CHAINS: { message: 'User rejected chains.', code: 5001 },
  USER_REJECTED_METHODS: { message: 'User rejected methods.', code: 5002 },
  USER_REJECTED_EVENTS: { message: 'User rejected events.', code: 5003 },
  UNSUPPORTED_CHAINS: { message: 'Unsupported chains.', code: 5100 },
  UNSUPPORTED_METHODS: { message: 'Unsupported methods.', code: 5101 },
  UNSUPPORTED_EVENTS: { message: 'Unsupported events.', code: 5102 },
  UNSUPPORTED_ACCOUNTS: { message: 'Unsupported accounts.', code: 5103 },
  UNSUPPORTED_NAMESPACE_KEY: {
    message: 'Unsupported namespace key.',
    code: 5104,
  },
  /* REASON (6xxx) */
  USER_DISCONNECTED: { message: 'User disconnected.', code: 6000 },
  /* FAILURE (7xxx) */
  SESSION_SETTLEMENT_FAILED: {
    message: 'Session settlement failed.',
    code: 7000,
  },
  /* SESSION REQUEST (8xxx): spec only, same caveat as 3005 */
  SESSION_REQUEST_EXPIRED: { message: 'Session request expired.', code: 8000 },
  /* PAIRING (10xxx) */
  WC_METHOD_UNSUPPORTED: { message: 'Unsupported wc_ method.', code: 10001 },
} as const

export type SdkErrorKey = keyof typeof sdkErrors

/**
 * Internal (local, never-on-the-wire) error codes of the WalletConnect JS
 * SDK (`getInternalError`), byte-exact.
 */
export const internalErrors = {
  NOT_INITIALIZED: { message: 'Not initialized.', code: 1 },
  NO_MATCHING_KEY: { message: 'No matching key.', code: 2 },
  RESTORE_WILL_OVERRIDE: { message: 'Restore will override.', code: 3 },
  RESUBSCRIBED: { message: 'Resubscribed.', code: 4 },
  MISSING_OR_INVALID: { message: 'Missing or invalid.', code: 5 },
  EXPIRED: { message: 'Expired.', code: 6 },
  UNKNOWN_TYPE: { message: 'Unknown type.', code: 7 },
  MISMATCHED_TOPIC: { message: 'Mismatched topic.', code: 8 },
  NON_CONFORMING_NAMESPACES: {
    message: 'Non conforming namespaces.',
    code: 9,
  },
} as const

export type InternalErrorKey = keyof typeof internalErrors
