import { describe, expect, it } from 'vitest'
import { DevnetError } from '../node/DevnetError.js'
import { getFreePort } from '../node/getFreePort.js'
import { startAnvil } from '../node/startAnvil.js'
import { seedSmartAccounts } from '../smartAccounts/seedSmartAccounts.js'
import { smartAccountContracts } from '../smartAccounts/smartAccountContracts.js'
import { startBundler } from './startBundler.js'

async function rpc(url: string, method: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('startBundler', () => {
  it('starts Alto for the EntryPoint v0.7 on a free port, and stops', async () => {
    const anvil = await startAnvil({ port: 0 })
    try {
      await seedSmartAccounts({ rpcUrl: anvil.url })
      const bundler = await startBundler({ rpcUrl: anvil.url })
      try {
        expect(bundler.url).toBe(`http://127.0.0.1:${bundler.port}`)
        expect(await rpc(bundler.url, 'eth_supportedEntryPoints')).toEqual([
          smartAccountContracts.EntryPoint,
        ])
        expect(await rpc(bundler.url, 'eth_chainId')).toBe('0x7a69')
      } finally {
        await bundler.stop()
      }
      await expect(rpc(bundler.url, 'eth_chainId')).rejects.toThrow()
      await bundler.stop()
    } finally {
      await anvil.stop()
    }
  }, 90_000)

  it("fails with BUNDLER_EXITED and Alto's last words when the chain has no EntryPoint", async () => {
    const anvil = await startAnvil({ port: 0 })
    try {
      const error = await startBundler({
        rpcUrl: anvil.url,
        port: await getFreePort(),
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DevnetError)
      expect((error as DevnetError).code).toBe('BUNDLER_EXITED')
      expect((error as DevnetError).message).toContain(
        `entry point ${smartAccountContracts.EntryPoint} does not exist`,
      )
    } finally {
      await anvil.stop()
    }
  }, 90_000)
})
