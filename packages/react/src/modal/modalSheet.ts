import { accountCss } from '../views/Account/styles.js'
import { walletRowCss } from '../views/AllWallets/walletRowStyles.js'
import { connectingWalletConnectCss } from '../views/ConnectingWalletConnect/styles.js'
import { boxCss } from './boxStyles.js'
import { resetCss } from './resetStyles.js'
import { modalCss } from './styles.js'

/**
 * Every rule of the modal chunk — the frame's and its views' — as one
 * stylesheet, injected when the modal mounts (the browser is idle then,
 * before any open): opening a view never inserts a stylesheet, which would
 * restyle the whole page in the click's frame. The reset comes first.
 */
export const modalSheet = [
  resetCss,
  modalCss,
  boxCss,
  accountCss,
  walletRowCss,
  connectingWalletConnectCss,
].join('')
