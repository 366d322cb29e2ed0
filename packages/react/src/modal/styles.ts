import { MODAL_WIDTH_PX, SHAKE_MS, VIEW_ANIMATION_MS } from '@latch/common'

// Colours are chosen for WCAG AA contrast in both themes (text ≥ 4.5:1 on
// its background, focus ring ≥ 3:1). Hosts override any `--latch-*`
// variable through the theme.
const dark =
  '--latch-bg:#16181d;--latch-fg:#f2f3f5;--latch-muted:#b0b5c0;--latch-surface:#22252c;--latch-surface-hover:#2c3039;--latch-border:#3a3f4b;--latch-accent:#1d4ed8;--latch-accent-fg:#fff;--latch-focus:#93b4ff;--latch-error:#ff9b8f;--latch-success:#7ee2a8;--latch-overlay:rgba(0,0,0,.6);color-scheme:dark'
const light =
  '--latch-bg:#fff;--latch-fg:#16181d;--latch-muted:#555b68;--latch-surface:#f1f3f6;--latch-surface-hover:#e4e7ec;--latch-border:#cfd4dc;--latch-accent:#1d4ed8;--latch-accent-fg:#fff;--latch-focus:#1d4ed8;--latch-error:#b3261e;--latch-success:#166534;--latch-overlay:rgba(15,17,21,.45);color-scheme:light'

// The bottom sheet of narrow screens (≤ 480 px, media query) and mobile
// browsers (`.l-sheet` on the root, from the user agent): anchored to the bottom,
// full width, rounded top corners, above the safe area, scrolling inside.
const sheet = (s: string) =>
  `${s} .l-overlay{align-items:flex-end;padding:0}${s} .l-dialog{width:100%;max-height:calc(100% - 24px);overscroll-behavior:contain;border-bottom:0;border-radius:var(--latch-radius,20px) var(--latch-radius,20px) 0 0;padding-bottom:calc(16px + env(safe-area-inset-bottom))}`

/**
 * The modal's stylesheet, scoped under `[data-latch]`. The kept-ready
 * Connect view (`.l-standby`, see Modal) holds its entrance animations
 * paused rather than off: they exist from its build on, at their first
 * keyframe, so the click that shows it only sets them running — no
 * animation is created and no transform appears in that frame (at 4× CPU
 * its layout went from ~1 ms to none, and click → content painted ~5 ms
 * earlier: bench/compareVisible.mjs).
 */
