// Migration 1071 on a database that already has orders, on PGlite and on
// PostgreSQL: an order delivering under the old code (its payment unknown)
// is set aside for an operator, never swept; the others are untouched.
import { describe, expect, it } from 'vitest'
import { createTestDb, dbKinds } from '../../../test/testDbs.js'
import { migrate } from '../../db/migrate.js'
import { createProject } from '../../projects/createProject.js'
import { blockchainMigrations } from '../db/blockchainMigrations.js'
import { findOrder, transitionOrder } from './onrampOrders.js'
import { listUndelivered } from './onrampPayouts.js'

describe.each(dbKinds)('on-ramp migration 1071 (%s)', (kind) => {
  it('sets aside orders delivering before it, with the reason', async () => {
    const db = await createTestDb(kind)
    await migrate(db, {
      extraMigrations: blockchainMigrations.filter((m) => m.id < 1071),
    })
    await createProject(db, { id: 'p', name: 'P' })
    // Rows as the 1070 schema holds them.
    for (const id of ['ord_old_delivering', 'ord_old_created'])
      await db.query(
        `INSERT INTO onramp_orders (id, project_id, provider, status, chain_id,
           asset_symbol, asset_decimals, destination, fiat, payment_method,
           total_cents, fee_cents, network_fee_cents, subtotal_cents,
           purchase_units, partner_user_id, expires_at)
         VALUES ($1, 'p', 'sandbox', 'created', 31337, 'ETH', 18, $2, 'USD',
           'card', 5000, 75, 1, 4924, 16413333333333333, 'u',
           now() + interval '30 minutes')`,
        [id, `0x${'11'.repeat(20)}`],
      )
    await db.query(
      `UPDATE onramp_orders SET status = 'delivering' WHERE id = $1`,
      ['ord_old_delivering'],
    )

    const { applied } = await migrate(db, {
      extraMigrations: blockchainMigrations,
    })
    expect(applied).toContain(1071)
    const old = await findOrder(db, 'ord_old_delivering')
    expect(old).toMatchObject({ status: 'delivering', payout: null })
    expect(old?.payoutError).toMatch(/whether it was paid is unknown/)
    expect(await listUndelivered(db, 10)).toEqual([])
    // An order paid after the migration is swept as usual.
    await transitionOrder(db, 'ord_old_created', ['created'], 'delivering', {
      leaseSeconds: 0,
    })
    expect(await listUndelivered(db, 10)).toEqual([{ id: 'ord_old_created' }])
    const fresh = await findOrder(db, 'ord_old_created')
    expect(fresh?.payoutError).toBeNull()
  })
})
