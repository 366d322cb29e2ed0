/**
 * Reads the server → client half of a proxied WebSocket connection: skips
 * the HTTP 101 response, then calls `onText` with every unmasked text frame
 * (fragmented frames are joined). Feed it the raw TCP chunks in order.
 */
export function readTextFrames(
  onText: (text: string) => void,
): (chunk: Buffer) => void {
  let buffer = Buffer.alloc(0)
  let upgraded = false
  let fragments: Buffer[] = []
  return (chunk) => {
    buffer = Buffer.concat([buffer, chunk])
    if (!upgraded) {
      const end = buffer.indexOf('\r\n\r\n')
      if (end === -1) return
      buffer = buffer.subarray(end + 4)
      upgraded = true
    }
    for (;;) {
      if (buffer.length < 2) return
      const first = buffer[0] as number
      const second = buffer[1] as number
      let length = second & 0x7f
      let offset = 2
      if (length === 126) {
        if (buffer.length < 4) return
        length = buffer.readUInt16BE(2)
        offset = 4
      } else if (length === 127) {
        if (buffer.length < 10) return
        length = Number(buffer.readBigUInt64BE(2))
        offset = 10
      }
      if (second & 0x80) offset += 4 // a server never masks; be lenient
      if (buffer.length < offset + length) return
      const payload = buffer.subarray(offset, offset + length)
      buffer = buffer.subarray(offset + length)
      const opcode = first & 0x0f
      const fin = (first & 0x80) !== 0
      if (opcode === 1 || (opcode === 0 && fragments.length > 0)) {
        fragments.push(Buffer.from(payload))
        if (fin) {
          onText(Buffer.concat(fragments).toString('utf8'))
          fragments = []
        }
      }
    }
  }
}
