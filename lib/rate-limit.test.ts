import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clientKey, fingerprint } from "./rate-limit";

describe("rate-limit keys", () => {
  it("fingerprint a value the same way every time, without revealing it", () => {
    expect(fingerprint("ip:203.0.113.5")).toBe(fingerprint("ip:203.0.113.5"));
    expect(fingerprint("ip:203.0.113.5")).not.toContain("203");
    expect(fingerprint("ip:203.0.113.5")).not.toBe(fingerprint("ip:203.0.113.6"));
  });

  it("cannot be matched by hashing a guess without the secret", () => {
    const guess = createHash("sha256").update("ip:203.0.113.5").digest("base64url").slice(0, 22);
    expect(fingerprint("ip:203.0.113.5")).not.toBe(guess);
  });

  it("keys a request by its client's address", () => {
    const from = (ip?: string) => new Request("http://localhost/", { headers: ip ? { "x-forwarded-for": ip } : {} });
    expect(clientKey(from("203.0.113.5"))).toBe(fingerprint("ip:203.0.113.5"));
    expect(clientKey(from())).toBe("unknown");
  });
});
