/** One cookie of a request, or undefined. */
export function readCookie(request: Request, name: string) {
  for (const part of request.headers.get("cookie")?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

const RANDOM_ID = /^[0-9a-f-]{36}$/;

/** A cookie that holds a random id (randomUUID), or undefined when it is missing or not such an id. */
export function readIdCookie(request: Request, name: string) {
  const value = readCookie(request, name);
  return value && RANDOM_ID.test(value) ? value : undefined;
}

/** The Set-Cookie header for a random id the browser keeps private (HttpOnly, SameSite=Lax, Secure on https). */
export function idCookieHeader(name: string, id: string, maxAgeSeconds: number, secure: boolean) {
  return `${name}=${id}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
