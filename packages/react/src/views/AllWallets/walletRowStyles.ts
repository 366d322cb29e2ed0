/** Link and disabled states of a wallet row (AllWallets, Connect). */
export const walletRowCss = `
[data-latch] a.l-row{text-decoration:none}
[data-latch] a.l-row:focus-visible{outline:3px solid var(--latch-focus);outline-offset:2px}
[data-latch] .l-row[aria-disabled=true]{cursor:not-allowed}
[data-latch] .l-row[aria-disabled=true] .l-grow{color:var(--latch-muted)}
`
