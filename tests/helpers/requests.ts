/** A Request as a browser on the same site would send it. */
export function jsonRequest(
  path: string,
  body: unknown,
  init: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Request(`http://localhost:3000${path}`, {
    method: init.method ?? "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      host: "localhost:3000",
      ...init.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function getRequest(path: string, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", ...headers } });
}

/**
 * A streamed call's request, and a promise that settles when the handler lets go of it (stops listening
 * for the client leaving): the stream's work, stored or not, is over.
 */
export function watchedUntilHandled(request: Request) {
  const { signal } = request;
  const handled = new Promise<void>((resolve) => {
    const remove = signal.removeEventListener.bind(signal);
    signal.removeEventListener = (...args: Parameters<AbortSignal["removeEventListener"]>) => {
      remove(...args);
      if (args[0] === "abort") resolve();
    };
  });
  return { request, handled };
}
