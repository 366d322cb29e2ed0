// Keep-alive HTTP agents bound to attacker source addresses, so a flood
// spreads over several IPs (each attack its own range) as a botnet's would.
import { Agent } from 'node:http'
import { attackerAddress } from '../attackerAddress.mjs'

/**
 * Agents on the attacker addresses `first` … `first + count - 1`;
 * `at(i)` is the `{ agent, localAddress }` of request `i` (round robin),
 * for httpRequest's options.
 * @param {number} first
 * @param {number} count
 */
export function attackerAgents(first, count) {
  const sources = Array.from({ length: count }, (_, i) => {
    const localAddress = attackerAddress(first + i)
    return { agent: new Agent({ keepAlive: true, localAddress }), localAddress }
  })
  return {
    at: (i) => sources[i % count],
    destroy() {
      for (const { agent } of sources) agent.destroy()
    },
  }
}
