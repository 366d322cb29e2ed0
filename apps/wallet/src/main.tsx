import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { createWalletController } from './createWalletController.js'
import { messages } from './messages.js'
import { readPairingUri } from './readPairingUri.js'
import { readWalletConfig } from './readWalletConfig.js'

const config = readWalletConfig(import.meta.env)
// `?oneClickAuth=off` plays a wallet without one-click auth (fallback tests).
const oneClickAuth =
  new URLSearchParams(location.search).get('oneClickAuth') !== 'off'
const wallet = createWalletController(config, {
  oneClickAuth,
  metadata: {
    name: messages.title,
    description: messages.description,
    url: location.origin,
    // apps/wallet/public/icon.svg, served beside the page.
    icons: [`${location.origin}/icon.svg`],
  },
})
// Opened by link (`/?uri=wc:…` or `/wc?uri=wc:…`): pair at once, then drop
// the URI from the address bar so a reload does not pair again.
const uri = readPairingUri(location)
if (uri) history.replaceState(null, '', '/')
void wallet.start(uri)

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App wallet={wallet} config={config} />
    </StrictMode>,
  )
}
