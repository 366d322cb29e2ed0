import { type ReactNode, useEffect, useId, useRef } from 'react'

/**
 * A modal `<dialog>` named by its heading. It opens on mount (the rest of
 * the page becomes inert), moves focus to its heading so the title is read
 * first, and needs an explicit choice: Escape does nothing.
 */
export function Dialog({
  title,
  children,
}: {
  title: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    dialog?.querySelector('h2')?.focus()
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-labelledby={id}
      className="dialog"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </dialog>
  )
}
