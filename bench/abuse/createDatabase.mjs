// A fresh PostgreSQL database on the server of `url`, so every API abuse
// scenario starts from an empty schema.
import pg from 'pg'

let next = 0

/**
 * @param {string} url any database URL on the server (`postgres://…/db`)
 * @returns {Promise<string>} the new database's URL
 */
export async function createDatabase(url) {
  const server = new URL(url)
  const name = `latch_abuse_${process.pid}_${next++}`
  server.pathname = '/postgres'
  const client = new pg.Client({ connectionString: server.href })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
  server.pathname = `/${name}`
  return server.href
}
