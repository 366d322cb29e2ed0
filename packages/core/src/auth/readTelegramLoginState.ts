import { TelegramLoginStateError } from './errors.js'

/**
 * The `state` parameter of a social login URL opened from inside Telegram
 * (SPEC §5: it must have one, since the login comes back by it, not to an
 * opener); throws TelegramLoginStateError for a URL without one (or an
 * empty one, or no URL at all).
 *
 * @example
 * readTelegramLoginState('https://accounts.example/auth?state=abc') // 'abc'
 */
export function readTelegramLoginState(uri: string): string {
  const state = URL.canParse(uri)
    ? new URL(uri).searchParams.get('state')
    : null
  if (!state) throw new TelegramLoginStateError()
  return state
}
