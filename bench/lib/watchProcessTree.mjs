// Follows the resident memory of a process and all its descendants
// (Linux /proc): every `intervalMs` it lists the tree, and keeps per process
// its peak (VmHWM, the kernel's own high-water mark, so a spike between two
// samples still counts while the process lives) and the highest sum of the
// tree's current RSS. A short-lived child (PGlite's initdb) is caught as
// long as it lives for one interval.
import { readdirSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'

/** `{ ppid, rssBytes, peakRssBytes }` of `pid`, or undefined once gone. */
function readStatus(pid) {
  let status
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return undefined
  }
  const field = (name) =>
    Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
  return {
    ppid: field('PPid'),
    rssBytes: field('VmRSS') * 1024,
    peakRssBytes: field('VmHWM') * 1024,
  }
}

/** A short name for a process: the program and its first real argument. */
function label(pid) {
  let args
  try {
    args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  } catch {
    return `pid ${pid}`
  }
  const program = basename(args[0] ?? '')
  const first = args
    .slice(1)
    .find((a) => a && !a.startsWith('-') && !a.startsWith('{'))
  if (args.includes('--input-type=module')) return `${program} -e (inline)`
  return first ? `${program} ${basename(first)}` : program
}

/** Every process of the tree rooted at `rootPid` with its memory. */
export function readProcessTree(rootPid) {
  const children = new Map()
  const statuses = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const status = readStatus(Number(entry))
    if (!status) continue
    statuses.set(Number(entry), status)
    const list = children.get(status.ppid) ?? []
    list.push(Number(entry))
    children.set(status.ppid, list)
  }
  const tree = []
  const queue = [rootPid]
  while (queue.length) {
    const pid = /** @type {number} */ (queue.shift())
    const status = statuses.get(pid)
    if (!status) continue
    tree.push({ pid, name: label(pid), ...status })
    queue.push(...(children.get(pid) ?? []))
  }
  return tree
}

/**
 * @typedef {object} TreeWatch
 * @property {() => { pid: number, name: string, peakRssBytes: number }[]} peaks
 *   every process seen, with its highest VmHWM
 * @property {() => number} maxTreeRssBytes highest sampled sum of the tree's RSS
 * @property {() => void} reset forgets what was seen so far
 * @property {() => void} stop
 */

/**
 * @param {number} rootPid
 * @param {number} [intervalMs]
 * @returns {TreeWatch}
 */
export function watchProcessTree(rootPid, intervalMs = 20) {
  /** @type {Map<number, { pid: number, name: string, peakRssBytes: number }>} */
  let seen = new Map()
  let maxTree = 0
  const sample = () => {
    const tree = readProcessTree(rootPid)
    maxTree = Math.max(
      maxTree,
      tree.reduce((sum, p) => sum + p.rssBytes, 0),
    )
    for (const p of tree) {
      const peak = Math.max(p.peakRssBytes, p.rssBytes)
      const known = seen.get(p.pid)
      if (!known || known.peakRssBytes < peak)
        seen.set(p.pid, { pid: p.pid, name: p.name, peakRssBytes: peak })
    }
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  timer.unref()
  return {
    peaks: () => {
      sample()
      return [...seen.values()]
    },
    maxTreeRssBytes: () => maxTree,
    reset() {
      seen = new Map()
      maxTree = 0
    },
    stop: () => clearInterval(timer),
  }
}
