import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { createWalletController } from './createWalletController.js'
import { messages } from './messages.js'
import { openAppLink } from './openAppLink.js'
import { readLinkModeUrl } from './readLinkModeUrl.js'
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
    // Link mode (SPEC §6): apps that take it send requests to /wc by link,
    // and the wallet answers on the app's own universal link.
    redirect: { universal: `${location.origin}/wc`, linkMode: true },
  },
  openLink: openAppLink,
})
// Opened by link (`/?uri=wc:…` or `/wc?uri=wc:…`): pair at once, then drop
// the URI from the address bar so a reload does not pair again.
const uri = readPairingUri(location)
// Opened by link mode (`/wc?wc_ev=…&topic=…`): the request it carries shows
// in its dialog; the address bar drops it so a reload does not replay it.
const linkModeUrl = readLinkModeUrl(location)
if (uri || linkModeUrl) history.replaceState(null, '', '/')
void wallet.start(uri, linkModeUrl)

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App wallet={wallet} config={config} />
    </StrictMode>,
  )
}
