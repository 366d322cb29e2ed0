import { describe, expect, test } from 'vitest'
import { createTestApp } from '../../test/testDbs.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const solana = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'

describe('GET /public/getAvatarImage/{address}', () => {
  test('draws the same SVG for the same address (either spelling), another for another', async () => {
    const { request } = await createTestApp('pglite')
    const get = async (id: string) => {
      const response = await request(`/public/getAvatarImage/${id}`)
      expect(response.status, id).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=86400',
      )
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      return response.text()
    }
    const svg = await get(address)
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toMatch(/<linearGradient /)
    // No script, no outside reference: a plain picture.
    expect(svg).not.toMatch(/script|href|on\w+=/i)
    expect(await get(address.toLowerCase())).toBe(svg)
    expect(await get(address)).toBe(svg)
    expect(await get(other)).not.toBe(svg)
    expect(await get(solana)).not.toBe(svg)
  })

  test('answers what is not an address with a 400', async () => {
    const { request } = await createTestApp('pglite')
    for (const id of [
      'short',
      'a%20b%20c%20d%20e%20f%20g%20h%20i%20j',
      'x'.repeat(200),
      '%3Csvg%3E0000000000000000000000',
    ]) {
      const response = await request(`/public/getAvatarImage/${id}`)
      expect(response.status, id).toBe(400)
      expect((await response.json()).code).toBe('INVALID_ADDRESS')
    }
  })
})