export const modalCss = `
[data-latch][data-theme=dark]{${dark}}
[data-latch][data-theme=light]{${light}}
[data-latch]{font-family:var(--latch-font,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);font-size:16px;line-height:1.4;color:var(--latch-fg)}
[data-latch] .l-overlay{position:fixed;inset:0;z-index:var(--latch-z,2147483000);display:flex;align-items:center;justify-content:center;padding:16px;background:var(--latch-overlay);animation:l-dim ${VIEW_ANIMATION_MS.enter}ms ease-out}
[data-latch] .l-dialog{width:${MODAL_WIDTH_PX}px;max-width:100%;max-height:calc(100vh - 32px);overflow:auto;padding:16px;border:1px solid var(--latch-border);border-radius:var(--latch-radius,20px);background:var(--latch-bg);color:var(--latch-fg);box-shadow:0 12px 40px rgba(0,0,0,.35);outline:none;pointer-events:auto;animation:l-in ${VIEW_ANIMATION_MS.enter}ms ease-out}
[data-latch] .l-standby{visibility:hidden}
[data-latch] .l-entering{pointer-events:none}
[data-latch] .l-standby,[data-latch] .l-standby .l-dialog,[data-latch] .l-standby .l-view{animation-play-state:paused}
[data-latch] .l-closing{pointer-events:none;animation:l-fade ${VIEW_ANIMATION_MS.exit}ms ease-in reverse forwards}
[data-latch] .l-closing .l-dialog{pointer-events:none;animation:l-out ${VIEW_ANIMATION_MS.exit}ms ease-in forwards}
[data-latch] .l-shake{animation:l-shake ${SHAKE_MS}ms ease-in-out}
[data-latch] .l-body{margin:-6px 0;padding:6px 0;overflow-y:clip;transition:height ${VIEW_ANIMATION_MS.enter * 2}ms ease-out}
[data-latch] .l-view{animation:l-in ${VIEW_ANIMATION_MS.enter}ms ease-out}
[data-latch] .l-header{display:flex;align-items:center;gap:8px;margin-bottom:12px}
[data-latch] .l-title{flex:1;margin:0;font-size:17px;font-weight:600;text-align:center;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
[data-latch] .l-icon-button,[data-latch] .l-icon-spacer{flex:none;width:36px;height:36px}
[data-latch] .l-icon-button{display:inline-flex;align-items:center;justify-content:center;padding:0;border:0;border-radius:10px;background:transparent;color:var(--latch-fg);cursor:pointer}
[data-latch] .l-icon-button svg{fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
[data-latch] .l-icon-button:hover{background:var(--latch-surface-hover)}
[data-latch] button:focus-visible,[data-latch] input:focus-visible{outline:3px solid var(--latch-focus);outline-offset:2px}
[data-latch] .l-alert{margin:0 0 12px;padding:8px 12px;border:1px solid var(--latch-error);border-radius:12px;color:var(--latch-error);font-size:14px}
[data-latch] .l-list{display:flex;flex-direction:column;gap:8px;margin:0;padding:0;list-style:none}
[data-latch] .l-stack{display:flex;flex-direction:column;gap:12px}
[data-latch] .l-center{align-items:center;text-align:center}
[data-latch] .l-row{display:flex;align-items:center;gap:12px;width:100%;min-height:52px;padding:6px 12px;border:1px solid transparent;border-radius:14px;background:var(--latch-surface);color:var(--latch-fg);font:inherit;text-align:start;cursor:pointer}
[data-latch] .l-placeholder{cursor:default;opacity:.5}
[data-latch] .l-reserve{position:relative}
[data-latch] .l-reserve .l-placeholder{visibility:hidden}
[data-latch] .l-notice{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;text-align:center}
[data-latch] .l-row:hover{background:var(--latch-surface-hover)}
[data-latch] .l-row[aria-current=true]{border-color:var(--latch-accent);box-shadow:inset 0 0 0 1px var(--latch-accent)}
[data-latch] .l-row[aria-busy=true]{cursor:progress}
[data-latch] .l-grow{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis}
[data-latch] .l-row>.l-grow{flex:1 0 auto;max-width:60%;white-space:nowrap}
[data-latch] .l-row>.l-tag{flex:0 10 auto;margin-inline-start:auto;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
[data-latch] .l-tag{padding:2px 8px;border:1px solid var(--latch-border);border-radius:999px;color:var(--latch-muted);font-size:12px}
[data-latch] .l-icon{flex:none;border-radius:10px;object-fit:cover}
[data-latch] .l-icon-letter{display:inline-flex;align-items:center;justify-content:center;background:var(--latch-surface-hover);color:var(--latch-fg);font-weight:600}
[data-latch] .l-icon-letter::before{content:attr(data-initial)}
[data-latch] .l-primary{min-height:44px;padding:0 16px;border:0;border-radius:12px;background:var(--latch-accent);color:var(--latch-accent-fg);font:inherit;font-weight:600;cursor:pointer}
[data-latch] .l-secondary{min-height:44px;padding:0 16px;border:1px solid var(--latch-border);border-radius:12px;background:transparent;color:var(--latch-fg);font:inherit;cursor:pointer}
[data-latch] .l-secondary:hover{background:var(--latch-surface-hover)}
[data-latch] .l-muted{margin:0;color:var(--latch-muted);font-size:14px}
[data-latch] .l-text{margin:0}
[data-latch] .l-strong{margin:0;font-weight:600}
[data-latch] .l-error{margin:0;color:var(--latch-error);font-weight:600}
[data-latch] .l-address{display:flex;align-items:center;justify-content:center;gap:4px;font-size:20px;font-weight:600}
[data-latch] .l-search{width:100%;min-height:44px;padding:0 12px;border:1px solid var(--latch-border);border-radius:12px;background:var(--latch-surface);color:var(--latch-fg);font:inherit}
[data-latch] .l-search::placeholder{color:var(--latch-muted)}
[data-latch] .l-toasts{position:fixed;inset-inline:0;bottom:24px;z-index:var(--latch-z,2147483000);width:max-content;max-width:calc(100% - 32px);margin-inline:auto}
[data-latch] .l-toast{padding:10px 16px;border-inline-start:4px solid var(--latch-muted);border-radius:12px;background:var(--latch-fg);color:var(--latch-bg);font-size:14px;font-weight:600;box-shadow:0 6px 24px rgba(0,0,0,.3);animation:l-in ${VIEW_ANIMATION_MS.enter}ms ease-out}
[data-latch] .l-toast[data-variant=error]{border-inline-start-color:var(--latch-error)}
[data-latch] .l-toast[data-variant=success]{border-inline-start-color:var(--latch-success)}
${sheet('[data-latch].l-sheet')}
@media (max-width:480px){${sheet('[data-latch]')}}
@keyframes l-dim{from{background:transparent}}
@keyframes l-fade{from{opacity:0}}
@keyframes l-in{from{opacity:.6;transform:translateY(6px)}}
@keyframes l-out{to{opacity:0;transform:translateY(6px)}}
@keyframes l-shake{20%,60%{transform:translateX(-8px)}40%,80%{transform:translateX(8px)}}
@media (prefers-reduced-motion:reduce){[data-latch] *{animation:none!important;transition:none!important}}
`
