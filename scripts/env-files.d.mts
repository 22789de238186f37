/** See env-files.mjs: plain JavaScript, so that `npm start` runs it without a compiler. */
export function loadEnvFiles(dir?: string): void;
