import { describe, expect, it } from 'vitest'
import { DevnetError } from './DevnetError.js'
import { startAnvil } from './startAnvil.js'

async function rpc(url: string, method: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('startAnvil', () => {
  it('starts on a free port, answers, and stops', async () => {
    const anvil = await startAnvil({ port: 0, chainId: 31338 })
    try {
      expect(anvil.url).toBe(`http://127.0.0.1:${anvil.port}`)
      expect(anvil.port).toBeGreaterThan(0)
      expect(anvil.chainId).toBe(31338)
      expect(await rpc(anvil.url, 'eth_chainId')).toBe('0x7a6a')
    } finally {
      await anvil.stop()
    }
    await expect(rpc(anvil.url, 'eth_chainId')).rejects.toThrow()
    await anvil.stop() // idempotent
  })

  it('fails with ANVIL_EXITED when the port is taken', async () => {
    const first = await startAnvil({ port: 0 })
    try {
      const error = await startAnvil({ port: first.port }).catch((e) => e)
      expect(error).toBeInstanceOf(DevnetError)
      expect(error.code).toBe('ANVIL_EXITED')
    } finally {
      await first.stop()
    }
  })
})
