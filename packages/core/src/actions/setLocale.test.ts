import { devnet } from '@latch/common'
import { expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { InvalidConfigError } from '../errors/config.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { getLocale } from './getLocale.js'
import { setLocale } from './setLocale.js'
import { watchLocale } from './watchLocale.js'

const make = (locale?: string) =>
  createConfig({
    projectId: 'p',
    networks: [devnet],
    storage: memoryStorage(),
    locale,
  })

it('starts on the locale option, canonical', () => {
  expect(getLocale(make('de-at'))).toBe('de-AT')
})

it('defaults to the runtime language, else en', () => {
  const expected = globalThis.navigator?.language
    ? Intl.getCanonicalLocales(globalThis.navigator.language)[0]
    : 'en'
  expect(getLocale(make())).toBe(expected)
})

it('changes only through setLocale, and watchers see each change once', () => {
  const config = make('en')
  const seen: string[] = []
  const stop = watchLocale(config, { onChange: (l) => seen.push(l) })
  setLocale(config, 'he')
  setLocale(config, 'he')
  setLocale(config, 'zh-cn')
  stop()
  expect(seen).toEqual(['he', 'zh-CN'])
  expect(getLocale(config)).toBe('zh-CN')
})

it('rejects a tag that is not BCP 47', () => {
  expect(() => make('not a locale!')).toThrow(InvalidConfigError)
  const config = make('en')
  expect(() => setLocale(config, '')).toThrow(InvalidConfigError)
  expect(getLocale(config)).toBe('en')
})
