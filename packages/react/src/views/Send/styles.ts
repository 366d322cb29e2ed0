/** Rules of the Send, preview and Receive views (their own chunks). */
export const sendCss = `
[data-latch] .l-picker{position:relative}
[data-latch] .l-picker-button{display:flex;align-items:center;gap:8px;cursor:pointer;text-align:start}
[data-latch] .l-picker-button:focus-visible{outline:3px solid var(--latch-focus);outline-offset:2px}
[data-latch] .l-picker-list{position:absolute;inset-inline:0;top:calc(100% + 4px);z-index:1;gap:0;padding:4px;max-height:240px;overflow-y:auto;border:1px solid var(--latch-border);border-radius:12px;background:var(--latch-bg);box-shadow:0 6px 24px rgba(0,0,0,.3)}
[data-latch] .l-picker-list[hidden]{display:none}
[data-latch] .l-picker-list .l-item{cursor:pointer}
[data-latch] .l-picker-list [data-active]{background:var(--latch-surface-hover)}
[data-latch] .l-picker-list [aria-selected=true]{font-weight:600}
[data-latch] .l-toast a{color:inherit;text-decoration:underline}
[data-latch] .l-field-error{color:var(--latch-error);font-weight:600}
[data-latch] .l-send-amount{display:flex;gap:8px}
[data-latch] .l-send-amount .l-search{flex:1}
[data-latch] .l-fiat{display:flex;align-items:center;gap:8px}
[data-latch] .l-fiat .l-search{flex:1}
[data-latch] .l-send-note{min-height:1.4em;overflow-wrap:anywhere}
[data-latch] .l-summary{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0;text-align:start}
[data-latch] .l-summary dt{color:var(--latch-muted);font-size:14px}
[data-latch] .l-summary dd{margin:0;text-align:end;overflow-wrap:anywhere}
[data-latch] .l-receive-address{margin:0;font-family:ui-monospace,monospace;font-size:14px;overflow-wrap:anywhere}
`
