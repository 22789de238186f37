import { afterEach, describe, expect, it, vi } from "vitest";
import { announceNavigation, onNavigationStart } from "./link-click";

afterEach(() => vi.unstubAllGlobals());

describe("the start of a navigation", () => {
  it("is announced to every listener when the leave guard lets a held navigation go, until they stop listening", () => {
    vi.stubGlobal("window", new EventTarget());
    const bar = vi.fn();
    const stop = onNavigationStart(bar);
    announceNavigation();
    expect(bar).toHaveBeenCalledTimes(1);
    stop();
    announceNavigation();
    expect(bar).toHaveBeenCalledTimes(1);
  });
});
