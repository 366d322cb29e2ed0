/**
 * Sizes and boxes given as classes rather than `style` attributes, which a
 * strict Content-Security-Policy (`style-src 'self'`) refuses and the
 * reset (`resetStyles.ts`) would not keep for `width`/`height` attributes.
 */
export const boxCss = `
[data-latch] .l-s24{width:24px;height:24px}
[data-latch] .l-s32{width:32px;height:32px}
[data-latch] .l-s40{width:40px;height:40px}
[data-latch] .l-s64{width:64px;height:64px}
[data-latch] .l-wide{width:100%}
[data-latch] .l-qr-code{border-radius:12px;background:#fff}
[data-latch] .l-overlay.l-rehearsal{visibility:hidden;animation:none}
`
