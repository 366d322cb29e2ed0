// @vitest-environment node
import { createProject, startTestApi } from '@latch/test'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { withDom } from '../../../test/withDom.js'

type Rtl = typeof import('@testing-library/react')

// The real Latch API; the page (happy-dom) is http://localhost:3000.
let api: Awaited<ReturnType<typeof startTestApi>>
let teardown: () => Promise<void>
let rtl: Rtl
let renderLatch: typeof import('../../../test/renderLatch.js')['renderLatch']
beforeAll(async () => {
  api = await startTestApi({ wallets: 4 })
  await createProject(api.db, {
    id: 'shop',
    name: 'Shop',
    allowedOrigins: ['https://*.shop.example'],
  })
  teardown = await withDom()
  rtl = await import('@testing-library/react')
  ;({ renderLatch } = await import('../../../test/renderLatch.js'))
}, 60_000)
afterAll(async () => {
  await api?.close()
  await teardown?.()
})
afterEach(() => rtl.cleanup())

async function openWith(projectId: string) {
  const { fireEvent, screen } = rtl
  renderLatch(undefined, { projectId, apiUrl: api.url })
  fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
  return screen.findByRole('dialog', { name: 'Connect Wallet' })
}

describe('project check (on idle, at start)', () => {
  it("alerts 'Invalid App Configuration' on an origin the project does not allow", async () => {
    const dialog = await openWith('shop')
    const alert = await rtl
      .within(dialog)
      .findByRole('alert', {}, { timeout: 5_000 })
    expect(alert.textContent).toBe('Invalid App Configuration')
  })

  it("alerts 'Invalid Project ID - update configuration' for an unknown project", async () => {
    const dialog = await openWith('no-such-project')
    const alert = await rtl
      .within(dialog)
      .findByRole('alert', {}, { timeout: 8_000 })
    expect(alert.textContent).toBe('Invalid Project ID - update configuration')
  }, 15_000)

  it('shows no alert for an allowed origin (the dev project allows loopback)', async () => {
    const dialog = await openWith(api.projectId)
    await rtl.within(dialog).findByRole('list', { name: 'Recommended' })
    await new Promise((r) => setTimeout(r, 1_500))
    expect(rtl.within(dialog).queryByRole('alert')).toBeNull()
  })
})
