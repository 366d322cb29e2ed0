/** Rules of the embedded wallet's section and views (their own chunks). */
export const embeddedCss = `
[data-latch] .l-form{display:flex;flex-direction:column;gap:8px}
[data-latch] .l-search[aria-invalid=true]{border-color:var(--latch-error)}
[data-latch] .l-code-field{display:flex;flex-direction:column;gap:8px;min-width:0;margin:0;padding:0;border:0}
[data-latch] .l-code-field legend{padding:0;margin-bottom:8px}
[data-latch] .l-code-boxes{display:grid;grid-template-columns:repeat(6,minmax(0,1fr));gap:8px}
[data-latch] .l-code{min-width:0;padding:0;font-family:ui-monospace,monospace;font-size:22px;text-align:center}
[data-latch] .l-socials{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin:0;padding:0;list-style:none}
[data-latch] .l-socials li:first-child{grid-column:1/-1}
[data-latch] .l-socials .l-row{justify-content:center;min-height:44px;text-align:center}
[data-latch] .l-approve{width:100%;height:420px;max-height:calc(100vh - 140px)}
[data-latch] .l-stack>hr{width:100%;margin:0;border:0;border-top:1px solid var(--latch-border)}
[data-latch] .l-note{min-height:1.4em;overflow-wrap:anywhere}
`
