// Child process of startNormalClient.mjs: runs one normal client (relay or
// API) apart from the attack traffic, so that its latencies measure the
// server and not the attacker's event loop. IPC: { kind, url, options } →
// { ready } … 'stop' → { report } (or { error }).

process.once('message', async ({ kind, url, options }) => {
  try {
    // Loaded by kind: the relay client needs @latch/protocol's dist/.
    const client =
      kind === 'relay'
        ? await (
            await import('./relay/normalRelayClient.mjs')
          ).startNormalRelayClient(url, options)
        : (await import('./api/normalApiClient.mjs')).startNormalApiClient(
            url,
            options,
          )
    process.once('message', async () => {
      try {
        process.send({ report: await client.stop() })
      } catch (error) {
        process.send({ error: String(error?.stack ?? error) })
      }
      process.disconnect()
    })
    process.send({ ready: true })
  } catch (error) {
    process.send({ error: String(error?.stack ?? error) })
    process.disconnect()
  }
})
