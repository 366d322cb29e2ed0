/** Largest bundled image accepted, in bytes. */
const MAX_SVG_BYTES = 65_536

/**
 * Throws unless `svg` is a plain SVG image: at most 64 KiB, starting with
 * `<svg` (after an optional XML declaration), with no `<script`, `on…=`
 * handler or `javascript:`. `name` goes into the error.
 */
export function assertPlainSvg(svg: string, name: string): void {
  if (
    Buffer.byteLength(svg) > MAX_SVG_BYTES ||
    !/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg) ||
    /<script|\son[a-z]+\s*=|javascript:/i.test(svg)
  )
    throw new TypeError(`${name} is not a plain SVG icon`)
}
