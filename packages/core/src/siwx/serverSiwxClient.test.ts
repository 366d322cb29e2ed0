import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../storage/memoryStorage.js'
import { serverSiwxClient } from './serverSiwxClient.js'

const TOKEN_KEY = 'latch.v1.siwxToken'

/** A latch-api stand-in answering every call with `status` and `body`. */
function answering(status: number, body: Record<string, unknown>) {
  const seen: (string | null)[] = []
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    seen.push(new Headers(init?.headers).get('authorization'))
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch, seen }
}

function client(fetch: typeof globalThis.fetch) {
  const storage = memoryStorage()
  storage.setItem(TOKEN_KEY, JSON.stringify('stale-token'))
  const siwx = serverSiwxClient({
    apiUrl: 'http://api.test',
    projectId: 'p',
    storage,
    fetch,
  })
  return { siwx, storage }
}

describe('serverSiwx bearer token', () => {
  it('is dropped when the API says its session is gone (401 SIWX_NO_SESSION)', async () => {
    const api = answering(401, {
      code: 'SIWX_NO_SESSION',
      message: 'Not signed in',
    })
    const { siwx, storage } = client(api.fetch)
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(await siwx.getSessions('eip155:1', address)).toEqual([])
    expect(storage.getItem(TOKEN_KEY)).toBeNull()
    // Not sent again.
    await siwx.getSessions('eip155:1', address)
    expect(api.seen).toEqual(['Bearer stale-token', null])
  })

  it('is kept when a new signature is refused (401 SIWX_INVALID_SIGNATURE)', async () => {
    const api = answering(401, {
      code: 'SIWX_INVALID_SIGNATURE',
      message: 'bad signature',
    })
    const { siwx, storage } = client(api.fetch)
    await expect(
      siwx.addSession({
        data: {
          chainId: 'eip155:1',
          accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          domain: 'app.example',
          uri: 'https://app.example/',
          version: '1',
          nonce: 'abcdefgh1234',
          issuedAt: new Date().toISOString(),
        },
        message: 'm',
        signature: '0x00',
      }),
    ).rejects.toThrow(/SIWX_INVALID_SIGNATURE/)
    expect(storage.getItem(TOKEN_KEY)).toBe(JSON.stringify('stale-token'))
  })

  it('is kept on other failures (500)', async () => {
    const { siwx, storage } = client(answering(500, { code: 'INTERNAL' }).fetch)
    await expect(
      siwx.getSessions(
        'eip155:1',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      ),
    ).rejects.toThrow()
    expect(storage.getItem(TOKEN_KEY)).toBe(JSON.stringify('stale-token'))
  })
})
