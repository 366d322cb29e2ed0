import type { ReactNode } from 'react'
import { messages } from './messages'
import './styles.css'

export const metadata = {
  title: messages.title,
  description: messages.intro,
}

/** The document: everything else is the page's. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
