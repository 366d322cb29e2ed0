import { describe, expect, it } from 'vitest'
import { TelegramLoginStateError } from './errors.js'
import { readTelegramLoginState } from './readTelegramLoginState.js'

const AUTH = 'https://accounts.example/o/oauth2/auth'

describe('readTelegramLoginState (SPEC §5: the Telegram login URL must contain a state parameter)', () => {
  it('is the state parameter of the login URL', () => {
    expect(
      readTelegramLoginState(
        `${AUTH}?client_id=latch&state=Zm9v-YmFy_0&code_challenge=x`,
      ),
    ).toBe('Zm9v-YmFy_0')
    // Encoded, as a URL carries it.
    expect(readTelegramLoginState(`${AUTH}?state=a%2Bb%3D`)).toBe('a+b=')
  })

  it.each([
    ['no state', `${AUTH}?client_id=latch&redirect_uri=x`],
    ['an empty state', `${AUTH}?state=&client_id=latch`],
    ['a state only in the fragment', `${AUTH}?client_id=latch#state=abc`],
    ['a state-like parameter', `${AUTH}?oauth_state=abc`],
    ['no URL', 'state=abc'],
    ['nothing', ''],
  ])('fails with the catalogue error for %s', (_, uri) => {
    expect(() => readTelegramLoginState(uri)).toThrow(TelegramLoginStateError)
    expect(() => readTelegramLoginState(uri)).toThrow(
      'Telegram login URL must contain a state parameter',
    )
  })
})
