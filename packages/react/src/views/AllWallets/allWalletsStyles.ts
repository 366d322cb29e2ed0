/**
 * All Wallets' grid of tiles (logo over name) in its own scroll area under
 * the search box, so the search stays in view while the grid scrolls. Part
 * of the view's lazy chunk, inserted when it first shows.
 */
export const allWalletsCss = `
[data-latch] .l-scroll{max-height:min(420px,60vh);overflow:auto;padding:2px;margin:-2px}
[data-latch] .l-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(96px,1fr))}
[data-latch] .l-grid .l-row{flex-direction:column;justify-content:center;gap:4px;height:100%;padding:10px 4px;text-align:center;font-size:13px}
[data-latch] .l-grid .l-grow{width:100%;white-space:nowrap}
[data-latch] .l-grid .l-tag{padding:0 6px;font-size:11px}
[data-latch] .l-grid .l-ns{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`
