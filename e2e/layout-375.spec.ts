// At 375 px: every admin tab and the client dashboard fit, and every row action is reachable.
import { seedLayoutData, walkAdminTabs, walkClientDashboard } from './support/layout';
import { test } from './support/sign-in';

test('at 375 px every admin tab and the client dashboard fit their cards, and every row action is reachable', async ({
  clientPage,
  client,
  staffPage,
  staffApiToken,
  request,
}) => {
  test.setTimeout(120_000);
  const { fileName } = await seedLayoutData(request, clientPage, client, staffApiToken);
  await test.step('client dashboard', () => walkClientDashboard(clientPage, 375, fileName));
  await test.step('admin tabs', () => walkAdminTabs(staffPage, 375));
});
