/**
 * The modal's isolation from the host page's CSS, first in its sheet.
 * The root starts from initial values (nothing the host sets on `div`, or
 * on `body` and inherited, reaches it; `all` leaves `direction` and
 * `unicode-bidi` alone, so the page's direction still applies); every
 * element under it reverts to the browser's own defaults, so a host rule
 * such as `dt { font-family: monospace }`, `button { background: red }` or
 * `* { line-height: 3 }` (also inside an `@layer`) changes nothing, and the
 * modal's own rules (all at least two classes or attributes specific)
 * apply on top. SVG content keeps its presentation attributes (`revert`
 * would drop `d`, `fill`, …). Host rules more specific than the reset
 * (`[data-latch]` plus an element, e.g. with an id) can still reach in.
 */
export const resetCss = `
[data-latch]{all:initial;display:block}
[data-latch] :not(svg,svg *),[data-latch] :not(svg,svg *)::before,[data-latch] :not(svg,svg *)::after{all:revert;box-sizing:border-box}
[data-latch] [hidden]{display:none}
`
