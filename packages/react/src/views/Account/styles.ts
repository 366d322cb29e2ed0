/** Tabs, token and activity rows of the Account view. */
export const accountCss = `
[data-latch] .l-address a{color:inherit}
[data-latch] .l-tabs{display:flex;gap:4px;padding:4px;border-radius:12px;background:var(--latch-surface)}
[data-latch] .l-tab{flex:1;min-height:36px;border:0;border-radius:9px;background:transparent;color:var(--latch-muted);font:inherit;font-size:14px;font-weight:600;cursor:pointer}
[data-latch] .l-tab[aria-selected=true]{background:var(--latch-bg);color:var(--latch-fg)}
[data-latch] .l-tab:focus-visible,[data-latch] .l-panel:focus-visible{outline:3px solid var(--latch-focus);outline-offset:2px}
[data-latch] .l-panel{min-height:96px;border-radius:12px;text-align:start}
[data-latch] .l-item{display:flex;align-items:center;gap:12px;min-height:48px;padding:4px 8px}
[data-latch] .l-item-end{text-align:end;font-size:14px}
[data-latch] .l-group{margin:8px 0 4px;font-size:13px;font-weight:600;color:var(--latch-muted)}
[data-latch] .l-actions{display:flex;gap:8px;width:100%;min-width:0;margin:0;padding:0;border:0}
[data-latch] .l-actions>button{flex:1}
[data-latch] .l-name{margin:0;font-size:18px;font-weight:600}
`
