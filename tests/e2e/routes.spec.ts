import { expect, test } from "@playwright/test";
import { staticPages } from "@/lib/navigation";

const pages = [
  { path: "/", heading: "Co-create your classroom with the world's greatest educators" },
  { path: "/explore", heading: "Explore Educators" },
  { path: "/ask", heading: "Ask an Educator" },
  { path: "/lessons", heading: "Generate a Lesson Plan" },
  { path: "/roundtable", heading: "Roundtable" },
  { path: "/about", heading: "About Lyceum" },
  { path: "/blog", heading: "Blog" },
  { path: "/careers", heading: /./ },
  { path: "/contact", heading: "Contact Us" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/terms-of-service", heading: "Terms of Service" },
  { path: "/cookie-policy", heading: "Cookie Policy" },
  { path: "/help/models", heading: "Which model answers, and how to connect a better one" },
  { path: "/stats", heading: /Statistics/ },
];

for (const { path, heading } of pages) {
  test(`${path} renders with the shared header and footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
    for (const column of ["Resources", "Company", "Legal"]) {
      await expect(page.getByRole("contentinfo").getByRole("heading", { name: column })).toBeVisible();
    }
    await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()} Lyceum`);
  });
}

test("an unknown path answers 404 with the spec's page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

for (const path of staticPages) {
  test(`${path} is rendered on the server with a title, a description and security headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]*Lyceum[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toMatch(/<h1[^>]*>/);
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["x-frame-options"]).toBe("DENY");
  });
}

test("the policies carry their facts and date", async ({ request }) => {
  const facts: Record<string, string[]> = {
    "/privacy-policy": ["Last Updated: May 21, 2025", "not intended for children under 13"],
    "/terms-of-service": ["Last Updated: May 21, 2025", "at least 18 years old", "Massachusetts", "12 months", "renew"],
    "/cookie-policy": ["Last Updated: May 21, 2025", "2 years", "24 hours", "2 weeks", "1 year"],
  };
  for (const [path, expected] of Object.entries(facts)) {
    const text = (await (await request.get(path)).text()).replace(/<[^>]+>/g, "");
    for (const fact of expected) expect(text, `${path} says "${fact}"`).toContain(fact);
  }
});

test("the pages speak US English, as the grade levels do", async ({ request }) => {
  // British spellings that once crept in beside "Grade 5" (issue 15).
  const british =
    /\b(colour|behaviour|organis|recognis|favourite|centre|programme|pupil|catalogue|cancell|modelling|whilst|maths|learnt|practise)\w*/gi;
  for (const path of [...staticPages, "/explore", "/ask", "/lessons"]) {
    // Tags go, the payload scripts stay: a client component's text (the blog's articles) is only there.
    const text = (await (await request.get(path)).text()).replace(/<[^>]+>/g, " ");
    expect(text.match(british) ?? [], `${path} in US English`).toEqual([]);
  }
});

test("sitemap.xml and robots.txt exist", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("/explore</loc>");
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain("Sitemap:");
});

test("Lyceum can be added to a home screen: a manifest, and icons that are real PNGs", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = await (await request.get(href ?? "")).json();
  expect(manifest).toMatchObject({ short_name: "Lyceum", start_url: "/", display: "standalone" });
  const icons = [
    ...manifest.icons.map((icon: { src: string; sizes: string }) => icon),
    { src: "/apple-touch-icon.png", sizes: "180x180" },
  ];
  for (const { src, sizes } of icons) {
    const response = await request.get(src);
    expect(response.headers()["content-type"], src).toBe("image/png");
    const png = await response.body();
    // A PNG's width and height are big-endian integers at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, src).toBe(sizes);
  }
});
