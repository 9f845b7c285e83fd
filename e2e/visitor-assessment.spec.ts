// Journey: a visitor fills the free assessment, sees every live behaviour of the form, submits,
// is told it worked, and cannot submit twice with the same email; then sends a contact message.
import { expect, test, type Page } from '@playwright/test';
import { ASSESSMENT_REFERENCE_PATTERN } from '../src/contract/intake/assessment-messages';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { mailsTo } from './support/mail';
import { e2eDatabaseUrl, looksNeutral, looksRed, looksYellow, openLanding, queryE2eDatabase, textRgb, uniqueEmail } from './support/visitor';

const PARTNER = 'Example Partner LLP';

function assessment(page: Page) {
  const form = page.locator('#assessment-form form');
  return {
    form,
    firstName: form.getByLabel('First name', { exact: true }),
    lastName: form.getByLabel('Last name', { exact: true }),
    email: form.getByLabel('Email', { exact: true }),
    phone: form.getByLabel('Phone', { exact: true }),
    country: form.getByLabel('Country', { exact: true }),
    amountLost: form.getByLabel('Amount lost', { exact: true }),
    currency: form.getByLabel('Currency', { exact: true }),
    depositMethod: form.getByLabel('How you sent money', { exact: true }),
    companyName: form.getByLabel('Company or website name', { exact: true }),
    expertCallTime: form.getByLabel('Expert call time', { exact: true }),
    caseDetails: form.getByLabel('Case details', { exact: true }),
    consent: form.getByRole('checkbox'),
    counter: form.getByTestId('case-details-counter'),
    submit: form.getByRole('button', { name: /^(Start Recovery Process|Submitting\.\.\.)$/ }),
    alerts: form.getByRole('alert'),
  };
}

const toast = (page: Page) => page.locator('.toast-root');

interface Visitor {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  amountLost: string;
  currency: string;
  depositMethod: string;
  companyName: string;
  expertCallTime: string;
  caseDetails: string;
}

async function fillAssessment(page: Page, visitor: Visitor) {
  const f = assessment(page);
  await f.firstName.fill(visitor.firstName);
  await f.lastName.fill(visitor.lastName);
  await f.email.fill(visitor.email);
  await f.phone.fill(visitor.phone);
  await f.country.selectOption(visitor.country);
  await f.amountLost.selectOption(visitor.amountLost);
  await f.currency.selectOption(visitor.currency);
  await f.depositMethod.selectOption(visitor.depositMethod);
  await f.companyName.fill(visitor.companyName);
  await f.expertCallTime.fill(visitor.expertCallTime);
  await f.caseDetails.fill(visitor.caseDetails);
}

function visitorWithEmail(email: string): Visitor {
  return {
    firstName: '  Ada  ',
    lastName: ' Lovelace ',
    email: `  ${email.toUpperCase()}  `,
    phone: ' +44 (20) 7946-0958 ',
    country: 'United Kingdom',
    amountLost: '5000-10000',
    currency: 'GBP',
    depositMethod: 'cryptocurrency',
    companyName: '  fake-exchange.example  ',
    expertCallTime: ' Weekday mornings ',
    caseDetails: '  A fake exchange took my deposit and stopped answering my emails.  ',
  };
}

