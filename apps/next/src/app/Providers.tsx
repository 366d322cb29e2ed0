'use client'
import { cookieStorage, cookieToInitialState } from '@latch/core'
import { walletConnect } from '@latch/core/connectors/walletConnect'
import { type DevWalletWindow, installDevWallet } from '@latch/devnet/wallet'
import { embeddedWallet } from '@latch/embedded'
import { createLatch, LatchProvider, preferredLocale } from '@latch/react'
import { type ReactNode, useState } from 'react'
import { latchNetworks } from './latchNetworks'
import { messages } from './messages'
import type { Settings } from './settings'

type Props = {
  settings: Settings
  /** Latch's cookies of the request, as a `Cookie` header. */
  cookie: string
  /** The request's `Accept-Language` tags, most wanted first. */
  languages: readonly string[]
  children: ReactNode
}

/**
 * One Latch per page view (never per server process: requests share
 * modules), remembered in cookies and made with `ssr: true`. On the server
 * it renders the state in the request's cookies; in the browser the same
 * state first, then LatchProvider starts it (restores the connection).
 * The wallet-only code (connectors, the dev wallet) is created only in the
 * browser: `typeof window` is a build-time constant in Next.js, so the
 * server bundle leaves it out.
 */
export function Providers({ settings, cookie, languages, children }: Props) {
  const [latch] = useState(() => {
    const browser = typeof window !== 'undefined'
    const networks = latchNetworks(settings.rpcUrls)
    // The Latch Dev Wallet (`?devwallet=1`), injected before the config
    // starts looking for wallets (once: development's StrictMode runs this
    // twice).
    if (
      browser &&
      settings.devWallet &&
      !(window as DevWalletWindow).latchDevWallet
    )
      installDevWallet({
        chains: networks.map((n) => ({
          chainId: Number(n.id),
          name: n.name,
          url: n.rpcUrls.default.http[0] ?? '',
        })),
        solana: false,
      })
    return createLatch({
      projectId: settings.projectId,
      networks,
      apiUrl: settings.apiUrl,
      storage: cookieStorage(),
      ssr: true,
      // From the request, not the browser, so both render the same text.
      locale: preferredLocale(languages),
      connectors: browser
        ? [
            embeddedWallet({ url: settings.embeddedUrl }),
            walletConnect({ relayUrl: settings.relayUrl }),
          ]
        : [],
      metadata: {
        name: messages.title,
        description: messages.intro,
        url: browser ? location.origin : '',
        icons: [],
      },
    })
  })
  return (
    <LatchProvider
      latch={latch}
      initialState={cookieToInitialState(latch.config, cookie)}
    >
      {children}
    </LatchProvider>
  )
}
