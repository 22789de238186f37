import { afterEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "@/tests/helpers/browser-storage";
import { createLocalStore, isRecord, isWholeNumber, subscribeToLocalStores } from "./local-store";

const countSchema = isWholeNumber(0);

afterEach(() => vi.unstubAllGlobals());

describe("createLocalStore", () => {
  it("keeps a value as JSON under its key, reads it back and forgets it", () => {
    const items = stubLocalStorage();
    const store = createLocalStore("count", countSchema);
    expect(store.read()).toBeNull();
    store.write(2);
    expect(items.get("count")).toBe("2");
    expect(store.read()).toBe(2);
    store.write(null);
    expect(items.has("count")).toBe(false);
    expect(store.read()).toBeNull();
  });

  it.each([
    ["text that is not JSON", "two"],
    ["JSON the check refuses", "-1"],
    ["JSON of another shape", '{"count":2}'],
  ])("reads %s as nothing", (_, raw) => {
    stubLocalStorage().set("count", raw);
    expect(createLocalStore("count", countSchema).read()).toBeNull();
  });

  it("reads the same value while the stored text is the same, a new one once it changes", () => {
    const items = stubLocalStorage();
    const store = createLocalStore(
      "plan",
      (value): value is { topic: string } => isRecord(value) && typeof value.topic === "string",
    );
    items.set("plan", '{"topic":"Fractions"}');
    const first = store.read();
    expect(store.read()).toBe(first);
    items.set("plan", '{"topic":"Volcanoes"}');
    expect(store.read()).toEqual({ topic: "Volcanoes" });
  });

  it("goes on without storage: a read is nothing, a write throws nothing", () => {
    stubLocalStorage({ failing: true });
    const store = createLocalStore("count", countSchema);
    expect(() => store.write(1)).not.toThrow();
    expect(store.read()).toBeNull();
  });

  it("tells its subscribers of every write, until they unsubscribe", () => {
    stubLocalStorage();
    const store = createLocalStore("count", countSchema);
    const listener = vi.fn();
    const unsubscribe = subscribeToLocalStores(listener);
    store.write(1);
    store.write(null);
    unsubscribe();
    store.write(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
