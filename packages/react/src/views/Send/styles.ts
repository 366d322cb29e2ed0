/** Rules of the Send, preview and Receive views (their own chunks). */
export const sendCss = `
[data-latch] select.l-search{appearance:auto}
[data-latch] select:focus-visible{outline:3px solid var(--latch-focus);outline-offset:2px}
[data-latch] .l-send-amount{display:flex;gap:8px}
[data-latch] .l-send-amount .l-search{flex:1}
[data-latch] .l-send-note{min-height:1.4em;overflow-wrap:anywhere}
[data-latch] .l-summary{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0;text-align:start}
[data-latch] .l-summary dt{color:var(--latch-muted);font-size:14px}
[data-latch] .l-summary dd{margin:0;text-align:end;overflow-wrap:anywhere}
[data-latch] .l-receive-address{margin:0;font-family:ui-monospace,monospace;font-size:14px;overflow-wrap:anywhere}
`
