import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { afterEach, expect, it, vi } from 'vitest'
import { createConnectionGate } from './createConnectionGate.js'

let server: Server | undefined
afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** A gate on a fresh server; `turns` lists the IPs its timers' work ran for. */
async function startGate() {
  server = createServer()
  const turns: string[] = []
  createConnectionGate({
    server,
    limits: {
      maxConnections: 10,
      maxConnectionsPerIp: 1,
      handshakeTimeoutMs: 50,
    },
    trustProxy: false,
    closeGraceMs: 50,
    inTurn(ip, work) {
      turns.push(ip)
      setImmediate(work)
    },
  })
  await new Promise<void>((resolve) =>
    server?.listen(0, '127.0.0.1', () => resolve()),
  )
  return { port: (server.address() as AddressInfo).port, turns }
}

/**
 * A TCP client from 127.0.0.2 that never sends; resolves with what it
 * read once it is closed.
 */
function silentSocket(port: number) {
  const socket = connect({
    host: '127.0.0.1',
    port,
    localAddress: '127.0.0.2',
  })
  let read = ''
  socket.on('error', () => {})
  socket.on('data', (chunk) => {
    read += chunk.toString('latin1')
  })
  return new Promise<string>((resolve) =>
    socket.once('close', () => resolve(read)),
  )
}

it("destroys a socket that never upgrades in its IP's turn", async () => {
  const { port, turns } = await startGate()
  expect(await silentSocket(port)).toBe('')
  expect(turns).toEqual(['127.0.0.2'])
})

it("destroys a refused socket after its grace in its IP's turn", async () => {
  const { port, turns } = await startGate()
  const first = silentSocket(port)
  // One socket per IP: the second is answered 429 (and hangs up itself).
  expect(await silentSocket(port)).toMatch(/^HTTP\/1\.1 429 /)
  // Its grace's destroy, then the first one's handshake timeout.
  await vi.waitFor(() => expect(turns).toEqual(['127.0.0.2', '127.0.0.2']))
  expect(await first).toBe('')
})
