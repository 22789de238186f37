import { describe, expect, it } from "vitest";
import { activityLabel, chartColor, countryFlag, countrySlices, shareText, weeklyGrowth } from "./presentation";

const days = (views: number[]) =>
  views.map((count, index) => ({ date: `2026-01-${String(index + 1).padStart(2, "0")}`, views: count, users: 1 }));

describe("weekly growth", () => {
  it.each([
    ["fewer than 14 days", days(Array(13).fill(10)), 0],
    ["an empty earlier week", days([...Array(7).fill(0), ...Array(7).fill(5)]), 0],
    ["growth", days([...Array(7).fill(10), ...Array(7).fill(15)]), 50],
    ["decline", days([...Array(7).fill(30), ...Array(7).fill(20)]), -33.3],
    ["one decimal", days([...Array(7).fill(3), ...[1, 1, 1, 1, 1, 1, 17]]), 9.5],
    ["only the last 14 days count", days([1000, ...Array(7).fill(10), ...Array(7).fill(20)]), 100],
  ])("%s", (_, traffic, expected) => {
    expect(weeklyGrowth(traffic)).toBe(expected);
  });
});

describe("dashboard labels", () => {
  it("shows actions with spaces and whole percentages", () => {
    expect(activityLabel("lesson_plan", 0.3349)).toBe("lesson plan 33%");
    expect(activityLabel("page_views", 0.5)).toBe("page views 50%");
  });

  it.each([
    ["US", "🇺🇸"],
    ["CA", "🇨🇦"],
    ["GB", "🇬🇧"],
    ["AU", "🇦🇺"],
    ["DE", "🇩🇪"],
    ["JP", "🇯🇵"],
    ["FR", "🇫🇷"],
    ["BR", "🇧🇷"],
    ["IN", "🇮🇳"],
    ["MX", "🇲🇽"],
    ["KR", "🇰🇷"],
    ["IT", "🇮🇹"],
    ["ES", "🇪🇸"],
    ["NL", "🇳🇱"],
    ["SG", "🇸🇬"],
  ])("has a flag for %s, one of the spec's 15 codes", (code, flag) => {
    expect(countryFlag(code)).toBe(flag);
    expect(countryFlag(code.toLowerCase())).toBe(flag);
  });

  it("has a globe for every other code", () => {
    expect(countryFlag("NG")).toBe("🌐");
    expect(countryFlag(null)).toBe("🌐");
  });

  it("cycles through five colours", () => {
    expect(chartColor(5)).toBe(chartColor(0));
    expect(new Set([0, 1, 2, 3, 4].map(chartColor)).size).toBe(5);
  });
});

describe("pie slices", () => {
  const countries = ["US", "GB", "IN", "DE", "FR", "BR", "NG"].map((code, index) => ({
    country: `Country ${code}`,
    countryCode: code,
    count: 70 - index * 10,
  }));

  it("keeps the four biggest countries and sums the rest as one slice", () => {
    const slices = countrySlices(countries);
    expect(slices.map((slice) => slice.countryCode)).toEqual(["US", "GB", "IN", "DE", "Other"]);
    expect(slices.at(-1)).toEqual({ country: "Other countries", countryCode: "Other", count: 30 + 20 + 10 });
    expect(slices.reduce((total, slice) => total + slice.count, 0)).toBe(280);
  });

  it("leaves five countries or fewer as they are", () => {
    expect(countrySlices(countries.slice(0, 5))).toEqual(countries.slice(0, 5));
  });

  it.each([
    [0.98, "98%"],
    [0.004, "<1%"],
    [0, "0%"],
    [0.015, "2%"],
  ])("shows a share of %d as %s", (fraction, text) => {
    expect(shareText(fraction)).toBe(text);
  });
});
