// An admin invites a caseworker, who chooses a password from the emailed link, works without the admin-only
// parts of the panel, and turns on two-factor sign-in; a client who forgot their password sets a new one;
// a link that no longer works says so when its page opens.
import { TOTP } from 'otpauth';
import { PASSWORD_RESET_INVALID_MESSAGE } from '../src/contract/shared/password-reset';
import { TWO_FACTOR_CODE_NEEDED } from '../src/contract/staff/staff';
import { STAFF_EXISTS_MESSAGE } from '../src/contract/staff/team';
import { ADMIN_EMAIL } from './fixtures';
import { createClient, expect, test } from './support/sign-in';
import { linkMailedTo } from './support/mail';
import { uniqueEmail } from './support/visitor';

const CASEWORKER_PASSWORD = 'a caseworker passphrase 42';

test('an invited caseworker sets a password from the email, sees no admin-only tabs, and signs in with two-factor', async ({
  staffPage,
  browser,
  baseURL,
}) => {
  // A long journey (invitation, password, two sign-ins, two-factor, two role changes): 18 s alone, more on a busy machine.
  test.setTimeout(60_000);
  const email = uniqueEmail('casey');
  await staffPage.getByRole('tab', { name: 'Team' }).click();
  await staffPage.getByRole('button', { name: 'Invite member' }).click();
  const invite = staffPage.getByRole('dialog', { name: 'Invite a team member' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('First name').fill('Casey');
  await invite.getByLabel('Last name').fill('Worker');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(staffPage.getByText('Invitation sent', { exact: true })).toBeVisible();
  const row = staffPage.getByRole('row', { name: /Casey Worker/ });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Caseworker');
  // The first email went astray: a new one, whose link is the one that works.
  const replaced = await linkMailedTo(email);
  await row.getByRole('button', { name: 'Resend invitation to Casey Worker' }).click();
  await expect(staffPage.getByText('Invitation sent again', { exact: true })).toBeVisible();

  // The caseworker, in a browser of their own, finds the first email: its page says at once that the
  // link no longer works, before any password is typed.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(replaced);
  await expect(page.getByRole('heading', { name: 'Choose a password' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_INVALID_MESSAGE);
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Ask for a new one' })).toHaveAttribute('href', '/admin?forgot=1');

  // The newest email's link works.
  await page.goto(await linkMailedTo(email, 2));
  await expect(page.getByRole('heading', { name: 'Choose a password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('New password again').fill('password1234');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toContainText(/common/i);
  await page.getByLabel('New password', { exact: true }).fill(CASEWORKER_PASSWORD);
  await page.getByLabel('New password again').fill(CASEWORKER_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('status')).toContainText('Your new password is set');
  await page.getByRole('link', { name: 'Go to staff sign-in' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(CASEWORKER_PASSWORD);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  await expect(tabs.getByRole('tab', { name: 'Client Leads' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  await expect(tabs.getByRole('tab', { name: 'Site Content' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

  // Two-factor sign-in from the profile page, reached from the panel's header.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent()) ?? '';
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByText('Two-factor sign-in is now on.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  // Back where they came from: the panel, not the landing side's dashboard (where they never signed in).
  await page.getByRole('link', { name: 'Back to Admin Panel' }).click();
  await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();

  // Signing in again now needs the code (the next one: a code works once).
  await page.evaluate(() => window.localStorage.removeItem('adminToken'));
  await page.goto('/admin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(CASEWORKER_PASSWORD);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByText('Enter the code from your authenticator app').first()).toBeVisible();
  // The password was right: asked for the code, not told access was denied.
  await expect(page.getByText(TWO_FACTOR_CODE_NEEDED).first()).toBeVisible();
  await expect(page.getByText('Access Denied')).toHaveCount(0);
  await page.getByLabel('Two-factor code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Staff Dashboard' })).toBeVisible();

  // The admin sees two-factor on; a change of role is asked first, with what it means.
  await staffPage.reload();
  await staffPage.getByRole('tab', { name: 'Team' }).click();
  await expect(row).toContainText('On');
  await row.getByRole('button', { name: 'Make admin: Casey Worker' }).click();
  const promote = staffPage.getByRole('alertdialog', { name: 'Make admin' });
  await expect(promote).toContainText('Casey Worker will be able to do everything');
  await promote.getByRole('button', { name: 'Make admin' }).click();
  await expect(row).toContainText('Admin');

  // Casey, now an admin, steps back to caseworker herself: the admin-only parts go at once, no reload.
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Team' })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Team' }).click();
  await page
    .getByRole('row', { name: /Casey Worker/ })
    .getByRole('button', { name: 'Make caseworker: Casey Worker' })
    .click();
  const demote = page.getByRole('alertdialog', { name: 'Make caseworker' });
  await expect(demote).toContainText('You lose those at once.');
  await demote.getByRole('button', { name: 'Make caseworker' }).click();
  await expect(tabs.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
  await context.close();
});

test('a refused invitation keeps the keyboard in the dialog: at the email field when the email is already a member', async ({
  staffPage: page,
}) => {
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Invite member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a team member' });
  const email = invite.getByLabel('Email');
  await email.fill(ADMIN_EMAIL);
  await invite.getByLabel('First name').fill('Already');
  await invite.getByLabel('Last name').fill('Here');
  await invite.getByRole('button', { name: 'Send invitation' }).press('Enter');
  await expect(email).toBeFocused();
  await expect(invite.getByRole('alert')).toHaveText(STAFF_EXISTS_MESSAGE);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // Said once, at the field: no toast besides.
  await expect(page.getByText('Not changed', { exact: true })).toHaveCount(0);

  // A failure that is not about a field (the server down for a moment): focus stays on the dialog's button.
  await page.route('**/api/admin/staff', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } }) : route.fallback(),
  );
  await email.fill(uniqueEmail('new-member'));
  const send = invite.getByRole('button', { name: 'Send invitation' });
  await send.press('Enter');
  await expect(page.getByText('Not changed', { exact: true })).toBeVisible();
  await expect(send).toBeFocused();
  expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
});

test('a client who forgot their password sets a new one from the emailed link and signs in with it', async ({ page, request, staffApiToken }) => {
  const client = await createClient(request, staffApiToken, { firstName: 'Rosa', lastName: 'Reset' });
  await page.goto('/client-login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel("Your account's email").fill(client.email);
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for that email address');
  await expect(page.getByRole('status')).toContainText('It is valid for 60 minutes. Check your spam folder');

  await page.goto(await linkMailedTo(client.email));
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  // A common password is refused by the server; a next attempt the form itself refuses shows only its own error.
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('New password again').fill('password1234');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('This password is too common')).toBeVisible();
  await page.getByLabel('New password again').fill('password12345');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await expect(page.getByText('This password is too common')).toHaveCount(0);
  const fresh = 'a completely new client passphrase';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('New password again').fill(fresh);
  await page.getByRole('button', { name: 'Set password' }).click();
  const used = page.url();
  // Choosing the password signs the client in; signed out again, the rest is a stranger's view.
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await page.context().clearCookies();
  // The same link again: it says at once that it no longer works, with no form to fill in first, and
  // leads to where a new one is asked for.
  await page.goto(used);
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_INVALID_MESSAGE);
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set password' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Ask for a new one' }).click();
  // The sign-in page opens with the request form ready; Cancel closes it.
  await expect(page).toHaveURL(/\/client-login\?forgot=1$/);
  await expect(page.getByLabel("Your account's email")).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill(fresh);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(page).toHaveURL(/\/client-dashboard$/);
  await expect(page.getByTestId('case-id')).toHaveText(client.caseId);
});

test('a link used up after its page opened is still refused when the new password is submitted', async ({ page, request, staffApiToken }) => {
  const client = await createClient(request, staffApiToken, { firstName: 'Tariq', lastName: 'Twice' });
  expect((await request.post('/api/client/password-reset', { data: { email: client.email } })).status()).toBe(202);
  // The newest email once the reset link has arrived (the assessment's receipt came before it).
  let link = '';
  await expect.poll(async () => (link = await linkMailedTo(client.email).catch(() => '')), { timeout: 15_000 }).not.toBe('');
  await page.goto(link);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  // Meanwhile the same link is used in another tab.
  const token = new URL(link, 'http://localhost').searchParams.get('token');
  const elsewhere = await request.post('/api/client/password-reset/confirm', { data: { token, password: 'set in another tab first' } });
  expect(elsewhere.status()).toBe(200);
  await page.getByLabel('New password', { exact: true }).fill('and then typed here too');
  await page.getByLabel('New password again').fill('and then typed here too');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toHaveText(PASSWORD_RESET_INVALID_MESSAGE);
});

test('on a phone the selected admin tab is shown in the tab strip, not scrolled out of it', async ({ staffPage }) => {
  await staffPage.setViewportSize({ width: 375, height: 800 });
  await staffPage.goto('/admin?tab=team');
  const tab = staffPage.getByRole('tab', { name: 'Team' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // Once the tabs have settled (the Live Chat tab may gain its unread count after the first paint).
  await expect
    .poll(async () => {
      const strip = await staffPage.getByRole('tablist', { name: 'Admin sections' }).boundingBox();
      const box = await tab.boundingBox();
      // Within a pixel: the tabs' widths are fractional, and a strip scrolled to its end may leave 0.02 px.
      return Boolean(strip && box && box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1);
    })
    .toBe(true);
});
