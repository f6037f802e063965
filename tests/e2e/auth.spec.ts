import { type Page, expect, test } from "@playwright/test";
import { BRAND_B, DEMO, forgetSmsSends, hydrated, logInWithForm, newPlayer, solveCaptcha } from "./support";

/** Every body posted to these paths, to prove what left the browser. */
function capturePosts(page: Page, paths: string[]) {
  const posts: { path: string; body: string; headers: Record<string, string> }[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === "POST" && paths.includes(path)) posts.push({ path, body: request.postData() ?? "", headers: request.headers() });
  });
  return posts;
}

async function openLogin(page: Page, origin = DEMO) {
  await page.goto(`${origin}/m/login`);
  await hydrated(page);
}

async function smsCode(page: Page, mobile: string): Promise<string> {
  return page.evaluate(async (number) => {
    const answer = await (await fetch(`/wps/sandbox/sms?mobileNum=${number}`)).json();
    return answer.value.code as string;
  }, mobile);
}

test.use({ locale: "en" });

test.describe("SPEC §4 sign-in and registration", () => {
  test("§4 register a new player, log out, and log in again; no password leaves in clear", async ({ page }) => {
    const posts = capturePosts(page, ["/wps/member/register", "/wps/session/login"]);
    const name = `e2e${Date.now() % 1_000_000_000}`;
    await page.goto(`${DEMO}/m/register?affiliateCode=AFF3`);
    await hydrated(page);
    await page.getByLabel("Username").fill(`  ${name}  `);
    await page.getByLabel("Password", { exact: true }).fill("Secret99");
    await page.getByLabel("Confirm password").fill("Secret99");
    await page.getByRole("checkbox", { name: /I am 18 or older/ }).tap();
    await page.getByRole("button", { name: "Register" }).tap();
    await solveCaptcha(page);
    const welcome = page.getByRole("alertdialog");
    await expect(welcome).toContainText("Your account is ready");
    await welcome.getByRole("button", { name: "Start playing" }).tap();
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("affiliateCode")).toBe("AFF3");

    await page.getByRole("link", { name: "Me", exact: true }).tap();
    await expect(page.getByText(`Hello, ${name}`)).toBeVisible();
    await page.getByRole("button", { name: "Log out" }).tap();
    await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
    await logInWithForm(page, name, "Secret99");
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();

    expect(posts.map((post) => post.path)).toEqual(["/wps/member/register", "/wps/session/login"]);
    for (const post of posts) {
      expect(post.body).not.toContain("Secret99");
      expect(post.body).not.toContain(name);
      expect(Object.keys(JSON.parse(post.body))).toEqual(["value"]);
      expect(post.headers["x-rsa"]).toBeTruthy();
      expect(post.headers.device).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(posts[0]!.headers.moduleid).toBe("REG3");
  });

  test("§8 a wrong password says so and forgets the remembered login", async ({ page }) => {
    await openLogin(page);
    await logInWithForm(page, "player1");
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    // Saved once the password is sealed (IndexedDB and WebCrypto), which can finish after the home has painted.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("MC_REMEMBERED_LOGIN"))).toContain('"username":"player1"');
    expect(await page.evaluate(() => localStorage.getItem("MC_REMEMBERED_LOGIN"))).not.toContain("Demo1234");
    await page.evaluate(() => sessionStorage.clear());
    await openLogin(page);
    await expect(page.getByLabel("Username")).toHaveValue("player1");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("Demo1234");
    await page.getByLabel("Password", { exact: true }).fill("wrong-pass");
    await page.getByRole("button", { name: "Log in", exact: true }).tap();
    await solveCaptcha(page);
    await expect(page.getByRole("alertdialog")).toContainText("The username or password is incorrect.");
    expect(await page.evaluate(() => localStorage.getItem("MC_REMEMBERED_LOGIN"))).toBeNull();
  });

  test("§5 bad input: empty fields, a 200-character username and emoji are refused before anything is sent", async ({ page }) => {
    const posts = capturePosts(page, ["/wps/session/login", "/wps/member/register"]);
    await openLogin(page);
    await page.getByRole("button", { name: "Log in", exact: true }).tap();
    await expect(page.getByText("Enter your username.")).toBeVisible();
    await expect(page.getByText("Enter your password.")).toBeVisible();
    await expect(page.getByLabel("Username")).toBeFocused();
    await page.getByLabel("Username").fill("x".repeat(200));
    // The field takes no more than the rule's 16 characters (issue #14, maxlength); other wrong names are still refused.
    await expect(page.getByLabel("Username")).toHaveValue("x".repeat(16));
    await page.getByLabel("Username").fill("x y");
    await page.getByLabel("Password", { exact: true }).fill("Demo1234");
    await page.getByRole("button", { name: "Log in", exact: true }).tap();
    await expect(page.getByText("Use 4 to 16 letters, digits or underscores.")).toBeVisible();
    await page.goto(`${DEMO}/m/register`);
    await hydrated(page);
    await page.getByLabel("Username").fill("jogador😀");
    await page.getByLabel("Password", { exact: true }).fill("Secret99");
    await page.getByLabel("Confirm password").fill("Secret98");
    await page.getByRole("checkbox", { name: /I am 18 or older/ }).tap();
    await page.getByRole("button", { name: "Register" }).tap();
    await expect(page.getByText("Use 4 to 16 letters, digits or underscores.")).toBeVisible();
    await page.getByLabel("Username").fill("jogador_1");
    await page.getByRole("button", { name: "Register" }).tap();
    await expect(page.getByText("The two passwords do not match.")).toBeVisible();
    expect(posts).toEqual([]);
  });

  test("§4 double submits are blocked: one registration request however fast the taps", async ({ page }) => {
    const posts = capturePosts(page, ["/wps/member/register"]);
    await page.goto(`${DEMO}/m/register`);
    await hydrated(page);
    await page.getByLabel("Username").fill(`dbl${Date.now() % 1_000_000}`);
    await page.getByLabel("Password", { exact: true }).fill("Secret99");
    await page.getByLabel("Confirm password").fill("Secret99");
    await page.getByRole("checkbox", { name: /I am 18 or older/ }).tap();
    await page.getByRole("button", { name: "Register" }).evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
      button.click();
    });
    await solveCaptcha(page);
    await expect(page.getByRole("alertdialog")).toContainText("Your account is ready");
    expect(posts).toHaveLength(1);
  });

  for (const [username, tab, label, value] of [
    ["mfa_email", "Email", "Email address", " mfa.email@demo.example "],
    ["mfa_payee", "Payee name", "Bank account holder's name", "Maria Silva"],
    ["mfa_ga", "Authenticator", "Authenticator code", "246810"],
  ] as const) {
    test(`§4 second factor by ${tab}`, async ({ page }) => {
      await openLogin(page);
      await logInWithForm(page, username);
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading", { name: "Verify it's you" })).toBeVisible();
      await dialog.getByRole("button", { name: "Verify" }).tap();
      await expect(dialog.getByText("Fill in this field.")).toBeVisible();
      await expect(dialog.getByLabel(label)).toBeFocused();
      await dialog.getByLabel(label).fill(value);
      await dialog.getByRole("button", { name: "Verify" }).tap();
      await expect(page.getByRole("status").filter({ hasText: "Verification passed, logging in shortly" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    });
  }

  test("§4 second factor by SMS, and a wrong answer clears the fields with the server's message", async ({ page }) => {
    await openLogin(page);
    await logInWithForm(page, "mfa_all");
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "Payee name" }).tap();
    await dialog.getByLabel("Bank account holder's name").fill("Somebody Else");
    await dialog.getByRole("button", { name: "Verify" }).tap();
    await expect(page.getByRole("alertdialog")).toContainText("The details you entered do not match our records.");
    await page.getByRole("alertdialog").getByRole("button", { name: "OK" }).tap();
    await expect(dialog.getByLabel("Bank account holder's name")).toHaveValue("");
    await dialog.getByRole("tab", { name: "SMS" }).tap();
    await dialog.getByRole("button", { name: "Send code" }).tap();
    await expect(dialog.getByText("Fill in this field.")).toBeVisible();
    await dialog.getByLabel("Mobile number").fill("11912345678");
    await forgetSmsSends(page, "11912345678");
    await dialog.getByRole("button", { name: "Send code" }).tap();
    await solveCaptcha(page);
    await expect(dialog.getByRole("button", { name: /^Resend in \d:\d\d$/ })).toBeDisabled();
    await dialog.getByLabel("Verification code").fill(await smsCode(page, "11912345678"));
    await dialog.getByRole("button", { name: "Verify" }).tap();
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
  });

  test("§4 SMS login: a code needs a number, the button counts down, the code signs in", async ({ page }) => {
    await openLogin(page);
    await page.getByRole("tab", { name: "SMS code" }).tap();
    await page.getByRole("button", { name: "Send code" }).tap();
    await expect(page.getByText("Enter your mobile number.")).toBeVisible();
    await page.getByLabel("Mobile number").fill("11912345678");
    await forgetSmsSends(page, "11912345678");
    await page.getByRole("button", { name: "Send code" }).tap();
    await solveCaptcha(page);
    await expect(page.getByRole("button", { name: /^Resend in \d:\d\d$/ })).toBeVisible();
    await page.getByLabel("Verification code").fill(await smsCode(page, "11912345678"));
    await page.getByRole("button", { name: "Log in", exact: true }).tap();
    await solveCaptcha(page);
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
  });

  test("§2 the country picker: a slide-up list with flags and codes; the chosen code is what is sent", async ({ page }) => {
    const posts = capturePosts(page, ["/wps/verification/sms/noLogin"]);
    await openLogin(page);
    await page.getByRole("tab", { name: "SMS code" }).tap();
    await page.getByRole("button", { name: /Country code: Brazil \+55/ }).tap();
    const sheet = page.getByRole("dialog", { name: "Country code" });
    await expect(sheet.getByRole("button", { name: "Vietnam +84" }).locator("img")).toHaveAttribute("src", /\.svg$/);
    await sheet.getByRole("button", { name: /Vietnam/ }).tap();
    await expect(page.getByRole("button", { name: /Country code: Vietnam \+84/ })).toBeVisible();
    await page.getByLabel("Mobile number").fill("912345678");
    await forgetSmsSends(page, "912345678");
    await page.getByRole("button", { name: "Send code" }).tap();
    await solveCaptcha(page);
    await expect(page.getByRole("button", { name: /Resend in/ })).toBeVisible();
    expect(JSON.parse(posts[0]!.body)).toMatchObject({ mobileNum: "912345678", countryDialingCode: "84" });
  });

  test("§4 first-time login goes to the forced password change, then home", async ({ page }) => {
    await openLogin(page, BRAND_B);
    await logInWithForm(page, "firsttime");
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    await expect(page.getByText("Choose your own password before you continue.")).toBeVisible();
    await page.getByLabel("Current password").fill("Demo1234");
    await page.getByLabel("New password", { exact: true }).fill("Demo1234");
    await page.getByLabel("Repeat the new password").fill("Demo1234");
    await page.getByRole("button", { name: "Save new password" }).tap();
    await expect(page.getByText("The new password must be different from the current one.")).toBeVisible();
    await page.getByLabel("New password", { exact: true }).fill("Fresh5678");
    await page.getByLabel("Repeat the new password").fill("Fresh5678");
    await page.getByRole("button", { name: "Save new password" }).tap();
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
  });

  test("§4 an expired password forces the change where PWDEXPFORCECHANGE3 is on (Demo), not where it is off (Brand B)", async ({ page }) => {
    await openLogin(page, DEMO);
    await logInWithForm(page, "expired");
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    await expect(page.getByText("Your password has expired.")).toBeVisible();
    await page.evaluate(() => sessionStorage.clear());
    await openLogin(page, BRAND_B);
    await logInWithForm(page, "expired");
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
  });

  test("§4 the default password forces the change on a password login", async ({ page }) => {
    await openLogin(page);
    await logInWithForm(page, "defaultpw", "mc123456");
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    await expect(page.getByText("You are using the default password.")).toBeVisible();
  });

  test("§6 the entry page hides Register for a logged-in player", async ({ page }) => {
    await page.goto(`${DEMO}/m/index`);
    await expect(page.getByRole("link", { name: "Sign up", exact: true })).toBeVisible();
    await openLogin(page);
    await logInWithForm(page, "player1");
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    await page.goto(`${DEMO}/m/index`);
    await hydrated(page);
    await expect(page.getByRole("link", { name: "Go to home" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up", exact: true })).toHaveCount(0);
  });
});

test.describe("SPEC §4 auto login (Brand B has MOBILEAUTOLOGIN3 on)", () => {
  test("§4 a remembered player is signed in automatically; token_ip_different stops it", async ({ page }) => {
    // A player of its own: the network a player last signed in from is the account's, which other files sign in to.
    const player = await newPlayer(page, BRAND_B, { mobile: false });
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "198.51.100.1" });
    await openLogin(page, BRAND_B);
    await logInWithForm(page, player.username, player.password);
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${BRAND_B}/m/login?backUrl=%2Fm%2Fgame`);
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/m/login");

    await page.goto(`${BRAND_B}/m/login`);
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();

    await page.evaluate(() => sessionStorage.clear());
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "198.51.100.2" });
    await page.goto(`${BRAND_B}/m/login`);
    await expect(page.getByRole("alertdialog")).toContainText("You are signing in from a new network.");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("MC_REMEMBERED_LOGIN") ?? "{}").autoLogin)).toBe(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe("/m/login");
  });
});

test.describe("Issue 9 log out keeps the player out (Brand B has MOBILEAUTOLOGIN3 on)", () => {
  test("§4 after Log out no automatic login runs, after a reload too; the username stays filled in", async ({ page }) => {
    const logins = capturePosts(page, ["/wps/session/login"]);
    await openLogin(page, BRAND_B);
    await expect(page.getByLabel("Remember me on this device")).toBeChecked();
    await logInWithForm(page, "player1");
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    expect(logins).toHaveLength(1);

    await page.getByRole("link", { name: "Me", exact: true }).tap();
    await page.getByRole("button", { name: "Log out" }).tap();
    await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
    // The remembered record has been read once the username is back in its field: auto login would have started by then.
    await expect(page.getByLabel("Username")).toHaveValue("player1");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
    await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeEnabled();
    expect(logins).toHaveLength(1);
    expect(await page.evaluate(() => sessionStorage.getItem("MC_SESSION_INFO"))).toBeNull();

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel("Username")).toHaveValue("player1");
    await expect(page.getByRole("heading", { name: "Log in", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Log in", exact: true })).toBeEnabled();
    expect(new URL(page.url()).pathname).toBe("/m/login");
    expect(logins).toHaveLength(1);

    // Logging in by hand again brings auto login back.
    await logInWithForm(page, "player1");
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    // The record is saved after the login, not before home shows: its password is sealed with the device's key first
    // (IndexedDB and WebCrypto), which a busy machine can finish after the home has painted.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("MC_REMEMBERED_LOGIN") ?? "{}").autoLogin)).toBe(1);
  });
});

test.describe("SPEC §2/§4 the login dialog", () => {
  test("§4 the entry page signs in through the login dialog, which closes on success", async ({ page }) => {
    await page.goto(`${BRAND_B}/m/index?affiliateCode=AFF5`);
    await hydrated(page);
    await page.getByRole("link", { name: "Log in" }).tap();
    const dialog = page.getByRole("dialog", { name: "Log in" });
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/m/index");
    await dialog.getByRole("button", { name: "Close" }).first().tap();
    await expect(dialog).toHaveCount(0);
    // A link in the dialog leads to another page; the dialog does not follow.
    await page.getByRole("link", { name: "Log in" }).tap();
    await dialog.getByRole("link", { name: "Create an account" }).tap();
    await expect(page.getByRole("heading", { name: "Register", level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await page.goto(`${BRAND_B}/m/index?affiliateCode=AFF5`);
    await hydrated(page);
    await page.getByRole("link", { name: "Log in" }).tap();
    await dialog.getByLabel("Username").fill("player1");
    await dialog.getByLabel("Password", { exact: true }).fill("Demo1234");
    await dialog.getByRole("button", { name: "Log in", exact: true }).tap();
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get("affiliateCode")).toBe("AFF5");
  });
});

test.describe("SPEC §2/§4 the register dialog", () => {
  test("§4 the entry page registers through the register dialog; confirming logs in, closes it and goes home", async ({ page }) => {
    await page.goto(`${BRAND_B}/m/index`);
    await hydrated(page);
    await page.getByRole("link", { name: "Sign up", exact: true }).tap();
    const dialog = page.getByRole("dialog", { name: "Register" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Username").fill(`dlg${Date.now() % 1_000_000_000}`);
    await dialog.getByLabel("Password", { exact: true }).fill("Secret99");
    await dialog.getByLabel("Confirm password").fill("Secret99");
    await dialog.getByRole("checkbox", { name: /I am 18 or older/ }).tap();
    await dialog.getByRole("button", { name: "Register" }).tap();
    await page.getByRole("alertdialog").getByRole("button", { name: "Start playing" }).tap();
    await expect(page.getByRole("heading", { name: "Home", exact: true, level: 1 })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });
});
