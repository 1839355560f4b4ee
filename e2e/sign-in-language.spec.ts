// The language stays through sign-in: the Swedish or English login page opened directly signs in
// to that language's front page, not the Finnish one.
import { sv } from '../src/i18n/messages/sv.ts';
import { en } from '../src/i18n/messages/en.ts';
import { expect, test } from './fixtures.ts';
import { signInProvider } from './sign-in.ts';

for (const [language, loginPage, text, front] of [
  ['sv', '/sv/e-tjanster/identifiering/logga-in', sv, '/sv/e-tjanster/'],
  ['en', '/en/e-services/identification/log-in', en, '/en/e-services/'],
] as const) {
  test(`the ${language} login page opened directly signs in to the ${language} front page`, async ({
    page,
  }) => {
    await page.goto(loginPage);
    await page
      .getByRole('main')
      .getByRole('button', { name: text.identification.login.button })
      .click();
    await page.waitForURL(`${signInProvider}/interaction/**`);
    await page.getByRole('button', { name: /Laura Helena Mäkinen/ }).click();
    await expect(page).toHaveURL(front);
    await expect(page.getByRole('heading', { level: 1, name: text.frontPage.title })).toBeVisible();
  });
}
