import { startMailCatcher } from '@latch/devnet/node'
import { expect, it } from 'vitest'
import { createMailer } from './createMailer.js'

it('sends over SMTP; the mail catcher lists it as JSON and HTML', async () => {
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
  try {
    const mailer = createMailer({
      smtpUrl: catcher.smtpUrl,
      from: 'Latch <a@example.com>',
    })
    await mailer.send({
      to: 'Ann@Example.com',
      subject: 'Code <123456>',
      text: 'Your code is 123456',
    })
    mailer.close()
    const mail = await catcher.waitForMail({ to: 'ann@example.com' })
    expect(mail.subject).toBe('Code <123456>')
    const json = await (
      await fetch(`${catcher.url}/messages.json?to=ann@example.com`)
    ).json()
    expect(json).toHaveLength(1)
    const html = await (await fetch(catcher.url)).text()
    expect(html).toContain('Code &#60;123456&#62;')
    expect(
      await (
        await fetch(`${catcher.url}/messages.json?to=bob@example.com`)
      ).json(),
    ).toEqual([])
  } finally {
    await catcher.close()
  }
})
