// Runs a bench child script (bench/relay/clients.mjs, bench/lib/httpLoad.mjs)
// in its own Node process: sends it `options` over IPC and resolves with
// its `{ result }` answer. The child is killed after `timeoutMs`.
import { fork } from 'node:child_process'

export function forkChild(script, options, timeoutMs) {
  const child = fork(script, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${script}: over ${timeoutMs} ms`))
    }, timeoutMs)
    child.once('message', (answer) => {
      clearTimeout(timer)
      if (answer.error) reject(new Error(answer.error))
      else resolve(answer.result)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${script} exited with ${code}`))
    })
    child.send(options)
  })
}
