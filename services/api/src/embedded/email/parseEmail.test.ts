import fc from 'fast-check'
import { expect, it } from 'vitest'
import { isValidEmail, parseEmail } from './parseEmail.js'

it('accepts plain addresses, lowercased', () => {
  expect(parseEmail('Ann.Lee+wallet@Example.co.uk')).toBe(
    'ann.lee+wallet@example.co.uk',
  )
  for (const bad of [
    'a@b',
    'a@localhost',
    '@example.com',
    'a@@example.com',
    'a..b@example.com',
    '"a"@example.com',
    'Ann <a@example.com>',
    'a@example.com\r\nBcc: x@example.com',
    'a@example.com\n',
    'a b@example.com',
    'a@exa_mple.com',
    'ä@example.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
    'a@example.c0m',
  ])
    expect(isValidEmail(bad), bad).toBe(false)
})

it('never accepts control characters, quotes, brackets or commas (no header injection)', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 300 }), (text) => {
      if (!isValidEmail(text)) return
      expect(text.length).toBeLessThanOrEqual(254)
      for (const ch of text) {
        const code = ch.charCodeAt(0)
        expect(code > 0x20 && code < 0x7f && !'"(),:;<>[\\]'.includes(ch)).toBe(
          true,
        )
      }
      expect(text.split('@')).toHaveLength(2)
    }),
    { numRuns: 2000 },
  )
})

it('rejects any valid address with an injected CR, LF or NUL', () => {
  fc.assert(
    fc.property(
      fc.emailAddress(),
      fc.constantFrom('\r', '\n', '\r\n', '\u0000', '\t', ','),
      fc.nat(),
      (email, bad, at) => {
        const i = at % (email.length + 1)
        expect(isValidEmail(email.slice(0, i) + bad + email.slice(i))).toBe(
          false,
        )
      },
    ),
  )
})
