import { MODAL_WIDTH_PX } from '@latch/common'

/**
 * The inline modal's box (LatchInlineModal): the dialog's look, in the
 * page's flow — no overlay, no fixed position, no entry animation.
 */
export const inlineCss = `[data-latch] .l-inline{width:${MODAL_WIDTH_PX}px;max-width:100%;padding:16px;border:1px solid var(--latch-border);border-radius:var(--latch-radius,20px);background:var(--latch-bg);color:var(--latch-fg);outline:none}`
