/**
 * The held stream's cost (issue 33): with the model moderator answering in 300 ms and the answer's first
 * token at 800 ms (the fake server's delays), the time to the first visible text of a chat answer through
 * Lyceum, p50 over 20 questions asked one after another, with the model moderator on and with it off
 * (MODERATION_TIMEOUT_MS=0), each on a fresh server; and the model alone as the floor. The growth is the
 * first minus the second, against the target of at most 50 ms at p50.
 */
import { startFakeOpenAI } from "../tests/helpers/fake-openai";
import { app, clientAddress, percentile, timeStream, withAppServer } from "./app-server";

const QUESTIONS = 20;
const FIRST_TOKEN_MS = 800;
const MODERATOR_MS = 300;
const TARGET_MS = 50;

type FakeModel = Awaited<ReturnType<typeof startFakeOpenAI>>;

const askChat = () =>
  timeStream(
    `${app}/api/chat/stream`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": clientAddress() },
      body: JSON.stringify({ educatorId: 1, question: "How do I start the year with a new class?" }),
    },
    (text) => text.includes('"type":"chunk"'),
  );

const askModel = (fake: FakeModel) =>
  timeStream(
    `${fake.baseURL}/chat/completions`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer bench" },
      body: JSON.stringify({ model: "bench", stream: true, messages: [{ role: "user", content: "hi" }] }),
    },
    (text) => text.includes('"content":"token0'),
  );

/** The p50 of the first token's time over QUESTIONS asked one after another (after two not counted). */
async function firstTokenP50(ask: () => Promise<{ firstToken: number }>) {
  for (let warmUp = 0; warmUp < 2; warmUp += 1) await ask();
  const times: number[] = [];
  for (let index = 0; index < QUESTIONS; index += 1) times.push((await ask()).firstToken);
  if (times.includes(0)) throw new Error("a stream sent no text");
  return Math.round(percentile(times, 50));
}

/** The p50 through a fresh server with `settings`, and how many moderation requests the fake received. */
async function throughLyceum(fake: FakeModel, settings: Record<string, string>) {
  return withAppServer({ modelURL: fake.baseURL, settings }, async () => {
    const before = fake.moderationRequests.length;
    const p50 = await firstTokenP50(askChat);
    return { p50, moderated: fake.moderationRequests.length - before };
  });
}

export async function benchHeldStream() {
  const fake = await startFakeOpenAI();
  try {
    fake.behave({
      kind: "answer",
      pieces: Array.from({ length: 20 }, (_, index) => `token${index} `),
      firstTokenMs: FIRST_TOKEN_MS,
      gapMs: 10,
    });
    fake.moderate({
      kind: "verdict",
      verdict: { kind: "ordinary", severity: "none", language: "en" },
      delayMs: MODERATOR_MS,
    });
    const floor = await firstTokenP50(() => askModel(fake));
    const moderated = await throughLyceum(fake, { MODERATION_TIMEOUT_MS: "2000" });
    const unmoderated = await throughLyceum(fake, { MODERATION_TIMEOUT_MS: "0" });
    const growth = moderated.p50 - unmoderated.p50;
    console.info(
      `\nHeld stream: moderator verdict after ${MODERATOR_MS} ms, answer's first token after ${FIRST_TOKEN_MS} ms; ` +
        `chat, time to first visible text, p50 of ${QUESTIONS} asked one after another`,
    );
    console.table([
      { path: "the model alone (the floor)", "p50 ms": floor, "moderator requests (with warm-ups)": 0 },
      {
        path: "Lyceum, model moderator off",
        "p50 ms": unmoderated.p50,
        "moderator requests (with warm-ups)": unmoderated.moderated,
      },
      {
        path: "Lyceum, model moderator on",
        "p50 ms": moderated.p50,
        "moderator requests (with warm-ups)": moderated.moderated,
      },
    ]);
    console.info(
      `Growth with the moderator: ${growth} ms at p50 (target ≤ ${TARGET_MS} ms): ${growth <= TARGET_MS ? "met" : "NOT met"}; ` +
        `over the floor: ${moderated.p50 - floor} ms with it, ${unmoderated.p50 - floor} ms without.`,
    );
  } finally {
    await fake.close();
  }
}
