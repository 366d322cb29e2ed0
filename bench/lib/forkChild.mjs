// Runs a bench child script (bench/relay/clients.mjs, bench/lib/httpLoad.mjs)
// in its own Node process: sends it `options` over IPC and resolves with
// its `{ result }` answer. The child is killed after `timeoutMs`. The child
// side is answerParent; it may also send `{ event }` messages on the way
// (tellParent), which go to `onEvent`.
import { fork } from 'node:child_process'

/**
 * @param {string | URL} script
 * @param {object} options
 * @param {number} timeoutMs
 * @param {(event: string) => void} [onEvent]
 * @param {{ execArgv?: string[] }} [forkOptions] e.g. `execArgv: []` for a
 *   child of a test runner, which must not inherit its flags
 */
export function forkChild(script, options, timeoutMs, onEvent, forkOptions) {
  const child = fork(script, [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    ...forkOptions,
  })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${script}: over ${timeoutMs} ms`))
    }, timeoutMs)
    child.on('message', (answer) => {
      if (answer.event !== undefined) {
        onEvent?.(answer.event)
        return
      }
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

/** In a child started by forkChild: a milestone for the parent's `onEvent`. */
export function tellParent(event) {
  process.send?.({ event })
}

/**
 * In a child started by forkChild: runs `main` on the options the parent
 * sends, answers `{ result }` or `{ error }` (the stack) and exits.
 * @param {(options: any) => Promise<unknown>} main
 */
export function answerParent(main) {
  process.once('message', (options) => {
    main(options).then(
      (result) => process.send({ result }, () => process.exit(0)),
      (error) =>
        process.send({ error: String(error?.stack ?? error) }, () =>
          process.exit(1),
        ),
    )
  })
}