test.describe('visitor assessment', () => {
  test('the phone input drops letters as they are typed', async ({ page }) => {
    await openLanding(page);
    const f = assessment(page);
    await f.phone.pressSequentially('12a');
    await expect(f.phone).toHaveValue('12');
    await f.phone.pressSequentially('b3');
    await expect(f.phone).toHaveValue('123');
    await f.phone.fill('');
    await f.phone.pressSequentially('+44 (20) abc 7946-0958.x');
    await expect(f.phone).toHaveValue('+44 (20)  7946-0958.');
    // The caret stays where the visitor types: a letter typed mid-number leaves the rest in place.
    await f.phone.fill('0123');
    await f.phone.press('Home');
    await f.phone.press('ArrowRight');
    await f.phone.press('ArrowRight');
    await page.keyboard.type('z9');
    await expect(f.phone).toHaveValue('01923');
  });

  test('the case details counter warns above 900 and stops input at 1000', async ({ page }) => {
    await openLanding(page);
    const f = assessment(page);
    await expect(f.counter).toHaveText('0/1000 characters');
    expect(looksNeutral(await textRgb(f.counter))).toBe(true);

    await f.caseDetails.pressSequentially('Hello');
    await expect(f.counter).toHaveText('5/1000 characters');

    await f.caseDetails.fill('x'.repeat(900));
    await expect(f.counter).toHaveText('900/1000 characters');
    expect(looksNeutral(await textRgb(f.counter))).toBe(true);

    await f.caseDetails.press('End');
    await page.keyboard.type('y');
    await expect(f.counter).toHaveText('901/1000 characters (approaching limit)');
    const warning = await textRgb(f.counter);
    expect(looksYellow(warning), `counter colour ${JSON.stringify(warning)} above 900`).toBe(true);

    await f.caseDetails.fill('x'.repeat(998));
    await f.caseDetails.press('End');
    await page.keyboard.type('abcdef');
    await expect(f.counter).toHaveText('1000/1000 characters (limit reached)');
    await expect(f.caseDetails).toHaveValue(`${'x'.repeat(998)}ab`);
    const limit = await textRgb(f.counter);
    expect(looksRed(limit), `counter colour ${JSON.stringify(limit)} at 1000`).toBe(true);

    // Pasting more than the limit is cut off at 1000 too.
    await f.caseDetails.fill('z'.repeat(1200));
    await expect(f.caseDetails).toHaveValue('z'.repeat(1000));
    await expect(f.counter).toHaveText('1000/1000 characters (limit reached)');

    // Going back under the warning threshold clears it.
    await f.caseDetails.fill('short text');
    await expect(f.counter).toHaveText('10/1000 characters');
    expect(looksNeutral(await textRgb(f.counter))).toBe(true);
  });

  test('submitting empty or invalid shows each validation message and sends nothing', async ({ page }) => {
    await openLanding(page);
    const f = assessment(page);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/client-submissions') posts += 1;
    });

    await f.submit.click();
    await expect(f.alerts).toHaveText([
      'First name is required',
      'Last name is required',
      'Valid email is required',
      'Phone number is required',
      'Country is required',
      'Amount lost is required',
      'How you sent money is required for our investigation',
      'Company/website name is required to track the scammer',
      'Please provide at least 10 characters describing your case',
    ]);
    await expect(f.firstName).toHaveAttribute('aria-invalid', 'true');
    // The keyboard lands on the first invalid field, where the visitor starts reading.
    await expect(f.firstName).toBeFocused();

    // Blank after trimming is still empty; a bad email and short details get their own messages.
    await fillAssessment(page, { ...visitorWithEmail('x@example.com'), firstName: '   ', email: 'not-an-email', caseDetails: ' short    ' });
    await f.submit.click();
    await expect(f.alerts).toHaveText([
      'First name is required',
      'Valid email is required',
      'Please provide at least 10 characters describing your case',
    ]);

    // A browser that ignores maxlength still cannot send more than 1000 characters.
    await f.caseDetails.evaluate((element) => element.removeAttribute('maxlength'));
    await f.caseDetails.fill('d'.repeat(1001));
    await f.firstName.fill('Ada');
    await f.email.fill(uniqueEmail('too-long'));
    await f.submit.click();
    await expect(f.alerts).toHaveText(['Case details must be 1000 characters or less for CRM compatibility']);

    expect(posts).toBe(0);
    await expect(toast(page)).toHaveCount(0);
  });

  test('a phone number with letters that gets past the form is refused with the phone message', async ({ page }) => {
    // Letters cannot be typed (see above), so send a request as a client without the live filter
    // would: the server's answer is what the visitor is shown.
    await openLanding(page);
    await page.route('**/api/client-submissions', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, phone: '+44 20 CALL ME' }) });
    });
    const email = uniqueEmail('phone-letters');
    await fillAssessment(page, visitorWithEmail(email));
    await assessment(page).submit.click();
    await expect(toast(page)).toContainText('Validation Error');
    await expect(toast(page)).toContainText('Phone number can only contain numbers and symbols (+, -, space, parentheses, periods)');
    if (e2eDatabaseUrl) {
      expect(await queryE2eDatabase('select id from client_submissions where lower(email) = $1', [email])).toHaveLength(0);
    }
  });

  test('a visitor submits, sees the button pending, the success toast, an emptied form, and the lead is stored', async ({ page }) => {
    await openLanding(page);
    const f = assessment(page);
    const email = uniqueEmail('visitor');
    const visitor = visitorWithEmail(email);

    // Hold the request long enough to see the pending state.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/client-submissions', async (route) => {
      await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      await route.continue();
    });

    await fillAssessment(page, visitor);
    await expect(f.consent).toBeVisible(); // the box exists because a partner is configured
    const consentLabel = page.locator('label[for="assessment-consentToShare"]');
    await expect(consentLabel).toContainText(PARTNER);
    await f.consent.check();
    await expect(f.counter).toHaveText(`${visitor.caseDetails.length}/1000 characters`);

    const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/client-submissions');
    await f.submit.click();
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    await expect(f.submit).toHaveText('Submitting...');
    await expect(f.submit).toBeDisabled();
    // The form sends the trimmed, lowercased values.
    expect(sent).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email, consentToShare: true });
    // Its own id for this sending: a proxy's retry of it is answered with the assessment stored.
    expect(sent.sendingId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    release();

    await expect(toast(page)).toContainText('Assessment Submitted Successfully!');
    await expect(toast(page)).toContainText('Our cyber fraud recovery team will contact you within 24 hours to discuss your case.');

    // The confirmation takes the form's place: the reference, what happens next and the free routes.
    const confirmation = page.getByTestId('assessment-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Assessment received' })).toBeFocused();
    await expect(page.getByTestId('assessment-reference')).toHaveText(ASSESSMENT_REFERENCE_PATTERN);
    const reference = (await page.getByTestId('assessment-reference').textContent()) ?? '';
    // On a phone the reference stays on one line, so it can be read and copied as one.
    const width = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 740 });
    expect((await page.getByTestId('assessment-reference').boundingBox())?.height).toBeLessThan(36);
    if (width) await page.setViewportSize(width);
    await expect(confirmation).toContainText('contacts you within 24 hours');
    await expect(confirmation).toContainText('Your bank or card issuer');
    await expect(confirmation.getByRole('link', { name: /financial-ombudsman\.org\.uk/ })).toBeVisible();
    await expect(confirmation.getByRole('link', { name: /reportfraud\.police\.uk/ })).toBeVisible();
    await expect(confirmation).toContainText('0300 123 2040');
    await expect(confirmation).not.toContainText(/action\s*fraud/i);

    // Another assessment starts from an emptied form.
    await confirmation.getByRole('button', { name: 'Submit another assessment' }).click();
    await expect(f.submit).toHaveText('Start Recovery Process');
    await expect(f.submit).toBeEnabled();
    await expect(f.firstName).toBeFocused();
    for (const field of [f.firstName, f.lastName, f.email, f.phone, f.companyName, f.caseDetails]) await expect(field).toHaveValue('');
    for (const select of [f.country, f.amountLost, f.depositMethod]) await expect(select).toHaveValue('');
    await expect(f.currency).toHaveValue('USD');
    await expect(f.expertCallTime).toHaveValue('Any time');
    await expect(f.consent).not.toBeChecked();
    await expect(f.counter).toHaveText('0/1000 characters');
    await expect(f.alerts).toHaveCount(0);

    if (e2eDatabaseUrl) {
      const rows = await queryE2eDatabase<Record<string, unknown>>(
        `select first_name, last_name, email, phone, country, amount_lost, currency, deposit_method, company_name,
                expert_call_time, case_details, consent_to_share, consent_text, consent_at, status, source, reference
           from client_submissions where lower(email) = lower($1)`,
        [email],
      );
      expect(rows).toHaveLength(1);
      const [lead] = rows;
      expect(lead).toMatchObject({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        phone: '+44 (20) 7946-0958',
        country: 'United Kingdom',
        amount_lost: '5000-10000',
        currency: 'GBP',
        deposit_method: 'cryptocurrency',
        company_name: 'fake-exchange.example',
        expert_call_time: 'Weekday mornings',
        case_details: 'A fake exchange took my deposit and stopped answering my emails.',
        consent_to_share: true,
        status: 'new',
        reference,
      });
      expect(String(lead.consent_text)).toContain(PARTNER);
      expect(lead.consent_at).toBeInstanceOf(Date);
      expect(Math.abs(Date.now() - (lead.consent_at as Date).getTime())).toBeLessThan(5 * 60_000);
    }

    // The same email again, in another case, is a duplicate; this also proves the first was stored.
    await page.unroute('**/api/client-submissions');
    await fillAssessment(page, { ...visitor, email: `  ${email.replace(/^./, (c) => c.toUpperCase())}` });
    await f.submit.click();
    await expect(toast(page)).toContainText('Duplicate Submission Detected');
    await expect(toast(page)).toContainText('A submission with this email already exists. Our team will contact you soon.');
    // A refused submission keeps what the visitor typed.
    await expect(f.firstName).toHaveValue(visitor.firstName);

    if (e2eDatabaseUrl) {
      expect(await queryE2eDatabase('select id from client_submissions where lower(email) = lower($1)', [email])).toHaveLength(1);
    }
  });

  test('without the consent box ticked no consent is stored', async ({ page }) => {
    test.skip(!e2eDatabaseUrl, 'needs E2E_DATABASE_URL to read the stored lead');
    await openLanding(page);
    const f = assessment(page);
    const email = uniqueEmail('no-consent');
    await fillAssessment(page, visitorWithEmail(email));
    await expect(f.consent).not.toBeChecked();
    await f.submit.click();
    await expect(toast(page)).toContainText('Assessment Submitted Successfully!');
    const rows = await queryE2eDatabase<{ consent_to_share: boolean; consent_text: string | null; consent_at: Date | null }>(
      'select consent_to_share, consent_text, consent_at from client_submissions where email = $1',
      [email],
    );
    expect(rows).toEqual([{ consent_to_share: false, consent_text: null, consent_at: null }]);
  });

  test('the contact form sends a message: a confirmation takes its place, and an email says it arrived without repeating it', async ({ page }) => {
    await openLanding(page);
    const contact = page.locator('#contact');
    const form = contact.locator('form');
    const email = uniqueEmail('contact');
    const subject = `Question ${email}`;
    await form.getByLabel('First name', { exact: true }).fill(' Grace ');
    await form.getByLabel('Last name', { exact: true }).fill('Hopper');
    await form.getByLabel('Email', { exact: true }).fill(email);
    const phone = form.getByLabel('Phone (optional)', { exact: true });
    await phone.pressSequentially('+1 555x 0100');
    await expect(phone).toHaveValue('+1 555 0100');
    await form.getByLabel('Subject (optional)', { exact: true }).fill(subject);
    await form.getByLabel('Message', { exact: true }).fill('Do you handle cases from Canada?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    // The confirmation is where the form was, and has the focus; no toast to miss.
    const confirmation = contact.getByTestId('contact-confirmation');
    await expect(confirmation.getByRole('heading', { name: 'Message received' })).toBeFocused();
    await expect(confirmation).toContainText('We have emailed you to confirm that it arrived.');
    await expect(form).toHaveCount(0);
    await expect(toast(page)).toHaveCount(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await confirmation.scrollIntoViewIfNeeded();
      await expect(confirmation.getByRole('button', { name: 'Send another message' })).toBeInViewport({ ratio: 1 });
      // Nothing of it runs out of the page sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoSeriousA11yViolations(page, '#contact');
    }

    // The receipt: that it arrived, none of what was written, and the standing warning.
    const [receipt] = await mailsTo(email);
    expect(receipt).toContain('we have received the message you sent with the contact form');
    expect(receipt).toMatch(/never ask you to pay anything to receive your funds/);
    expect(receipt).not.toContain('Canada');
    expect(receipt).not.toContain(subject);

    // Another message starts from an empty form.
    await confirmation.getByRole('button', { name: 'Send another message' }).click();
    await expect(form.getByLabel('First name', { exact: true })).toBeFocused();
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');

    if (e2eDatabaseUrl) {
      const rows = await queryE2eDatabase('select first_name, email, phone, subject, message from contact_submissions where subject = $1', [
        subject,
      ]);
      expect(rows).toEqual([{ first_name: 'Grace', email, phone: '+1 555 0100', subject, message: 'Do you handle cases from Canada?' }]);
    }
  });
});
