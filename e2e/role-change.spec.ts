// An admin makes another admin a caseworker while that member's panel is open: the first refusal the member
// meets makes the panel ask who is signed in again, so the admin-only parts go and the member is told why.
// Made admin, the member gets those parts when they come back to the panel, which then asks again, and is told why.
import type { APIRequestContext, Browser, Locator } from '@playwright/test';
import { ADMIN_ONLY_MESSAGE } from '../src/contract/staff/team';
import { expect, signInInvitedMember, submitLead, test } from './support/sign-in';
import { uniqueEmail } from './support/visitor';

test('a member made caseworker while signed in loses the admin-only parts at the first refusal, and is told why', async ({
  browser,
  baseURL,
  request,
  staffApiToken,
}) => {
  const { page, id, close } = await signInInvitedMember(browser, baseURL, request, staffApiToken, { lastName: 'Demoted', isAdmin: true });
  const setAdmin = async (isAdmin: boolean) => {
    const changed = await request.patch(`/api/admin/staff/${id}`, { headers: { Authorization: `Bearer ${staffApiToken}` }, data: { isAdmin } });
    expect(changed.status(), await changed.text()).toBe(200);
  };
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  try {
    await expect(tabs.getByRole('tab', { name: 'Site Content' })).toBeVisible();
    await setAdmin(false);

    // A tab whose data is now refused.
    await tabs.getByRole('tab', { name: 'Site Content' }).click();
    await expect(page.getByText('Your role has changed', { exact: true })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Site Content' })).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: 'Team' })).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: 'Client Leads' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);

    // An action now refused: the failure says why, and the buttons go.
    await setAdmin(true);
    await page.reload();
    // The address still holds the Site Content tab; the lead export is the Client Leads tab's.
    await tabs.getByRole('tab', { name: 'Client Leads' }).click();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await setAdmin(false);
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect(page.getByText(ADMIN_ONLY_MESSAGE, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  } finally {
    await close();
  }
});

test('a caseworker made admin while signed in gets the admin-only parts on coming back to the panel, and is told why', async ({
  browser,
  baseURL,
  request,
  staffApiToken,
}) => {
  const { page, id, close } = await signInInvitedMember(browser, baseURL, request, staffApiToken, { lastName: 'Promoted' });
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  try {
    await expect(tabs.getByRole('tab', { name: 'Client Leads' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Team' })).toHaveCount(0);
    const changed = await request.patch(`/api/admin/staff/${id}`, {
      headers: { Authorization: `Bearer ${staffApiToken}` },
      data: { isAdmin: true },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    // The member comes back to the panel's window from another application.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('Your role has changed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('You are now an admin: the parts of the panel only an admin may use are open to you.', { exact: true }),
    ).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Team' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Site Content' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  } finally {
    await close();
  }
});

/** An admin signed in at /admin in a browser of their own, and a way to change their role meanwhile. */
async function demotableAdmin(browser: Browser, baseURL: string | undefined, request: APIRequestContext, staffApiToken: string, lastName: string) {
  const member = await signInInvitedMember(browser, baseURL, request, staffApiToken, { lastName, isAdmin: true });
  const setAdmin = async (isAdmin: boolean) => {
    const changed = await request.patch(`/api/admin/staff/${member.id}`, {
      headers: { Authorization: `Bearer ${staffApiToken}` },
      data: { isAdmin },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  };
  const tabs = member.page.getByRole('tablist', { name: 'Admin sections' });
  /** Demotes the member, then presses an admin-only `button`: they are told why, and it and the Team tab go. */
  const demoteThenPress = async (button: Locator) => {
    await expect(button).toBeVisible();
    await setAdmin(false);
    await button.click();
    // The refusal stays to be read before the role-change toast takes its place (one toast at a time).
    await expect(member.page.getByText(ADMIN_ONLY_MESSAGE, { exact: true })).toBeVisible();
    await expect(member.page.getByText('Your role has changed', { exact: true })).toBeVisible();
    await expect(button).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  };
  return { ...member, setAdmin, tabs, demoteThenPress };
}

test("a member made caseworker who downloads a person's data is told the server's reason, and the download button goes", async ({
  browser,
  baseURL,
  request,
  staffApiToken,
}) => {
  const { page, demoteThenPress, close } = await demotableAdmin(browser, baseURL, request, staffApiToken, 'Access');
  const lastName = `Access${Date.now().toString(36)}`;
  const email = uniqueEmail('access');
  await submitLead(request, { firstName: 'Ines', lastName, email });
  try {
    await page.getByLabel('Search leads').fill(email);
    await page.getByRole('button', { name: `View details for Ines ${lastName}` }).click();
    const details = page.getByRole('dialog', { name: `Lead details: Ines ${lastName}` });
    await demoteThenPress(details.getByRole('button', { name: 'Download personal data' }));
  } finally {
    await close();
  }
});

test("a member made caseworker who exports the complaints register is told the server's reason, and the export button goes", async ({
  browser,
  baseURL,
  request,
  staffApiToken,
}) => {
  const { page, tabs, demoteThenPress, close } = await demotableAdmin(browser, baseURL, request, staffApiToken, 'Register');
  try {
    await tabs.getByRole('tab', { name: 'Complaints' }).click();
    await demoteThenPress(page.getByRole('region', { name: 'Complaints' }).getByRole('button', { name: 'Export register' }));
  } finally {
    await close();
  }
});
