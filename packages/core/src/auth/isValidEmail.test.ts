import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidEmail } from './isValidEmail.js'

describe('isValidEmail (SPEC §5: e-mail fields must be valid e-mails)', () => {
  it.each([
    'ada@example.com',
    'a.b+tag@sub.example.co.uk',
    'x@y.io',
    'ünïcode@exämple.de',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true))

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@example.c',
    'ada@@example.com',
    'ada @example.com',
    'ada@exa mple.com',
    'ada@example.com\r\nBcc: eve@example.com',
    'ada@example.com\n',
    '"ada"@example.com',
    '<ada@example.com>',
    'ada@example..com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false))

  it('refuses anything that is not a string', () => {
    for (const value of [undefined, null, 1, {}, ['a@b.co']])
      expect(isValidEmail(value)).toBe(false)
  })

  it('never accepts a line break or control character (header injection)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('\r', '\n', '\u0000', '\t', '\u007f'),
        fc.string(),
        (a, control, b) =>
          !isValidEmail(`${a}${control}${b}@example.com`) &&
          !isValidEmail(`ada@example.com${control}${b}`),
      ),
    )
  })

  it('accepts what fast-check calls a web e-mail address (if not too long)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 254 && /\.[^.]{2,}$/.test(email))
        fc.pre(!/["<>()[\]\\,;:\s]/.test(email) && !email.includes('..'))
        return isValidEmail(email)
      }),
    )
  })
})
