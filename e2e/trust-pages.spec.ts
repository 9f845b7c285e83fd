// /verify and /privacy show the firm's configured details and pass axe, at phone and desktop widths.
import AxeBuilder from '@axe-core/playwright';
import { NEVER_ASKS } from '../src/contract/content/links';
import { expect, test } from './support/sign-in';
import { e2eDatabaseUrl, queryE2eDatabase } from './support/visitor';

const COMPANY = {
  legalName: 'Harbour Recovery Ltd',
  registeredAddress: '2 Quay Street, Bristol BS1 4AA',
  companyNumber: '12345678',
  email: 'help@harbour.example',
  phone: '+44 117 000 0000',
  regulatorStatement: 'Authorised and regulated by the Financial Conduct Authority',
  regulatorReference: 'FRN 987654',
  regulatorRegisterUrl: 'https://register.fca.org.uk/s/firm?id=987654',
  dataProtectionRegistration: 'ZB123456',
};

test.afterAll(async () => {
  if (e2eDatabaseUrl) await queryE2eDatabase("delete from site_content where key = 'company'");
});

test('/privacy without company details still gives a way to exercise your rights, and claims no regulator', async ({ page }) => {
  test.skip(!e2eDatabaseUrl, 'needs the database');
  await queryE2eDatabase("delete from site_content where key = 'company'");
  await page.goto('/privacy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  await expect(main).not.toContainText('Financial Conduct Authority');
  await main.getByRole('link', { name: 'the contact form on our home page' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole('heading', { name: 'Have a question first?' })).toBeInViewport();
});

test('/verify and /privacy show the configured details and pass axe', async ({ page, request, staffApiToken }) => {
  const saved = await request.put('/api/admin/content/company', { headers: { Authorization: `Bearer ${staffApiToken}` }, data: COMPANY });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Check it is really us' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByRole('heading', { name: 'Check it is really us', level: 1 })).toBeVisible();
  for (const value of [COMPANY.legalName, COMPANY.companyNumber, COMPANY.regulatorReference, COMPANY.email, '127.0.0.1']) {
    await expect(page.getByRole('main')).toContainText(value);
  }
  await expect(page.getByRole('link', { name: COMPANY.regulatorRegisterUrl })).toHaveAttribute('href', COMPANY.regulatorRegisterUrl);
  await expect(page.getByRole('list', { name: 'What we will never do' }).getByRole('listitem')).toHaveCount(NEVER_ASKS.length);
  await expect(page.getByRole('link', { name: /Report Fraud \(England, Wales and Northern Ireland\)/ })).toHaveAttribute(
    'href',
    'https://www.reportfraud.police.uk/',
  );
  await expect(page.getByRole('main')).toContainText('or call 0300 123 2040');
  await expect(page.getByRole('link', { name: /Police Scotland/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('or call 101');
  await expect(page.getByRole('main')).not.toContainText(/action\s*fraud/i);

  await page.goto('/');
  await page.getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible();
  const schedule = page.getByTestId('retention-schedule');
  await expect(schedule).toContainText('2 years');
  await expect(schedule).toContainText('6 years after the case is closed');
  await expect(schedule).toContainText('3 years after the complaint is closed');
  await expect(page.getByRole('main')).toContainText(COMPANY.dataProtectionRegistration);
  await expect(page.getByRole('link', { name: /ico\.org\.uk/ })).toBeVisible();

  for (const path of ['/verify', '/privacy']) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      expect(serious, `${path} at ${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});
