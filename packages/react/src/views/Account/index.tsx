import { afterPaint, formatBalance, truncateAddress } from '@latch/common'
import {
  type AccountTab,
  getProfile,
  getTokenBalances,
  isHistorySupported,
  isSendSupported,
  pushView,
  refreshBalance,
  resetSendState,
  setAccountTab,
  showToast,
} from '@latch/core'
import { useState } from 'react'
import { useAccountDetails } from '../../hooks/useAccountDetails.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useProfile } from '../../hooks/useProfile.js'
import { useWalletInfo } from '../../hooks/useWalletInfo.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { useEffectWhenShown } from '../../internal/ViewShownContext.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { DisconnectButton } from '../../modal/DisconnectButton.js'
import {
  RegisterAccountNameSuccessView,
  RegisterAccountNameView,
} from '../../modal/lazyViews.js'
import type { RouteProps } from '../../modal/routes.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { NamespaceNetworks } from '../Networks/index.js'
import { AccountTabs } from './AccountTabs.js'
import { ActionRow } from './ActionRow.js'
import { ActivityPanelView } from './ActivityPanelView.js'
import { AddressRow } from './AddressRow.js'
import {
  BuyView,
  ReceiveView,
  SendPreviewView,
  SendView,
  SwapPreviewView,
  SwapView,
} from './actionViews.js'

import { copyAddress } from './copyAddress.js'
import { EmbeddedAccountInfoView } from './EmbeddedAccountInfoView.js'
import { SignInRowView } from './SignInRowView.js'
import { TokensPanelView } from './TokensPanelView.js'

/**
 * The connected account: profile name, address, balance, the Tokens / NFTs
 * / Activity tabs, network and disconnect.
 */
