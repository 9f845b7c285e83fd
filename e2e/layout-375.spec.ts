// At 375 px: every admin tab and the client dashboard fit, and every row action is reachable.
import { expectNothingOverflows, seedLayoutData, walkAdminTabs, walkClientDashboard } from './support/layout';
import { createClient, expect, signInAsClient, test } from './support/sign-in';

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

test("at 375 px a very long client name truncates after the practice's logo, never under it", async ({ page, request, staffApiToken }) => {
  const client = await createClient(request, staffApiToken, {
    firstName: 'Maximiliana-Evangelina',
    lastName: 'Featherstonehaugh-Worthington-Cholmondeley',
  });
  await signInAsClient(page, client);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/client-dashboard');
  const header = page.getByRole('banner');
  const name = header.getByTestId('client-name');
  await expect(name).toContainText('Maximiliana-Evangelina');
  const logo = await header.locator('svg').first().locator('..').boundingBox();
  const nameBox = await name.boundingBox();
  expect(logo?.width, 'the logo keeps its 36 px').toBeCloseTo(36, 0);
  expect(nameBox?.x ?? 0, "the name starts after the logo's right edge").toBeGreaterThanOrEqual((logo?.x ?? 0) + (logo?.width ?? 0));
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth), 'the name is truncated').toBe(true);
  await expectNothingOverflows(page, header, 'client dashboard header at 375 px');
});
