import { lazyView } from '../../modal/lazyView.js'

// The views the Account action row opens, each in its own chunk: nothing
// of them is fetched before the first click, and Account preloads them
// once it is shown.

/** Send: token, amount, receiver. */
export const SendView = lazyView(() => import('../Send/index.js'))
/** The send's summary and the wallet confirmation. */
export const SendPreviewView = lazyView(() => import('../SendPreview/index.js'))
/** Receive: address, QR code, networks. */
export const ReceiveView = lazyView(() => import('../Receive/index.js'))
