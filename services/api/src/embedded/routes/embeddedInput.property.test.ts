import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'

const paths = [
  '/email/connect',
  '/email/device',
  '/email/otp',
  '/sign-out',
  '/rpc',
  '/rpc/prepare',
  '/email/update',
  '/email/update/primary',
  '/email/update/secondary',
]

describe.each(dbKinds)('hostile input on %s', (kind) => {
  it('answers every POST body with JSON, errors as { error }, never a 500', async () => {
    const s = await createEmbeddedTestService(kind, {
      overrides: { devicePollMs: 10 },
    })
    const field = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), {
        maxKeys: 3,
      }),
      fc.emailAddress(),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.json({ maxDepth: 3 }),
          fc
            .record(
              {
                projectId: fc.oneof(fc.constant('emb-test'), field),
                origin: fc.oneof(fc.constant('https://app.example'), field),
                deviceId: fc.oneof(
                  fc.constant('device-aaaaaaaaaaaaaaaa'),
                  field,
                ),
                email: field,
                otp: field,
                method: field,
                params: field,
                chainId: field,
                prepared: field,
              },
              { requiredKeys: [] },
            )
            .map((body) => JSON.stringify(body)),
        ),
        fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
        async (path, body, token) => {
          const response = await s.app.request(
            `http://embedded.test/v1/embedded${path}`,
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                ...(token && /^[\x20-\x7e]*$/.test(token)
                  ? { authorization: `Bearer ${token}` }
                  : {}),
              },
              body,
            },
          )
          expect(response.status, `${path} ${body}`).toBeLessThan(500)
          const json = (await response.json()) as {
            error?: { message: string }
          }
          if (response.status >= 400)
            expect(typeof json.error?.message).toBe('string')
        },
      ),
      { numRuns: 150 },
    )
  })

  it('refuses huge bodies and deep nesting', async () => {
    const s = await createEmbeddedTestService(kind)
    const huge = await s.post('/email/connect', {
      email: 'a@example.com',
      pad: 'x'.repeat(100_000),
    })
    expect(huge.status).toBe(413)
    const deep = await s.post(
      '/email/connect',
      `{"projectId":"emb-test",${'"a":['.repeat(40)}${']'.repeat(40)}}`,
    )
    expect(deep.status).toBe(400)
    const nul = await s.post('/email/connect', { email: 'a\u0000@example.com' })
    expect(nul.status).toBe(400)
  })
})
