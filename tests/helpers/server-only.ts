// Stands in for the "server-only" package under Vitest, which runs everything on the server.
export {};
