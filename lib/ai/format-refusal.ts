import { APICallError } from "@ai-sdk/provider";

/** The statuses a server answers a response format it does not support with. */
const REJECTS_FORMAT = new Set([400, 404, 415, 422, 501]);

/** Whether an error is a server refusing the answer format (not a bad key, a wrong model or a long prompt). */
export const refusesFormat = (error: unknown) =>
  APICallError.isInstance(error) &&
  REJECTS_FORMAT.has(error.statusCode ?? 0) &&
  /response_format|json_schema|schema|format/i.test(`${error.message} ${error.responseBody ?? ""}`);
