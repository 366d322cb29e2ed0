// The relay and connect benches run every client from 127.0.0.1: one
// address standing for thousands of users. The relay's per-IP limits
// (connections, publish rate and bytes, stored bytes) exist for exactly the opposite
// case, so the benches lift those four — and nothing else — to measure the
// relay's speed rather than its abuse protection (the `abuse` section
// measures that, with attackers on other loopback addresses).
export const oneHostRelayLimits = {
  maxConnectionsPerIp: 100_000,
  ipPublishPerSecond: 1_000_000,
  maxIpBytes: 1024 * 1024 * 1024,
  ipPublishBytesPerSecond: 1024 * 1024 * 1024,
}
