import { useStyles } from '../internal/useStyles.js'

// Host-page buttons: inherit the page's font, readable in light and dark
// pages (white on #1d4ed8 is 6.7:1), visible focus ring.
const css =
  '.latch-button{font:inherit;font-weight:600;display:inline-flex;align-items:center;gap:.5em;min-height:40px;padding:0 16px;border:1px solid transparent;border-radius:var(--latch-button-radius,12px);background:var(--latch-button-bg,#1d4ed8);color:var(--latch-button-fg,#fff);cursor:pointer;white-space:nowrap}' +
  '.latch-button:hover{filter:brightness(1.1)}' +
  '.latch-button:focus-visible{outline:3px solid var(--latch-focus,#93b4ff);outline-offset:2px}' +
  '.latch-button[aria-busy=true]{cursor:progress;opacity:.9}' +
  '.latch-button-quiet{background:var(--latch-button-quiet-bg,#24272e);color:var(--latch-button-quiet-fg,#f2f3f5);border-color:#3a3f4b}' +
  '.latch-button-sub{font-weight:400;opacity:.85}' +
  '.latch-button-icon{order:-1;border-radius:6px;object-fit:cover}'

/** Injects the buttons' stylesheet once per document. */
export function useButtonStyles() {
  useStyles('buttons', css)
}
