// Abandoned checkouts leave no row for good (pruneUnpaidOrders), on PGlite
// and on PostgreSQL: an order nobody paid is deleted with its webhook
// events once its checkout expired more than the grace ago; one within
// the grace, one still open and every order that was paid or declined
// stay.
import { describe, expect, it } from 'vitest'
import { createTestDb, dbKinds } from '../../../test/testDbs.js'
import { migrate } from '../../db/migrate.js'
import { createProject } from '../../projects/createProject.js'
import { blockchainMigrations } from '../db/blockchainMigrations.js'
import { findOrder, pruneUnpaidOrders } from './onrampOrders.js'

const HOUR = 3_600

describe.each(dbKinds)('pruneUnpaidOrders (%s)', (kind) => {
  it('deletes unpaid orders expired past the grace, and nothing else', async () => {
    const db = await createTestDb(kind)
    await migrate(db, { extraMigrations: blockchainMigrations })
    await createProject(db, { id: 'p', name: 'P' })
    // [id, status, seconds since its checkout expired (< 0: still open)]
    const orders = [
      ['ord_created_old', 'created', 2 * HOUR],
      ['ord_3ds_old', 'three_ds', 2 * HOUR],
      ['ord_created_in_grace', 'created', HOUR / 2],
      ['ord_created_open', 'created', -600],
      ['ord_declined_old', 'declined', 2 * HOUR],
      ['ord_completed_old', 'completed', 2 * HOUR],
      ['ord_delivering_old', 'delivering', 2 * HOUR],
    ] as const
    for (const [id, status, expiredFor] of orders)
      await db.query(
        `INSERT INTO onramp_orders (id, project_id, provider, status, chain_id,
           asset_symbol, asset_decimals, destination, fiat, payment_method,
           total_cents, fee_cents, network_fee_cents, subtotal_cents,
           purchase_units, partner_user_id, expires_at)
         VALUES ($1, 'p', 'sandbox', $2, 31337, 'ETH', 18, $3, 'USD', 'card',
           5000, 75, 1, 4924, 16413333333333333, 'u',
           now() - make_interval(secs => $4::int))`,
        [id, status, `0x${'11'.repeat(20)}`, expiredFor],
      )
    await db.query(
      `INSERT INTO onramp_webhook_events (id, order_id, type, payload)
       VALUES ('evt_1', 'ord_3ds_old', 'onramp.order.updated', '{}')`,
    )

    expect(await pruneUnpaidOrders(db, HOUR)).toBe(2)
    const left = await db.query<{ id: string }>(
      'SELECT id FROM onramp_orders ORDER BY id',
    )
    expect(left.map((row) => row.id)).toEqual(
      [
        'ord_completed_old',
        'ord_created_in_grace',
        'ord_created_open',
        'ord_declined_old',
        'ord_delivering_old',
      ].sort(),
    )
    expect(await db.query('SELECT id FROM onramp_webhook_events')).toEqual([])
    // One within the grace still answers its lookup, as expired.
    expect(await findOrder(db, 'ord_created_in_grace')).toMatchObject({
      status: 'created',
      expired: true,
    })
    expect(await pruneUnpaidOrders(db, HOUR)).toBe(0)
  })
})
