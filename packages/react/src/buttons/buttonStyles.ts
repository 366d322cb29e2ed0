import { useStyles } from '../internal/useStyles.js'

// Host-page buttons: inherit the page's font, follow the theme (its mode
// on `data-theme`, its `--latch-*` variables set on the button), visible
// focus ring. White on the #1d4ed8 accent is 6.7:1; the quiet buttons use
// the surface and text colours of each mode (≥ 13:1). Icons sit in fixed
// 20-pixel boxes, so nothing shifts when they load.
const css =
  '.latch-button{font:inherit;font-weight:600;display:inline-flex;align-items:center;gap:.5em;min-height:40px;padding:0 16px;border:1px solid transparent;border-radius:var(--latch-button-radius,12px);background:var(--latch-button-bg,var(--latch-accent,#1d4ed8));color:var(--latch-button-fg,var(--latch-accent-fg,#fff));cursor:pointer;white-space:nowrap}' +
  '.latch-button[data-theme=light]{--latch-surface:#f1f3f6;--latch-fg:#16181d;--latch-border:#cfd4dc;--latch-focus:#1d4ed8}' +
  '.latch-button:hover{filter:brightness(1.1)}' +
  '.latch-button:focus-visible{outline:3px solid var(--latch-focus,#93b4ff);outline-offset:2px}' +
  '.latch-button[aria-busy=true]{cursor:progress;opacity:.9}' +
  '.latch-button-quiet{background:var(--latch-button-quiet-bg,var(--latch-surface,#24272e));color:var(--latch-button-quiet-fg,var(--latch-fg,#f2f3f5));border-color:var(--latch-border,#3a3f4b)}' +
  '.latch-button-sub{font-weight:400;opacity:.85}' +
  '.latch-button .l-icon{display:inline-flex;align-items:center;justify-content:center;flex:none;width:20px;height:20px;border-radius:50%;background:var(--latch-border,#3a3f4b);font-size:12px;object-fit:cover}'

/** Injects the buttons' stylesheet once per document. */
export function useButtonStyles() {
  useStyles('buttons', css)
}
