import { encode } from 'uqr'

type Props = { value: string; label: string; size?: number }

/**
 * The QR code of `value` as one SVG path (dark modules on a white quiet
 * zone, so phones read it in either theme), named by `label`.
 */
export function QrCode({ value, label, size = 240 }: Props) {
  const { data, size: modules } = encode(value, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="l-qr-code"
    >
      <path d={path} fill="#000" />
    </svg>
  )
}
