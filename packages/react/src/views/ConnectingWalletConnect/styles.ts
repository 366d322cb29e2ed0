/** The QR code box and the wallet link of the WalletConnect view. */
export const connectingWalletConnectCss = `
[data-latch] .l-qr{display:flex;align-items:center;justify-content:center;width:240px;height:240px}
[data-latch] .l-link-button{display:inline-flex;align-items:center;justify-content:center;text-decoration:none}
`
