// An admin makes another admin a caseworker while that member's panel is open: the first refusal the member
// meets makes the panel ask who is signed in again, so the admin-only parts go and the member is told why.
import { ADMIN_ONLY_MESSAGE } from '../src/contract/staff/team';
import { expect, signInInvitedMember, test } from './support/sign-in';

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
