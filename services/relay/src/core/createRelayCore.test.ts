import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createMemoryBus } from '../bus/createMemoryBus.js'
import { createMemoryStore } from '../store/createMemoryStore.js'
import { createRelayCore } from './createRelayCore.js'

const topic = 'ab'.repeat(32)

function setup() {
  const errors: unknown[] = []
  const core = createRelayCore({
    store: createMemoryStore(),
    bus: createMemoryBus(),
    limits: { maxFrameBytes: 4096, publishPerSecond: 1e9 },
    onError: (error) => errors.push(error),
  })
  const sent: string[] = []
  const connection = core.open(
    { send: (text) => sent.push(text), close: () => {} },
    'did:key:zTest',
  )
  return { core, connection, sent, errors }
}

const idToken = fc.oneof(
  fc.string().map((s) => JSON.stringify(s)),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.constantFrom('null', 'true', '{}', '[]', '1.5', '1e400', '-0'),
)
const method = fc.oneof(
  fc.constantFrom(
    'irn_subscribe',
    'irn_batchSubscribe',
    'irn_unsubscribe',
    'irn_batchUnsubscribe',
    'irn_publish',
    'irn_batchPublish',
    'irn_fetchMessages',
    'irn_batchFetchMessages',
    'wc_proposeSession',
    'wc_approveSession',
    '__proto__',
    'constructor',
  ),
  fc.string(),
)
const fieldValue = fc.oneof(
  fc.constant(topic),
  fc.constant([topic]),
  fc.constant([{ topic, message: 'AA==', ttl: 60 }]),
  fc.jsonValue(),
)
const params = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'topic',
      'topics',
      'message',
      'ttl',
      'tag',
      'messages',
      'subscriptions',
      'pairingTopic',
      'sessionTopic',
      'sessionProposal',
      'sessionProposalResponse',
      'sessionSettlementRequest',
      'attestation',
      'id',
    ),
    fieldValue,
  ),
  fc.jsonValue(),
)
const requestLike = fc
  .record({ id: idToken, method: method.map((m) => JSON.stringify(m)), params })
  .map(
    ({ id, method, params }) =>
      `{"jsonrpc":"2.0","id":${id},"method":${method},"params":${JSON.stringify(params)}}`,
  )
const deep = fc
  .integer({ min: 1, max: 20_000 })
  .map(
    (n) =>
      `{"id":1,"method":"irn_subscribe","params":${'['.repeat(n)}${']'.repeat(n)}}`,
  )
const frame = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.uint8Array().map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  requestLike,
  deep,
  idToken.map((id) => `{"id":${id},"jsonrpc":"2.0","result":true}`),
)

describe('createRelayCore frame handling (fast-check)', () => {
  it('never throws; every frame gets one well-formed answer unless it is a response', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { maxLength: 8 }), async (frames) => {
        const { core, connection, sent, errors } = setup()
        for (const text of frames) {
          const before = sent.filter(
            (s) => !s.includes('irn_subscription'),
          ).length
          await core.receive(connection, text)
          const replies = sent.filter((s) => !s.includes('irn_subscription'))
          const added = replies.length - before
          let isResponse = false
          try {
            const value = JSON.parse(text)
            isResponse =
              typeof value === 'object' &&
              value !== null &&
              !Array.isArray(value) &&
              !('method' in value) &&
              ('result' in value || 'error' in value) &&
              (typeof value.id === 'string' || Number.isInteger(value.id))
          } catch {}
          expect(added).toBe(isResponse && text.length <= 4096 ? 0 : 1)
        }
        for (const text of sent) expect(() => JSON.parse(text)).not.toThrow()
        expect(errors).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('echoes any string or integer id token exactly', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string().map((s) => JSON.stringify(s)),
          fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
        ),
        fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 4 }),
        fc.boolean(),
        async (id, extra, idFirst) => {
          const { core, connection, sent } = setup()
          const rest = JSON.stringify({
            ...extra,
            method: 'irn_subscribe',
            params: { topic },
          }).slice(1, -1)
          const text = idFirst
            ? `{"id":${id},${rest}}`
            : `{${rest},"id" : ${id} }`
          await core.receive(connection, text)
          expect(sent[0]?.startsWith(`{"id":${id},"jsonrpc":"2.0",`)).toBe(true)
        },
      ),
      { numRuns: 300 },
    )
  })
})
