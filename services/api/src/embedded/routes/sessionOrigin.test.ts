// Issue 17, design note: a session answers only the project AND the host
// origin that created it (another allowed origin of the same project, or
// a session from before origins were stored → 401 'Session Expired').
import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'

const OTHER_ORIGIN = 'http://127.0.0.1:5173' // allowed by the test project
const expired = {
  error: { code: 'session_expired', message: 'Session Expired' },
}

const userPath = (origin: string) =>
  `/v1/embedded/user?projectId=emb-test&origin=${encodeURIComponent(origin)}&deviceId=device-aaaaaaaaaaaaaaaa`

describe.each(dbKinds)('sessions pinned to their origin on %s', (kind) => {
  it('answers the origin that signed in, and 401 to another allowed origin', async () => {
    const s = await createEmbeddedTestService(kind)
    const { token } = await s.login('pin@example.com')
    const auth = { headers: { authorization: `Bearer ${token}` } }
    expect((await s.get(userPath('https://app.example'), auth)).status).toBe(
      200,
    )
    const other = await s.get(userPath(OTHER_ORIGIN), auth)
    expect(other.status).toBe(401)
    expect(await other.json()).toEqual(expired)
    const rpc = await s.post(
      '/rpc',
      { chainId: 1, method: 'eth_accounts', params: [] },
      { token, origin: OTHER_ORIGIN },
    )
    expect(rpc.status).toBe(401)
    expect(await rpc.json()).toEqual(expired)
    const update = await s.post(
      '/email/update',
      { email: 'pin2@example.com' },
      { token, origin: OTHER_ORIGIN },
    )
    expect(update.status).toBe(401)
    const signOut = await s.post(
      '/sign-out',
      {},
      { token, origin: OTHER_ORIGIN },
    )
    expect(signOut.status).toBe(401)
    // Still live for its own origin.
    expect((await s.get(userPath('https://app.example'), auth)).status).toBe(
      200,
    )
  })

  it('refuses a session from before origins were stored (no origin)', async () => {
    const s = await createEmbeddedTestService(kind)
    const { token } = await s.login('legacy@example.com')
    await s.db.query('UPDATE embedded_sessions SET origin = NULL')
    const answer = await s.get(userPath('https://app.example'), {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.status).toBe(401)
    expect(await answer.json()).toEqual(expired)
  })
})
