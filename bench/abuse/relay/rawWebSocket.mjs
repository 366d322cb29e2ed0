// A hand-made WebSocket client on a plain net.Socket, for attacks the `ws`
// client cannot make: unfinished fragmented messages, frames that declare
// more bytes than they send, lengths far beyond any limit.
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { signRelayJwt } from './connectRelayClient.mjs'

/**
 * One masked client frame header + payload. `declaredLength` (default the
 * payload's) may lie: the frame then stays unfinished.
 * @param {{ fin: boolean, opcode: number, payload: Buffer, declaredLength?: number }} frame
 */
export function encodeClientFrame({
  fin,
  opcode,
  payload,
  declaredLength = payload.length,
}) {
  const mask = randomBytes(4)
  let header
  if (declaredLength < 126) {
    header = Buffer.from([(fin ? 0x80 : 0) | opcode, 0x80 | declaredLength])
  } else if (declaredLength < 65_536) {
    header = Buffer.alloc(4)
    header.writeUInt16BE(declaredLength, 2)
    header[1] = 0x80 | 126
  } else {
    header = Buffer.alloc(10)
    header.writeBigUInt64BE(BigInt(declaredLength), 2)
    header[1] = 0x80 | 127
  }
  header[0] = (fin ? 0x80 : 0) | opcode
  const masked = Buffer.alloc(payload.length)
  for (let i = 0; i < payload.length; i++) masked[i] = payload[i] ^ mask[i & 3]
  return Buffer.concat([header, mask, masked])
}

/**
 * Opens a TCP connection from `localAddress`, sends the upgrade request
 * with a valid relay JWT and resolves once the 101 arrived (rejects on any
 * other answer). `closeCode()` is the code of a close frame the relay sent,
 * if any; `ended` resolves when the TCP connection is gone.
 * @param {string} url `ws://127.0.0.1:PORT`
 * @param {{ localAddress: string, timeoutMs?: number }} options
 */
export function openRawWebSocket(url, { localAddress, timeoutMs = 10_000 }) {
  const { hostname, port } = new URL(url)
  const socket = connect({ host: hostname, port: Number(port), localAddress })
  let buffer = Buffer.alloc(0)
  let upgraded = false
  /** @type {number | undefined} */
  let closeCode
  const ended = new Promise((resolve) =>
    socket.once('close', () => resolve(undefined)),
  )
  socket.on('error', () => {})
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error('raw upgrade timed out'))
    }, timeoutMs)
    socket.once('connect', () => {
      const key = randomBytes(16).toString('base64')
      socket.write(
        `GET /?auth=${signRelayJwt(url)}&projectId=abuse HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      )
    })
    ended.then(() => {
      clearTimeout(timer)
      if (!upgraded)
        reject(
          new Error(
            `raw upgrade refused: ${buffer.toString('latin1').split('\r\n')[0] || 'connection closed'}`,
          ),
        )
    })
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk])
      if (!upgraded) {
        const end = buffer.indexOf('\r\n\r\n')
        if (end === -1) return
        const status = buffer.toString('latin1', 0, end).split('\r\n')[0]
        if (!/^HTTP\/1\.1 101/.test(status)) {
          socket.destroy()
          return
        }
        upgraded = true
        buffer = buffer.subarray(end + 4)
        clearTimeout(timer)
        resolve({
          socket,
          ended,
          closeCode: () => closeCode,
          /** @param {Buffer} bytes */
          write: (bytes) => socket.write(bytes),
          destroy: () => {
            socket.destroy()
            return ended
          },
        })
      }
      // Server frames: look for a close frame (opcode 8) and keep its code.
      while (buffer.length >= 2) {
        const opcode = buffer[0] & 0x0f
        let length = buffer[1] & 0x7f
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
        if (buffer.length < offset + length) return
        if (opcode === 8 && length >= 2) closeCode = buffer.readUInt16BE(offset)
        buffer = buffer.subarray(offset + length)
      }
    })
  })
}
