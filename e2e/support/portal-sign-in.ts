import { expect, type Page } from '@playwright/test';
import { portalMessages } from '@site/contracts/client-portal';
import { paths } from '@site/contracts/routes';
import { mailsTo } from './mail';
import { hydrated } from './hydrated';

/**
 * The six-digit code of the newest sign-in email to `email` once more than `after` of them have
 * been sent, waiting for the outbox.
 */
export async function codeFromMail(email: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(email)).filter((mail) =>
          mail.text.includes(`Subject: ${portalMessages.codeEmailSubject}`),
        );
        code = mails.length > after ? mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1] : undefined;
        return code !== undefined;
      },
      { timeout: 20_000, message: `a sign-in code emailed to ${email}` },
    )
    .toBe(true);
  return code!;
}

/**
 * A client signs in to his portal as he would: his address, then the code from the email; he
 * lands on his own page (the caller checks its heading).
 */
export async function signInToPortal(page: Page, email: string): Promise<void> {
  const before = (await mailsTo(email)).filter((mail) =>
    mail.text.includes(`Subject: ${portalMessages.codeEmailSubject}`),
  ).length;
  await page.goto(paths.portal);
  // The server draws the form; it answers once the page has hydrated.
  await hydrated(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send Me a Code' }).click();
  await expect(page.getByText(portalMessages.codeSent)).toBeVisible();
  await page
    .getByLabel('Code from the email', { exact: true })
    .fill(await codeFromMail(email, before));
  await page.getByRole('button', { name: 'Sign In' }).click();
}
