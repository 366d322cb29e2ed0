// Attack traffic leaves from other loopback addresses than the normal
// client (127.0.0.1), so per-IP limits hit the attacker only. All of
// 127.0.0.0/8 is local on Linux.

/**
 * The loopback source address of attacker number `index` (0 → 127.0.0.2).
 * @param {number} [index]
 * @returns {string}
 */
export function attackerAddress(index = 0) {
  return `127.0.${Math.floor(index / 250)}.${2 + (index % 250)}`
}
