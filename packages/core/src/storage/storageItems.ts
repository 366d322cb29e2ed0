import {
  type CaipNetworkId,
  type ChainNamespace,
  chainNamespaces,
  isCaipNetworkId,
} from '@latch/common'
import type { AccountType } from '@latch/common/embedded-protocol'
import type { SIWXSession } from '../siwx/types.js'
import type { ConnectedWallet } from '../types/connector.js'

/** A wallet the visitor used recently (at most two are kept). */
export type RecentWallet = {
  readonly id: string
  readonly name: string
  readonly icon?: string | undefined
  readonly rdns?: string | undefined
}

/** What is remembered of a namespace's connection. */
export type StoredConnection = {
  readonly connectorId: string
  readonly accounts: readonly string[]
  readonly caipNetworkId?: CaipNetworkId | undefined
  /** The peer wallet's name and icon (a WalletConnect session's metadata). */
  readonly wallet?: ConnectedWallet | undefined
}

/**
 * The SPEC §3 caches by address as stored, by cache (`nativeBalance`,
 * `portfolio`, `name`, `identity`), each by data key scope (a CAIP-10
 * account); every entry is checked where it is read
 * (`storage/storedCacheGuards.ts`).
 */
type StoredCaches = {
  readonly [cache: string]: { readonly [caipAddress: string]: unknown }
}

/** The items Latch keeps in browser storage (SPEC §3), by key. */
export type StorageItems = {
  activeNamespace: ChainNamespace
  activeCaipNetworkId: CaipNetworkId
  recentWallets: readonly RecentWallet[]
  /** The last connection of each namespace, restored on page load. */
  connections: { readonly [K in ChainNamespace]?: StoredConnection }
  connectionStatus: 'connected' | 'disconnected'
  /** Comma-separated, as SPEC §3 stores it. */
  connectedNamespaces: string
  walletInfo: RecentWallet
  /** The WalletConnect deep link last used (SPEC §3 wallet deep-link choice). */
  wcDeepLink: { readonly name: string; readonly href: string }
  /** Sign-in sessions kept by `localSiwx()` (SPEC §3 sign-in session). */
  siwxSessions: readonly SIWXSession[]
  /** `serverSiwx()`'s bearer token, for hosts on another origin than the API. */
  siwxToken: string
  /** Embedded wallet login cache (SPEC §3, §4): the e-mail logged in with. */
  embeddedEmail: string
  /** Embedded wallet login cache: a login exists, restore it on reload. */
  embeddedLoginUsed: boolean
  /** When e-mail login was last triggered (ms), for the 30 s cooldown. */
  embeddedLastEmailLoginTime: number
  /**
   * The social provider of the embedded wallet's user (checked against
   * the SPEC §5 list where it is read, to keep the list out of the first load).
   */
  socialProvider: string
  /** The social provider's user name. */
  socialUsername: string
  /** SPEC §3 preferred account types per chain, by CAIP-2 network id. */
  preferredAccountTypes: { readonly [caipNetworkId: string]: AccountType }
  /** SPEC §3 smart-account-enabled networks (the embedded wallet's chain ids). */
  smartAccountEnabledNetworks: readonly number[]
  /**
   * SPEC §3 Telegram social provider: the provider of a social login
   * started inside Telegram, until that login ends.
   */
  telegramSocialProvider: string
  /**
   * The `state` of that login, with it: a page Telegram reloaded meanwhile
   * asks the service for the login by it (`restorePage`).
   */
  telegramSocialState: string
  /**
   * SPEC §3 cached balances, name and identity caches: native balances and
   * portfolios (fresh 30 s, SPEC §9), names and identities (fresh 5 min).
   */
  caches: StoredCaches
}

type Guard<T> = (value: unknown) => value is T

const isString = (v: unknown): v is string => typeof v === 'string'
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isNamespace = (v: unknown): v is ChainNamespace =>
  (chainNamespaces as readonly unknown[]).includes(v)
const isOptionalString = (v: unknown) => v === undefined || isString(v)

const isWallet = (v: unknown): v is RecentWallet =>
  isRecord(v) &&
  isString(v.id) &&
  v.id.length > 0 &&
  isString(v.name) &&
  isOptionalString(v.icon) &&
  isOptionalString(v.rdns)

const isConnection = (v: unknown): v is StoredConnection =>
  isRecord(v) &&
  isString(v.connectorId) &&
  v.connectorId.length > 0 &&
  Array.isArray(v.accounts) &&
  v.accounts.every(isString) &&
  (v.caipNetworkId === undefined || isCaipNetworkId(v.caipNetworkId)) &&
  (v.wallet === undefined ||
    (isRecord(v.wallet) &&
      isString(v.wallet.name) &&
      isOptionalString(v.wallet.icon)))

const isSiwxSession = (v: unknown): v is SIWXSession =>
  isRecord(v) &&
  isString(v.message) &&
  isString(v.signature) &&
  isRecord(v.data) &&
  isCaipNetworkId(v.data.chainId) &&
  isString(v.data.accountAddress) &&
  isString(v.data.nonce)

/** Validators: a stored value that fails its guard is treated as absent. */
export const storageGuards: {
  [K in keyof StorageItems]: Guard<StorageItems[K]>
} = {
  activeNamespace: isNamespace,
  activeCaipNetworkId: (v): v is CaipNetworkId => isCaipNetworkId(v),
  recentWallets: (v): v is readonly RecentWallet[] =>
    Array.isArray(v) && v.every(isWallet),
  connections: (v): v is StorageItems['connections'] =>
    isRecord(v) &&
    Object.entries(v).every(([k, c]) => isNamespace(k) && isConnection(c)),
  connectionStatus: (v): v is 'connected' | 'disconnected' =>
    v === 'connected' || v === 'disconnected',
  connectedNamespaces: (v): v is string =>
    isString(v) && v.split(',').every((n) => n === '' || isNamespace(n)),
  walletInfo: isWallet,
  wcDeepLink: (v): v is StorageItems['wcDeepLink'] =>
    isRecord(v) && isString(v.name) && isString(v.href),
  siwxSessions: (v): v is readonly SIWXSession[] =>
    Array.isArray(v) && v.every(isSiwxSession),
  siwxToken: isString,
  embeddedEmail: isString,
  embeddedLoginUsed: (v): v is boolean => typeof v === 'boolean',
  // JSON has no NaN or Infinity: a number read back is finite.
  embeddedLastEmailLoginTime: (v): v is number => typeof v === 'number',
  socialProvider: isString,
  socialUsername: isString,
  preferredAccountTypes: (v): v is StorageItems['preferredAccountTypes'] =>
    isRecord(v) &&
    Object.entries(v).every(
      ([k, t]) => isCaipNetworkId(k) && (t === 'eoa' || t === 'smartAccount'),
    ),
  smartAccountEnabledNetworks: (v): v is readonly number[] =>
    Array.isArray(v) && v.every((n) => Number.isSafeInteger(n) && n > 0),
  telegramSocialProvider: isString,
  telegramSocialState: isString,
  // The caches' entries are checked one by one where they are read
  // (`storedCacheGuards`), out of the first load.
  caches: isRecord as Guard<StoredCaches>,
}
