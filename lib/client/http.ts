import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** Spec section 8: a non-OK response becomes '{status}: {body text, or the status text when empty}'. */
export async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new HttpError(response.status, `${response.status}: ${text}`);
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The general mutation helper: the given method, with credentials, and a JSON body when one is given. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** The default data reader: GET of the query key's path, parsed as JSON; optionally null on 401. */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** Spec section 7: no retries, no refetch on focus, no polling, data never stale. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The JSON body of a failed call, when the server sent one. */
export function errorBody(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  try {
    const body: unknown = JSON.parse(error.message.replace(/^\d{3}: /, ""));
    return body && typeof body === "object" ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The user-facing message of a failed call: the server's `{ message }` when it sent one. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = errorBody(error)?.message;
  return typeof message === "string" && message ? message : fallback;
}
