// Reads a process's resident memory from /proc/<pid>/status (Linux): the
// current RSS and the kernel's high-water mark (VmHWM), i.e. the process's
// own peak since it started, however short the spike was.
import { readFileSync } from 'node:fs'

/**
 * `{ rssBytes, peakRssBytes }` of `pid`, or `undefined` once the process is
 * gone.
 * @param {number} pid
 * @returns {{ rssBytes: number, peakRssBytes: number } | undefined}
 */
export function readProcessMemory(pid) {
  let status
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return undefined
  }
  const kib = (name) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)
    return match ? Number(match[1]) * 1024 : 0
  }
  return { rssBytes: kib('VmRSS'), peakRssBytes: kib('VmHWM') }
}