export function AccountView(_: RouteProps<'Account'>) {
  const config = useConfig()
  const messages = useViewMessages()
  const { locale } = useLocale()
  const account = useLatchAccount()
  const loadedProfile = useProfile()
  const { caipNetwork } = useLatchNetwork()
  const { walletInfo } = useWalletInfo()
  // The selected tab, explorer link and labels live in core's state
  // (SPEC §3 account tab per chain, explorer url, address labels).
  const { tab, explorerUrl, label } = useAccountDetails()
  const { address, caipAddress, chainNamespace } = account
  // Names are eip155 only; balance, send, receive and activity also
  // Solana (its history from the network's RPC); Bitcoin has no balance
  // here (SPEC §9).
  const evm = chainNamespace === 'eip155'
  // The card on-ramp delivers on EVM chains and on Solana, not Bitcoin.
  const buys = chainNamespace !== 'bip122'
  const profile: Partial<typeof loadedProfile> = evm ? loadedProfile : {}

  // Load what the account view shows whenever the account or network
  // changes; core's data layer keeps repeated openings cheap (opening the
  // view marks balances stale, so these reads load them again). The loads start
  // once the view's first frame is painted (their requests and state
  // updates would delay it) — kept ready hidden between opens (Modal's
  // standby), once it shows; until then the view shows what it shows while
  // they load (`pending`), so nothing flickers.
  const [loadsStartedFor, setLoadsStartedFor] = useState<string>()
  const pending = caipAddress !== undefined && loadsStartedFor !== caipAddress
  useEffectWhenShown(() => {
    if (!caipAddress) return
    return afterPaint(() => {
      setLoadsStartedFor(caipAddress)
      void getTokenBalances(config)
      void refreshBalance(config)
      if (evm) void getProfile(config)
    })
  }, [config, caipAddress, evm])
  // The action row's views load while the visitor reads the account.
  useEffectWhenShown(() => {
    const { send, receive, history, swaps, onramp } = config.options.features
    const preload = () => {
      const views = [
        ...(history ? [ActivityPanelView] : []),
        ...(send ? [SendView, SendPreviewView] : []),
        ...(receive ? [ReceiveView] : []),
        ...(swaps && config.options.apiUrl ? [SwapView, SwapPreviewView] : []),
        ...(onramp && buys && config.options.apiUrl ? [BuyView] : []),
        ...(config.options.apiUrl
          ? [RegisterAccountNameView, RegisterAccountNameSuccessView]
          : []),
        ...(config.networks.some((n) => n.chainNamespace !== 'eip155')
          ? [NamespaceNetworks]
          : []),
      ]
      // A failed preload is retried when the view opens.
      for (const view of views) view.preload().catch(() => {})
    }
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 200)
      return () => clearTimeout(timer)
    }
    const id = window.requestIdleCallback(preload)
    return () => window.cancelIdleCallback(id)
  }, [config, buys])

  // When the native balance failed, the Tokens tab says 'Token Balance
  // Unavailable' once; the line under the address stays empty.
  const balance =
    account.balanceUnavailable || chainNamespace === 'bip122'
      ? undefined
      : account.balance !== undefined
        ? `${formatBalance(account.balance, locale)} ${account.balanceSymbol ?? ''}`.trim()
        : messages.loadingBalance

  const { features } = config.options
  // Buy on eip155 and Solana with an API (its sandbox delivers on the
  // devnets). Send only
  // where the namespace can send (its adapter declares it; Bitcoin's does
  // not); Swap on eip155 with an API (the Swap view says when the API
  // does not swap on the network).
  const actions = [
    features.send &&
      isSendSupported(config, { namespace: chainNamespace }) && {
        id: 'send',
        label: messages.send,
        open: () => {
          resetSendState(config)
          pushView(config, { view: 'Send' })
        },
      },
    features.swaps &&
      chainNamespace === 'eip155' &&
      !!config.options.apiUrl && {
        id: 'swap',
        label: messages.swap,
        open: () => pushView(config, { view: 'Swap' }),
      },
    features.onramp &&
      buys &&
      !!config.options.apiUrl && {
        id: 'buy',
        label: messages.buy,
        open: () => pushView(config, { view: 'Buy' }),
      },
    features.receive && {
      id: 'receive',
      label: messages.receive,
      open: () => pushView(config, { view: 'Receive' }),
    },
  ].filter((a) => a !== false)

  const withActivity =
    config.options.features.history &&
    isHistorySupported(config, { namespace: chainNamespace })
  const tabs = [
    { id: 'tokens', label: messages.tokens },
    { id: 'nfts', label: messages.nfts },
    ...(withActivity ? [{ id: 'activity', label: messages.activity }] : []),
  ] as const
  const shown = !withActivity && tab === 'activity' ? 'tokens' : tab

  return (
    <div className="l-stack l-center">
      {/* The wallet (a WalletConnect session's peer wallet) names its
          icon; a profile's avatar goes with the name written under it. */}
      <WalletIcon
        src={profile.avatar ?? walletInfo?.icon}
        name={profile.name ?? walletInfo?.name ?? messages.account}
        label={profile.avatar ? undefined : walletInfo?.name}
        size={64}
      />
      {profile.name && <p className="l-name">{profile.name}</p>}
      {address && (
        <AddressRow
          text={label ?? truncateAddress(address, evm ? {} : { start: 4 })}
          href={explorerUrl}
          onCopy={() =>
            void copyAddress(address, messages).then((toast) =>
              showToast(config, toast),
            )
          }
        />
      )}
      {balance && <p className="l-muted">{balance}</p>}
      {account.connector?.type === 'AUTH' && <EmbeddedAccountInfoView />}
      {config.options.siwx && <SignInRowView />}
      {profile.error && !pending && (
        <p className="l-error">{messages.errorFetchingNames}</p>
      )}
      {profile.apiConfigured &&
        !profile.name &&
        !profile.loading &&
        !pending && (
          <button
            type="button"
            className="l-secondary"
            onClick={() => pushView(config, { view: 'RegisterAccountName' })}
          >
            {messages.chooseName}
          </button>
        )}
      <ActionRow actions={actions} />
      <AccountTabs
        tabs={tabs}
        selected={shown}
        onSelect={(id) => setAccountTab(config, { tab: id as AccountTab })}
      >
        {shown === 'tokens' && <TokensPanelView pending={pending} />}
        {shown === 'nfts' && <TokensPanelView nfts />}
        {shown === 'activity' && <ActivityPanelView />}
      </AccountTabs>
      <button
        type="button"
        className="l-row"
        onClick={() => pushView(config, { view: 'Networks' })}
      >
        <WalletIcon
          src={
            caipNetwork && imageUrl(config, 'Asset', caipNetwork.caipNetworkId)
          }
          name={caipNetwork?.name ?? messages.unknownNetwork}
          size={32}
        />
        <span className="l-grow">
          {caipNetwork?.name ?? messages.unknownNetwork}
        </span>
      </button>
      <DisconnectButton />
    </div>
  )
}
