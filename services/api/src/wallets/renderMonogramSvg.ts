export type RenderMonogramSvgParameters = {
  /** One to three characters drawn in the middle. */
  text: string
  /** Background, `#rrggbb`. */
  color: string
  /** Edge length in px. @default 96 */
  size?: number | undefined
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) =>
      ({
        '<': '&lt;',
        '>': '&gt;',
        '&': '&amp;',
        "'": '&apos;',
        '"': '&quot;',
      })[ch] ?? ch,
  )

/** Black or white, whichever reads better on `color` (WCAG luminance). */
function textColor(color: string): string {
  const channel = (i: number) => {
    const c = Number.parseInt(color.slice(1 + i * 2, 3 + i * 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance =
    0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
  return luminance > 0.4 ? '#111111' : '#ffffff'
}

/**
 * The directory's original images: a monogram on a coloured rounded
 * square. Every wallet, token and currency image in data/ is drawn by this
 * function at import time, so no third-party logo is ever shipped.
 *
 * @example
 * renderMonogramSvg({ text: 'MM', color: '#e2761b' })
 */
export function renderMonogramSvg({
  text,
  color,
  size = 96,
}: RenderMonogramSvgParameters): string {
  const label = escapeXml(text.slice(0, 3))
  const fontSize = Math.round(size * (text.length > 2 ? 0.3 : 0.38))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${label}"><rect width="${size}" height="${size}" rx="${Math.round(size * 0.22)}" fill="${color}"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="${fontSize}" font-weight="700" fill="${textColor(color)}">${label}</text></svg>`
}
