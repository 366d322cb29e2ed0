/** Rules of Connect's terms box and line (their own chunks). */
export const legalCss = `
[data-latch] .l-legal{display:flex;align-items:flex-start;gap:8px;margin:0;font-size:14px;line-height:1.4}
[data-latch] .l-legal input{flex:none;width:18px;height:18px;margin:1px 0 0;accent-color:var(--latch-accent)}
[data-latch] .l-legal a{color:inherit;text-decoration:underline}
[data-latch] .l-legal-line{justify-content:center;color:var(--latch-muted);text-align:center}
[data-latch] .l-methods{min-width:0;margin:0;padding:0;border:0}
[data-latch] .l-methods:disabled :is(button,input){cursor:not-allowed;opacity:.6}
`
