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
/** Swap: from and to token, amount, quote. */
export const SwapView = lazyView(() => import('../Swap/index.js'))
/** The swap's summary, its approve step and the wallet prompts. */
export const SwapPreviewView = lazyView(() => import('../SwapPreview/index.js'))
/** Buy by card: tokens on offer, amount and quote, the purchase followed. */
export const BuyView = lazyView(() => import('../Buy/index.js'))
