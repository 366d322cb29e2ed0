import { formatRelayRpcUrl } from '@walletconnect/utils'
import { expect, test } from 'vitest'
import { formatRelayUrl } from './formatRelayUrl.js'

test('same layout as the SDK (sorted, strict encoding)', () => {
  const ua = 'wc-2/js-2.25.0/linux-20.20.2/node'
  const ours = formatRelayUrl({
    url: 'ws://127.0.0.1:37259',
    auth: 'h.p.s',
    projectId: 'abc',
    ua,
  })
  expect(ours).toBe(
    'ws://127.0.0.1:37259?auth=h.p.s&projectId=abc&ua=wc-2%2Fjs-2.25.0%2Flinux-20.20.2%2Fnode&useOnCloseEvent=true',
  )
  expect(ours).toBe(
    formatRelayRpcUrl({
      protocol: 'wc',
      version: 2,
      sdkVersion: '2.25.0',
      relayUrl: 'ws://127.0.0.1:37259',
      auth: 'h.p.s',
      projectId: 'abc',
      useOnCloseEvent: true,
    }).replace(/ua=[^&]*/, `ua=${encodeURIComponent(ua)}`),
  )
})

test('keeps the URL query, leaves out a missing projectId', () => {
  expect(
    formatRelayUrl({ url: 'wss://r.example/ws?zone=eu', auth: 'j', ua: 'u' }),
  ).toBe('wss://r.example/ws?auth=j&ua=u&useOnCloseEvent=true&zone=eu')
})
