import { bitcoinAdapter } from '@latch/bitcoin'
import { walletConnect } from '@latch/core/connectors/walletConnect'
import { embeddedWallet } from '@latch/embedded'
import { createLatch, LatchProvider } from '@latch/react'
import { solanaAdapter } from '@latch/solana'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { demoNetworks } from './demoNetworks.js'
import { embeddedOptions } from './embeddedOptions.js'
import { messages } from './messages.js'
import { siwxNetworks, siwxOption } from './siwxOption.js'

const networks = demoNetworks(
  import.meta.env,
  new URL('explorer.html', document.baseURI).href,
)
const query = new URLSearchParams(location.search)

// `?devwallet=1` injects the Latch Dev Wallet before the config exists: its
// EVM side (EIP-6963; the announce/request handshake also works in the
// other order) over the two devnets, and its Solana side (Wallet Standard)
// over the local Solana chain.
if (query.get('devwallet') === '1') {
  const { installDevWallet } = await import('@latch/devnet/wallet')
  const [evm1, evm2, solanaLocal] = networks
  installDevWallet({
    chains: [evm1, evm2].map((n) => ({
      chainId: n.id,
      name: n.name,
      url: n.rpcUrls.default.http[0] ?? '',
    })),
    // `?devwalletKey=0x…` signs with that key instead of dev account 0,
    // and `?devwalletSessions=1` grants smart sessions by EIP-7702 (a
    // test's own EOA, upgraded on its first grant).
    ...(/^0x[0-9a-fA-F]{64}$/.test(query.get('devwalletKey') ?? '')
      ? { privateKey: query.get('devwalletKey') as `0x${string}` }
      : {}),
    smartSessions: query.get('devwalletSessions') === '1',
    // `?solanaAccount=N` picks the Solana dev account (tests that send
    // use their own).
    solana: {
      rpcUrl: solanaLocal.rpcUrls.default.http[0] ?? '',
      accountIndex: Number(query.get('solanaAccount') ?? 0),
    },
  })
}

const projectId = query.get('projectId') || 'latch-demo'
const linkModeWallet = query.get('linkMode') || undefined
const apiUrl = import.meta.env.VITE_API_URL || undefined
// `?siwx=required|optional|server` turns sign-in with the wallet on.
const siwx = siwxOption(query, { apiUrl, projectId })
// The embedded wallet (e-mail and social login) on the embedded-wallet
// service (`npm start` runs it on 8789; VITE_EMBEDDED_URL at build time or
// `?embeddedUrl=` point elsewhere); `?socials=google,github` picks the
// social logins offered (default: google, which `npm start`'s dev login
// provider stands in for, and farcaster).
const embedded = embeddedOptions(query, import.meta.env)
// Connect's options (SPEC §9): `?legal=1` links the demo's terms and
// privacy notes with the box to tick first (`features.legalCheckbox`),
// `?legal=line` without the box; `?collapseWallets=1` puts the wallets
// behind one button; `?connectOrder=email,wallet,social` orders the
// groups (anything but the three methods once is ignored).
const legal = query.get('legal')
const connectOrder = query.get('connectOrder')?.split(',')
const connectMethodsOrder =
  `${[...(connectOrder ?? [])].sort()}` === 'email,social,wallet'
    ? (connectOrder as ('email' | 'social' | 'wallet')[])
    : undefined

// The API's ERC-7677 paymaster: the project's sponsorship policy decides
// (`npm start` sets one for latch-demo; scripts/demo-paymaster-policy.mjs).
const paymasterUrl = apiUrl
  ? (chainId: number) =>
      `${apiUrl}/v1/paymaster?projectId=${encodeURIComponent(projectId)}&chainId=eip155:${chainId}`
  : undefined

const latch = createLatch({
  // `?projectId=…` picks another project on the API server (the e2e tests
  // use it for the unknown-project and origin-not-allowed alerts).
  projectId,
  // `?locale=ar` shows the modal and buttons in that language (default:
  // the browser's, when Latch has it, else English).
  locale: query.get('locale') || undefined,
  siwx,
  // Sign-in through WalletConnect's one-click auth needs every network to
  // be eip155 (SPEC §5), so with `?siwx=` the demo offers the two devnets
  // (and Solana Local with `?siwxSolana=1`, for injected Solana sign-in).
  networks: siwx ? siwxNetworks(query, networks) : [...networks],
  // Injected Solana (Wallet Standard) and Bitcoin wallets; each discovery
  // is a chunk of its own.
  adapters: [solanaAdapter(), bitcoinAdapter()],
  // Set at build time by `npm start` (scripts/build-app.mjs); unset, the
  // modal lists injected wallets only.
  apiUrl,
  // WalletConnect through the Latch relay (`npm start` runs one on 8787;
  // VITE_RELAY_URL at build time points elsewhere, e.g. in the e2e setup).
  connectors: [
    embeddedWallet({ url: embedded.url }),
    walletConnect({
      relayUrl: import.meta.env.VITE_RELAY_URL || 'ws://127.0.0.1:8787',
    }),
  ],
  // Smart sessions (ERC-7715) are off by default (SPEC §9); the demo's
  // session panel grants one from the embedded wallet's smart account.
  features: {
    socials: embedded.socials,
    passkey: embedded.passkey,
    smartSessions: true,
    legalCheckbox: legal === '1',
    collapseWallets: query.get('collapseWallets') === '1',
    ...(connectMethodsOrder && { connectMethodsOrder }),
  },
  ...(legal && {
    termsConditionsUrl: new URL('#terms', document.baseURI).href,
    privacyPolicyUrl: new URL('#privacy', document.baseURI).href,
  }),
  // `?accountType=eoa` starts embedded users on their EOA instead of the
  // smart account (SPEC §3 default).
  ...(query.get('accountType') === 'eoa'
    ? { defaultAccountTypes: { eip155: 'eoa' as const } }
    : {}),
  metadata: {
    name: messages.title,
    description: messages.heroLead,
    url: location.origin,
    icons: [],
    // `?linkMode=<wallet universal link>`: WalletConnect link mode (SPEC
    // §6) — wallets answer on the demo's own page, opened in a new tab,
    // which hands the answer to this one.
    ...(linkModeWallet && {
      redirect: { universal: `${location.origin}/`, linkMode: true },
    }),
  },
})

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LatchProvider latch={latch}>
        <App
          networks={networks}
          siwx={siwx !== undefined}
          faucetUrl={import.meta.env.VITE_FAUCET_URL || undefined}
          paymasterUrl={paymasterUrl}
          inline={query.get('inline') === '1'}
          linkModeWallet={linkModeWallet}
        />
      </LatchProvider>
    </StrictMode>,
  )
}
