import {
  type ChainNamespace,
  getProviderError,
  RECENT_WALLETS_MAX,
} from '@latch/common'
import { WalletConnectConnectorNotFoundError } from '../connectors/walletConnect/errors.js'
import { isPairingExpired } from '../connectors/walletConnect/isPairingExpired.js'
import { findWalletConnect } from '../internal/findWalletConnect.js'
import { isLinkOnlyPlatform } from '../internal/isLinkOnlyPlatform.js'
import { dispatch } from '../state/dispatch.js'
import type { RecentWallet } from '../storage/storageItems.js'
import type { Config } from '../types/config.js'
import type { Connector, ConnectResult } from '../types/connector.js'
import type { NamespaceState } from '../types/state.js'
import type { WalletConnectWallet } from '../types/walletConnect.js'
import {
  applyConnection,
  getResultConnections,
} from './connection/applyConnection.js'
import { resetWcConnection } from './resetWcConnection.js'

export type ConnectWalletConnectParameters = {
  /** The directory wallet being connected; remembered as recent on success. */
  wallet?: WalletConnectWallet | undefined
  /** Make a new pairing URI even if the current one is still valid. */
  fresh?: boolean | undefined
  /** Ask the wallet for this chain (the CAIP-2 reference outside eip155). */
  chainId?: number | string | undefined
  /**
   * The namespace the visitor connects for; it becomes active when the
   * wallet approves it. @default the active namespace when WalletConnect
   * proposes it, else the connector's first
   */
  namespace?: ChainNamespace | undefined
}

/**
 * Starts a WalletConnect pairing: the URI appears in
 * `getWalletConnectState(config).wcUri` (and as a `display_uri` event) and
 * is replaced by a fresh one when under 10 s of its 4 minutes remain. A
 * pairing still valid is reused instead of proposing again; on Telegram and
 * Safari on iOS even `fresh` keeps it (SPEC §4). Resolves when a wallet
 * approves; a refusal throws UserRejectedRequestError.
 *
 * @example
 * const { accounts } = await connectWalletConnect(config)
 */
export function connectWalletConnect(
  config: Config,
  parameters: ConnectWalletConnectParameters = {},
): Promise<ConnectResult> {
  const connector = findWalletConnect(config)
  if (!connector)
    return Promise.reject(new WalletConnectConnectorNotFoundError())
  const current = config._internal.walletConnectRun
  const expired = isPairingExpired(config.state.walletConnect?.wcPairingExpiry)
  if (parameters.wallet)
    dispatch(config, {
      type: 'pairing/walletChosen',
      wallet: parameters.wallet,
    })
  if (current && !expired && (!parameters.fresh || isLinkOnlyPlatform()))
    return current.promise
  // A retry replaces the attempt before it, but what to restore on failure
  // is what was there before the first attempt.
  const namespace = getTargetNamespace(config, connector, parameters.namespace)
  const previous = current
    ? current.previous
    : config.state.namespaces[namespace]
  const promise = start(config, connector, parameters, previous, namespace)
  config._internal.walletConnectRun = { promise, namespace, previous }
  config._internal.leavePairing ??= () => resetWcConnection(config)
  return promise
}

function start(
  config: Config,
  connector: Connector,
  parameters: ConnectWalletConnectParameters,
  previous: NamespaceState | undefined,
  namespace: ChainNamespace,
): Promise<ConnectResult> {
  const { _internal } = config
  const isCurrent = () => _internal.walletConnectRun?.promise === promise
  dispatch(config, { type: 'pairing/started' })
  dispatch(config, {
    type: 'connection/started',
    namespace,
    connectorId: connector.id,
  })
  const offUri = connector.emitter.on('display_uri', ({ uri, expiry }) => {
    if (!isCurrent()) return
    dispatch(config, { type: 'pairing/uriShown', uri, expiry })
    config.events.emit('display_uri', { uri })
  })
  // Sign-in sent to the wallet by link mode: buffering until it answers.
  const offLink = connector.emitter.on('link_mode', ({ waiting }) => {
    if (isCurrent())
      dispatch(config, { type: 'pairing/linkModeWaiting', waiting })
  })
  const wallet = parameters.wallet ?? config.state.walletConnect?.recentWallet
  const promise = connector
    .connect({
      chainId: parameters.chainId,
      namespace,
      walletUniversalLink: wallet?.linkMode,
    })
    .finally(() => {
      offUri()
      offLink()
    })
    .then(async (result) => {
      await config._internal.startSiwx()
      return result
    })
    .then(
      (result) => {
        // The wallet may leave out the namespace asked for.
        const ns = config.state.namespaces[namespace]
        if (
          ns?.status === 'connecting' &&
          !getResultConnections(connector, result).some(
            (c) => c.namespace === namespace,
          )
        )
          dispatch(config, {
            type: 'connection/abandoned',
            namespace,
            previous,
          })
        applyConnection(config, connector, result, namespace)
        if (isCurrent()) _internal.walletConnectRun = undefined
        finalize(config, connector)
        return result
      },
      (raw: unknown) => {
        const error = getProviderError(raw)
        const ns = config.state.namespaces[namespace]
        const idle = isCurrent() || !_internal.walletConnectRun
        if (
          idle &&
          ns?.status === 'connecting' &&
          ns.connectorId === connector.id
        )
          dispatch(config, {
            type: 'connection/abandoned',
            namespace,
            previous,
          })
        if (isCurrent()) {
          _internal.walletConnectRun = undefined
          dispatch(config, { type: 'pairing/failed' })
          config.events.emit('track', {
            event: 'CONNECT_ERROR',
            properties: { message: error.shortMessage },
          })
        }
        throw error
      },
    )
  return promise
}

/** SPEC §4 finalize: keep the deep link and recent wallet, track success. */
function finalize(config: Config, connector: Connector) {
  const { wcLinking, recentWallet } = config.state.walletConnect ?? {}
  if (wcLinking) config.storage.setItem('wcDeepLink', wcLinking)
  const wallet: RecentWallet = recentWallet
    ? {
        id: recentWallet.id,
        name: recentWallet.name,
        ...(recentWallet.icon ? { icon: recentWallet.icon } : {}),
      }
    : {
        id: connector.id,
        name: connector.name,
        ...(connector.icon ? { icon: connector.icon } : {}),
      }
  const recent = config.storage.getItem('recentWallets') ?? []
  config.storage.setItem(
    'recentWallets',
    [wallet, ...recent.filter((w) => w.id !== wallet.id)].slice(
      0,
      RECENT_WALLETS_MAX,
    ),
  )
  config.storage.setItem('walletInfo', wallet)
  dispatch(config, { type: 'pairing/approved' })
  config.events.emit('track', {
    event: 'CONNECT_SUCCESS',
    properties: {
      method: wcLinking ? 'mobile' : 'qrcode',
      name: recentWallet?.name ?? connector.name,
    },
  })
}

/**
 * The namespace a pairing is for: asked, else the active one, else the
 * chosen network's, else the connector's first.
 */
function getTargetNamespace(
  config: Config,
  connector: Connector,
  asked: ChainNamespace | undefined,
): ChainNamespace {
  const supported = connector.chainNamespaces ?? [connector.chainNamespace]
  const chosen = config.state.selectedNetworkId.split(':')[0]
  return (
    [asked, config.state.activeNamespace, chosen].find(
      (n): n is ChainNamespace => supported.includes(n as ChainNamespace),
    ) ?? connector.chainNamespace
  )
}
