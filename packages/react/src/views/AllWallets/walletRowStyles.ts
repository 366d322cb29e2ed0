/**
 * Wallet rows and lists (AllWallets, Connect): links, disabled rows, the
 * "New to wallets?" link, and the waiting states: a ring around a logo
 * (`Waiting`; an element, not `:after`, so the modal's reduced-motion rule
 * `[data-latch] *` reaches it) or a busy row's pulsing icon (still under
 * `prefers-reduced-motion`, as every animation of the modal).
 */
export const walletRowCss = `
[data-latch] a.l-row{text-decoration:none}
[data-latch] a.l-row:focus-visible{outline:3px solid var(--latch-focus);outline-offset:2px}
[data-latch] .l-row[aria-disabled=true]{cursor:not-allowed}
[data-latch] .l-row[aria-disabled=true] .l-grow{color:var(--latch-muted)}
[data-latch] .l-link{align-self:center;padding:4px;border:0;background:none;color:var(--latch-fg);font:inherit;font-size:14px;text-decoration:underline;cursor:pointer}
[data-latch] .l-wait{position:relative;display:inline-flex;padding:6px;border-radius:20px}
[data-latch] .l-ring{position:absolute;inset:0;border:3px solid var(--latch-accent);border-radius:inherit;animation:l-pulse 1.2s ease-in-out infinite}
[data-latch] .l-row[aria-busy=true] .l-icon{animation:l-pulse 1.2s ease-in-out infinite}
[data-latch] .l-status:empty{margin-top:-12px}
@keyframes l-pulse{50%{opacity:.2;transform:scale(1.06)}}
`
