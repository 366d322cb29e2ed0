// The Latch page the size budgets are measured on, with every feature a
// host turns on: WalletConnect on a relay and the API server (wallet
// directory, Verify), the embedded wallet (e-mail and social login),
// sign-in verified by the API server, and the Solana adapter.
import { serverSiwx } from '@latch/core'
import { walletConnect } from '@latch/core/connectors/walletConnect'
import { embeddedWallet } from '@latch/embedded'
import { devnet, solanaLocalnet } from '@latch/react/networks'
import { solanaAdapter } from '@latch/solana'
import { benchApi, benchMetadata, mountLatchPage } from '../mountLatchPage.js'

const { apiUrl, projectId } = benchApi()

mountLatchPage({
  metadata: benchMetadata('Latch with every feature on'),
  projectId,
  apiUrl,
  networks: [devnet, solanaLocalnet],
  adapters: [solanaAdapter()],
  siwx: serverSiwx({ apiUrl, projectId }),
  connectors: [
    embeddedWallet({ url: 'http://127.0.0.1:8789' }),
    walletConnect({ relayUrl: 'ws://127.0.0.1:8787' }),
  ],
  features: { socials: ['google', 'github'] },
})
