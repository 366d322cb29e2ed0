import { describe, expect, it } from 'vitest'
import { resolveAudiences } from './resolveAudiences.js'

describe('resolveAudiences', () => {
  it('defaults to ws/wss forms of a loopback listen address', () => {
    const list = resolveAudiences({ host: '127.0.0.1', port: 8787 })
    expect(list).toContain('ws://127.0.0.1:8787')
    expect(list).toContain('ws://localhost:8787/')
    expect(list).toContain('wss://[::1]:8787')
    expect(list).not.toContain('ws://0.0.0.0:8787')
  })

  it('uses the explicit list (with and without slash); * accepts any', () => {
    expect(
      resolveAudiences({
        host: '0.0.0.0',
        port: 1,
        audiences: ['wss://r.example/'],
      }),
    ).toEqual(['wss://r.example/', 'wss://r.example'])
    expect(
      resolveAudiences({ host: 'h', port: 1, audiences: ['*'] }),
    ).toBeUndefined()
    expect(resolveAudiences({ host: 'relay.lan', port: 9 })).toEqual([
      'ws://relay.lan:9',
      'ws://relay.lan:9/',
      'wss://relay.lan:9',
      'wss://relay.lan:9/',
    ])
  })
})
