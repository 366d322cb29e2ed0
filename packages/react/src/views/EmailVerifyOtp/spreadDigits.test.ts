import { expect, it } from 'vitest'
import { spreadDigits } from './spreadDigits.js'

const none = ['', '', '', '', '', '']

it('one digit fills its box; a second typed beside the box’s own replaces it', () => {
  expect(spreadDigits(none, 2, '7')).toEqual({
    digits: ['', '', '7', '', '', ''],
    last: 2,
  })
  expect(spreadDigits(['', '', '7', '', '', ''], 2, '74').digits[2]).toBe('4')
  expect(spreadDigits(['', '', '7', '', '', ''], 2, '47').digits[2]).toBe('4')
})

it('no digit empties the box and reports the one before as the last', () => {
  expect(spreadDigits(['1', '2', '', '', '', ''], 1, 'x')).toEqual({
    digits: ['1', '', '', '', '', ''],
    last: 0,
  })
})

it('a whole code fills every box from the first, wherever it went in', () => {
  expect(spreadDigits(none, 4, '12 34-56')).toEqual({
    digits: ['1', '2', '3', '4', '5', '6'],
    last: 5,
  })
})

it('part of a code fills from its box on, never past the sixth', () => {
  expect(spreadDigits(none, 1, '123')).toEqual({
    digits: ['', '1', '2', '3', '', ''],
    last: 3,
  })
  expect(spreadDigits(none, 4, '987')).toEqual({
    digits: ['', '', '', '', '9', '8'],
    last: 5,
  })
})
