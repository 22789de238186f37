import { expect, test } from "./fixtures";
import { loginThroughDialog, mailedLink, openAuthDialog, registerThroughDialog, uniqueEmail } from "./support";

test("a teacher registers, verifies the e-mail, logs in, stays signed in and logs out", async ({ page }) => {
  // Rendering the verification page first makes its server code open the database before the
  // registration writes to it: both must see one database.
  await page.goto("/verify-email?token=unknown");
  await page.goto("/");
  const { email, password } = await registerThroughDialog(page, { firstName: "Ada" });

  await page.goto(await mailedLink(email, /Verify your e-mail/, "/verify-email"));
  await expect(page.getByRole("heading", { name: "Your e-mail is verified" })).toBeVisible();

  await loginThroughDialog(page, email, password);
  await expect(page.getByTestId("toast")).toContainText("You have successfully logged in.");
  await expect(page.getByText("Welcome, Ada!")).toBeVisible();

  await page.reload();
  await expect(page.getByText("Welcome, Ada!")).toBeVisible();

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Login / Register" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Login / Register" })).toBeVisible();
});

test("a used verification link says why it cannot verify", async ({ page }) => {
  await page.goto("/verify-email?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "This link cannot verify your e-mail" })).toBeVisible();
});

test("a forgotten password is reset from the e-mailed link", async ({ page }) => {
  await page.goto("/");
  const { dialog, email } = await registerThroughDialog(page, { firstName: "Grace" });
  await dialog.getByRole("button", { name: "Forgot your password?" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(page.getByTestId("toast")).toContainText("Please check your email for password reset instructions.");
  await expect(dialog.getByRole("button", { name: "Back to Login" })).toBeVisible();

  await page.goto(await mailedLink(email, /Reset your Lyceum password/, "/reset-password"));
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("New password").fill("my new password");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Your password has been reset.")).toBeVisible();

  await page.getByRole("button", { name: "Log in" }).click();
  // The dialog's code loads on this first opening: wait for it before signing in.
  await expect(page.getByRole("dialog", { name: "Welcome to Lyceum" })).toBeVisible();
  await loginThroughDialog(page, email, "my new password");
  await expect(page.getByText("Welcome, Grace!")).toBeVisible();
});

test("a reset link works once; used, it says so and offers a new one", async ({ page, visitor }) => {
  await page.goto("/");
  const { dialog, email } = await registerThroughDialog(page);
  await dialog.getByRole("tab", { name: "Forgot" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send Reset Email" }).click();
  const link = await mailedLink(email, /Reset/, "/reset-password");
  const used = "This reset link has been used or has expired";

  // One tab opens the link and waits while another uses it.
  await page.goto(link);
  await visitor.goto(link);
  await visitor.getByLabel("New password").fill("quiet harbour lantern 41");
  await visitor.getByRole("button", { name: "Reset Password" }).click();
  await expect(visitor.getByText("Your password has been reset.")).toBeVisible();

  // The tab opened before tries it too: the form says why it cannot.
  await page.getByLabel("New password").fill("amber meadow compass 52");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: used })).toBeVisible();

  // Opened again, the used link says so at once, without a form that can only fail.
  await visitor.goto(link);
  await expect(visitor.getByRole("alert").filter({ hasText: used })).toBeVisible();
  await expect(visitor.getByLabel("New password")).toHaveCount(0);
  await visitor.getByRole("button", { name: "Request a new link" }).click();
  const forgot = visitor.getByRole("dialog", { name: "Welcome to Lyceum" });
  await expect(forgot.getByRole("button", { name: "Send Reset Email" })).toBeVisible();
});

test("the dialog shows every client validation message", async ({ page }) => {
  await page.goto("/");
  const dialog = await openAuthDialog(page);
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Password is required")).toBeVisible();

  await dialog.getByRole("tab", { name: "Register" }).click();
  await dialog.getByLabel("Password").fill("short");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Please enter a valid email address",
    "Password must be at least 8 characters",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }

  await dialog.getByRole("tab", { name: "Forgot" }).click();
  await dialog.getByLabel("Email").fill("nope");
  await dialog.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
});

test("registration shows the password rules and strength while typing, and each error beside its field", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = await openAuthDialog(page);

  // Login and Forgot: each message beside its field, which it describes.
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await expect(dialog.getByLabel("Password")).toHaveAccessibleDescription("Password is required");
  await dialog.getByRole("tab", { name: "Forgot" }).click();
  await dialog.getByLabel("Email").fill("nope");
  await dialog.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");

  await dialog.getByRole("tab", { name: "Register" }).click();
  const password = dialog.getByLabel("Password");
  const meter = dialog.getByTestId("password-strength");
  await expect(meter).toContainText("At least 8 characters (not yet met)");
  await password.fill("password123");
  await expect(meter).toContainText(/Strength: (Very weak|Weak)/);
  await expect(meter).toContainText("At least 8 characters (met)");
  await expect(meter).toContainText("Not a common password or an easy pattern (not yet met)");
  await password.fill("quiet harbour lantern 41");
  await expect(meter).toContainText(/Strength: (Good|Strong)/);
  await expect(meter).toContainText("Not a common password or an easy pattern (met)");
  await expect(password).toHaveAccessibleDescription(/Strength: (Good|Strong).*At least 8 characters/);

  await password.fill("short");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  for (const [label, message] of [
    ["First name", "First name is required"],
    ["Last name", "Last name is required"],
    ["Email", "Please enter a valid email address"],
    ["Password", "Password must be at least 8 characters"],
  ] as const) {
    await expect(dialog.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(dialog.getByLabel("First name")).toBeFocused();

  // The server's refusal of a guessable password: the spec's toast, and the reason beside the field.
  const email = uniqueEmail("meter");
  await dialog.getByLabel("First name").fill("Maria");
  await dialog.getByLabel("Last name").fill("Meter");
  await dialog.getByLabel("Email").fill(email);
  await password.fill("password123");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Registration Failed");
  await expect(password).toHaveAccessibleDescription(/too common or too easy to guess/);
  await expect(password).toBeFocused();

  // A good one registers, and the Login tab opens with the e-mail filled in.
  await password.fill("quiet harbour lantern 41");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Registration Successful!");
  await expect(dialog.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Password")).toBeFocused();
});

test("wrong credentials show the 'Login Failed' toast and keep the dialog open", async ({ page }) => {
  await page.goto("/");
  const dialog = await openAuthDialog(page);
  await dialog.getByLabel("Email").fill(uniqueEmail("nobody"));
  await dialog.getByLabel("Password").fill("whatever it is");
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Login Failed");
  await expect(toast).toContainText("Invalid email or password.");
  await expect(dialog).toBeVisible();
});

test("registering an e-mail twice shows the server's message", async ({ page }) => {
  await page.goto("/");
  const { email } = await registerThroughDialog(page);
  const dialog = page.getByRole("dialog", { name: "Welcome to Lyceum" });
  await dialog.getByRole("tab", { name: "Register" }).click();
  await dialog.getByLabel("First name").fill("Ada");
  await dialog.getByLabel("Last name").fill("Again");
  await dialog.getByLabel("Email").fill(email.toUpperCase());
  await dialog.getByLabel("Password").fill("correct horse battery");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Registration Failed");
  await expect(page.getByTestId("toast")).toContainText("already exists");
});

test("the dialog works with the keyboard alone", async ({ page }) => {
  await page.goto("/");
  const { email, password } = await registerThroughDialog(page, { firstName: "Keyboard" });
  // Escape closes the topmost layer first: the notification, then the dialog.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("toast")).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  const opener = page.getByRole("button", { name: "Login / Register" });
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Welcome to Lyceum" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toBeFocused();

  // Back to the tabs, across to Register and home again with the arrow keys.
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("tab", { name: "Login" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(password);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Welcome, Keyboard!")).toBeVisible();
});

test("the dialog is at most 425 px wide", async ({ page }) => {
  await page.goto("/");
  const dialog = await openAuthDialog(page);
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(425);
});

test("buttons say what is happening while the call runs", async ({ page }) => {
  await page.goto("/");
  const slow = async (route: import("@playwright/test").Route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  };
  await page.route("**/api/auth/register", slow);
  await page.route("**/api/auth/forgot-password", slow);
  await page.route("**/api/auth/logout", slow);

  const dialog = await openAuthDialog(page);
  await dialog.getByRole("tab", { name: "Register" }).click();
  const email = uniqueEmail("pending");
  await dialog.getByLabel("First name").fill("Paula");
  await dialog.getByLabel("Last name").fill("Pending");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill("correct horse battery");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
  await expect(dialog.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");

  await dialog.getByRole("tab", { name: "Forgot" }).click();
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Send Reset Email" }).click();
  await expect(dialog.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Send Reset Email" })).toBeEnabled();

  await loginThroughDialog(page, email, "correct horse battery");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Logging out..." })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Login / Register" })).toBeVisible();
});

test("too many wrong passwords show the server's rate-limit message", async ({ page }) => {
  await page.goto("/");
  const email = uniqueEmail("guessed");
  // Ten wrong guesses from this browser (its address is what the limit counts).
  const statuses = await page.evaluate(async (target) => {
    const results: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: target, password: "wrong guess" }),
      });
      results.push(response.status);
    }
    return results;
  }, email);
  expect(statuses).toEqual(Array(10).fill(401));
  const dialog = await openAuthDialog(page);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill("another guess");
  await dialog.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Too many attempts. Please try again in");
});
