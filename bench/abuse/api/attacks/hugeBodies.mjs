// A1: request bodies far over any route's limit: a declared 300 MiB
// Content-Length, and chunked bodies streamed for many MiB, on raw sockets
// (the attacker keeps writing until the server answers or hangs up). The
// API must answer 413 without buffering the body.
import { connect } from 'node:net'
import { attackerAddress } from '../../attackerAddress.mjs'
import { createTally } from '../../tally.mjs'

const sizes = {
  test: { sockets: 6, sendBytes: 16 * 1024 * 1024 },
  bench: { sockets: 16, sendBytes: 64 * 1024 * 1024 },
}

const CHUNK = Buffer.alloc(64 * 1024, 0x5b) // '[' … never valid JSON
const SOCKET_TIMEOUT_MS = 20_000

/**
 * Sends one oversized request; resolves with the answer's status line
 * (or how the connection ended) and the bytes the server took.
 * @param {{ host: string, port: number, path: string, chunked: boolean, sendBytes: number, localAddress: string, headers: string }} request
 */
function sendHugeBody({
  host,
  port,
  path,
  chunked,
  sendBytes,
  localAddress,
  headers,
}) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, localAddress })
    let response = ''
    let sent = 0
    let finished = false
    const finish = (outcome) => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      socket.destroy()
      resolve({ outcome, sent })
    }
    const timer = setTimeout(
      () => finish(response ? statusOf(response) : 'no answer in 20 s'),
      SOCKET_TIMEOUT_MS,
    )
    const statusOf = (text) => /^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 'garbled'
    socket.on('data', (chunk) => {
      response += chunk.toString('latin1')
      if (response.includes('\r\n\r\n')) finish(statusOf(response))
    })
    socket.on('error', () => finish(response ? statusOf(response) : 'reset'))
    socket.on('close', () =>
      finish(response ? statusOf(response) : 'closed without answer'),
    )
    socket.once('connect', async () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/json\r\n${headers}` +
          (chunked
            ? 'Transfer-Encoding: chunked\r\n\r\n'
            : `Content-Length: ${300 * 1024 * 1024}\r\n\r\n`),
      )
      const frame = chunked
        ? Buffer.concat([
            Buffer.from(`${CHUNK.length.toString(16)}\r\n`),
            CHUNK,
            Buffer.from('\r\n'),
          ])
        : CHUNK
      while (!finished && sent < sendBytes) {
        sent += CHUNK.length
        if (!socket.write(frame))
          await new Promise((resolve) => {
            socket.once('drain', resolve)
            socket.once('close', resolve)
          })
      }
      // Then silence: a slow client that never finishes its body.
    })
  })
}

/**
 * @param {{ url: string, scale: 'test' | 'bench', projectId: string, adminToken: string }} options
 */
export async function hugeBodies({ url, scale, projectId, adminToken }) {
  const size = sizes[scale]
  const { hostname: host, port } = new URL(url)
  const targets = [
    { path: `/e?projectId=${projectId}`, headers: '' },
    { path: `/v1/?chainId=eip155:31337&projectId=${projectId}`, headers: '' },
    { path: `/v1/profile/account?projectId=${projectId}`, headers: '' },
    {
      path: '/admin/projects',
      headers: `Authorization: Bearer ${adminToken}\r\n`,
    },
  ]
  const outcome = createTally()
  let bytesTaken = 0
  await Promise.all(
    Array.from({ length: size.sockets }, async (_, i) => {
      const target = targets[i % targets.length]
      const chunked = i % 2 === 1
      const { outcome: result, sent } = await sendHugeBody({
        host,
        port: Number(port),
        ...target,
        chunked,
        sendBytes: size.sendBytes,
        localAddress: attackerAddress(20),
      })
      bytesTaken += sent
      outcome.add(`${chunked ? 'chunked' : 'length'} ${result}`)
    }),
  )
  return { outcome: outcome.counts, bytesWritten: bytesTaken }
}
