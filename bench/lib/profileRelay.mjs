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
const cpuBefore = process.cpuUsage()
// The relay's CPU over the saturated phase alone, between the child's
// events (as the relay section measures it).
let cpuAtStart = cpuBefore
let saturatedCpu
const child = fork(script, [], {
  execArgv: [],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
})
const result = await new Promise((resolve, reject) => {
  child.on('message', (answer) => {
    if (answer.event === 'saturate') cpuAtStart = process.cpuUsage()
    else if (answer.event === 'saturated')
      saturatedCpu = process.cpuUsage(cpuAtStart)
    else if (answer.error) reject(new Error(answer.error))
    else resolve(answer.result)
  })
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
const { saturate: s, paced: f } = result
const delivered = s.received + f.received
const micros = (usage) => usage.user + usage.system
console.log({
  saturatedRate: s.rate,
  pacedP50: f.p50,
  pacedP99: f.p99,
  lost: s.lost + f.lost,
  // The relay's CPU (user + system) per delivered message: over the
  // saturated phase, and over the whole run (connects included). Steadier
  // than the rate on a shared machine.
  relayCpuMicrosPerMessage: micros(saturatedCpu) / s.received,
  relayCpuMicrosPerMessageWholeRun: micros(cpu) / delivered,
  clientCpuMicrosPerMessage: s.clientCpuMicros,
})
