/** One row of an error table: the wire `{ code, message }`. */
export type SdkErrorEntry = { readonly message: string; readonly code: number }

/**
 * The wire `{ code, message }` of `entry`, `context` appended after a space
 * exactly like the SDK does (`getSdkError`, `getInternalError`,
 * `ProtocolError`).
 */
export const withContext = (
  { code, message }: SdkErrorEntry,
  context?: string | number,
): { code: number; message: string } => ({
  code,
  message: context ? `${message} ${context}` : message,
})

// Every message is its key in sentence case (USER_REJECTED_CHAINS → 'User
// rejected chains.'), so the tables list codes only; the snapshot test in
// sdk-errors.test.ts pins each message.
const table = <codes extends Record<string, number>>(codes: codes) =>
  Object.fromEntries(
    Object.entries(codes).map(([key, code]) => [
      key,
      {
        message: `${key[0]}${key.slice(1).toLowerCase().replace(/_/g, ' ')}.`,
        code,
      },
    ]),
  ) as { readonly [key in keyof codes]: SdkErrorEntry }

/**
 * WalletConnect v2 Sign error codes, as the official JS SDK sends them in
 * `{ code, message }` error reasons (`getSdkError` in `@walletconnect/utils`).
 * Messages are byte-exact: peers compare codes, people read the messages.
 *
 * https://latch.dev/docs/common/errors#protocol
 */
export const sdkErrors = {
  ...table({
    /* INVALID (1xxx) */
    INVALID_METHOD: 1001,
    INVALID_EVENT: 1002,
    INVALID_UPDATE_REQUEST: 1003,
    INVALID_EXTEND_REQUEST: 1004,
    INVALID_SESSION_SETTLE_REQUEST: 1005,
    /* UNAUTHORIZED (3xxx) */
    UNAUTHORIZED_METHOD: 3001,
    UNAUTHORIZED_EVENT: 3002,
    UNAUTHORIZED_UPDATE_REQUEST: 3003,
    UNAUTHORIZED_EXTEND_REQUEST: 3004,
    // 3005 is in the Sign spec's code list but not in the JS SDK's table;
    // the message follows the SDK's wording pattern.
    UNAUTHORIZED_CHAIN: 3005,
    /* REJECTED (5xxx, CAIP-25) */
    USER_REJECTED: 5000,
    USER_REJECTED_CHAINS: 5001,
    USER_REJECTED_METHODS: 5002,
    USER_REJECTED_EVENTS: 5003,
    UNSUPPORTED_CHAINS: 5100,
    UNSUPPORTED_METHODS: 5101,
    UNSUPPORTED_EVENTS: 5102,
    UNSUPPORTED_ACCOUNTS: 5103,
    UNSUPPORTED_NAMESPACE_KEY: 5104,
    /* REASON (6xxx) */
    USER_DISCONNECTED: 6000,
    /* FAILURE (7xxx) */
    SESSION_SETTLEMENT_FAILED: 7000,
    /* SESSION REQUEST (8xxx): spec only, same caveat as 3005 */
    SESSION_REQUEST_EXPIRED: 8000,
  }),
  /* PAIRING (10xxx): the one message that is not its key */
  WC_METHOD_UNSUPPORTED: {
    message: 'Unsupported wc_ method.',
    code: 10001,
  } as SdkErrorEntry,
}

export type SdkErrorKey = keyof typeof sdkErrors

/**
 * Internal (local, never-on-the-wire) error codes of the WalletConnect JS
 * SDK (`getInternalError`), byte-exact.
 */
export const internalErrors = table({
  NOT_INITIALIZED: 1,
  NO_MATCHING_KEY: 2,
  RESTORE_WILL_OVERRIDE: 3,
  RESUBSCRIBED: 4,
  MISSING_OR_INVALID: 5,
  EXPIRED: 6,
  UNKNOWN_TYPE: 7,
  MISMATCHED_TOPIC: 8,
  NON_CONFORMING_NAMESPACES: 9,
})

export type InternalErrorKey = keyof typeof internalErrors
