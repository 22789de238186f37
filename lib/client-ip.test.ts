import { describe, expect, it } from "vitest";
import { clientIp, truncateIp } from "./client-ip";

describe("client addresses", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0"],
    ["::ffff:198.51.100.23", "198.51.100.0"],
    ["2001:db8:85a3:8d3:1319:8a2e:370:7348", "2001:db8:85a3::"],
    ["2001:db8::1", "2001:db8::"],
    ["garbage", "unknown"],
    ["203.0.113.77:51234", "203.0.113.0"],
    ["[2001:db8::1]:443", "2001:db8::"],
    ["evil:value", "unknown"],
  ])("truncates %s to %s", (ip, truncated) => {
    expect(truncateIp(ip)).toBe(truncated);
  });

  it("reads the address the nearest proxy added", () => {
    const request = new Request("http://localhost/", { headers: { "x-forwarded-for": "1.1.1.1, 203.0.113.5" } });
    expect(clientIp(request)).toBe("203.0.113.5");
    expect(clientIp(new Request("http://localhost/", { headers: { "x-real-ip": "198.51.100.1" } }))).toBe(
      "198.51.100.1",
    );
    expect(clientIp(new Request("http://localhost/"))).toBeUndefined();
  });
});
