// The order of Connect's login methods (SPEC §9), used by Connect.

/** A group of Connect: the e-mail field, the social logins, the wallets. */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** SPEC §9's connect-method order. */
export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const

/**
 * SPEC §9's other default, wallets first: used, as the reference does,
 * when Connect lists a wallet installed in this browser.
 */
export const CONNECT_METHOD_ORDER_WALLET_FIRST = [
  'wallet',
  'email',
  'social',
] as const
