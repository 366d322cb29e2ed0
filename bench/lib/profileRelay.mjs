// Profiles the relay alone: `node --cpu-prof bench/lib/profileRelay.mjs
// [sockets] [messages]` starts the Latch relay here (in memory, from dist/)
// and the bench client harness (bench/relay/clients.mjs) in a child process
// without the profiler, so the .cpuprofile holds only the relay's
// publish → fan-out → ack path.
import { fork } from 'node:child_process'
import { startRelay } from '@latch/relay'
import { oneHostRelayLimits } from './oneHostRelayLimits.mjs'

const [sockets = 5_000, messages = 10] = process.argv.slice(2).map(Number)
const script = new URL('../relay/clients.mjs', import.meta.url)
const relay = await startRelay({
  host: '127.0.0.1',
  port: 0,
  limits: oneHostRelayLimits,
})
const child = fork(script, [], {
  execArgv: [],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
})
const cpuBefore = process.cpuUsage()
const answer = await new Promise((resolve) => {
  child.once('message', resolve)
  child.send({
    mode: 'relay',
    url: relay.url,
    sockets,
    messages,
    pacedSeconds: 5,
  })
})
const cpu = process.cpuUsage(cpuBefore)
await relay.close()
const { saturate: s, paced: f } = answer.result ?? {}
const delivered = (s?.received ?? 0) + (f?.received ?? 0)
console.log(
  answer.error ?? {
    saturatedRate: s.rate,
    pacedP50: f.p50,
    pacedP99: f.p99,
    lost: s.lost + f.lost,
    // The relay's CPU (user + system) over the whole run, connects
    // included, per delivered message: steadier than the rate on a
    // shared machine.
    relayCpuMicrosPerMessage: (cpu.user + cpu.system) / delivered,
  },
)
