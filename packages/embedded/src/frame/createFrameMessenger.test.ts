import { describe, expect, it } from 'vitest'
import { createFrameMessenger, PARENT_NOT_SET } from './createFrameMessenger.js'

describe('createFrameMessenger', () => {
  it('posts to the parent at the pinned origin only', () => {
    const posted: [unknown, string][] = []
    const messenger = createFrameMessenger({
      parent: {
        postMessage: (message, origin) => posted.push([message, origin]),
      },
      origin: 'https://host.example',
    })
    messenger.success('GET_USER', 'id1', { ok: true })
    expect(posted).toEqual([
      [
        {
          latch: 1,
          type: '@latch-frame/GET_USER_SUCCESS',
          id: 'id1',
          payload: { ok: true },
        },
        'https://host.example',
      ],
    ])
  })

  it("without a parent posts nothing and logs 'W3mFrame: parent is not set'", () => {
    expect(PARENT_NOT_SET).toBe('W3mFrame: parent is not set')
    for (const parent of [null, undefined]) {
      const lines: string[] = []
      const messenger = createFrameMessenger({
        parent,
        origin: 'https://host.example',
        log: (line) => lines.push(line),
      })
      expect(() => {
        messenger.emit('READY', { version: '1' })
        messenger.error('GET_USER', 'id1', 'x')
      }).not.toThrow()
      expect(lines).toEqual([
        '→ @latch-frame/READY not posted: W3mFrame: parent is not set',
        '→ @latch-frame/GET_USER_ERROR not posted: W3mFrame: parent is not set',
      ])
    }
  })
})
