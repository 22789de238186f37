import { expect, test } from "@playwright/test";

test("a client cannot dodge a per-address limit by claiming other addresses", async ({ request }) => {
  // Suggesting an educator allows 10 an hour per address; no other test uses that limit.
  const suggest = (index: number) =>
    request.post("/api/educator-requests", {
      data: { name: `Educator ${index}`, reason: "Their ideas about play would help my class." },
      headers: { "X-Forwarded-For": `203.0.113.${index}`, "X-Real-IP": `198.51.100.${index}` },
    });
  for (let index = 1; index <= 10; index += 1) expect((await suggest(index)).status()).toBe(201);
  const limited = await suggest(11);
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
});
