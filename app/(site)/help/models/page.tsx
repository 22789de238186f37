import type { Metadata } from "next";
import { ProsePage } from "@/components/site/prose-page";

export const metadata: Metadata = {
  title: "Which model answers, and how to connect a better one",
  description:
    "What Lyceum's built-in offline model can and cannot do, and how to connect OpenAI, Ollama, vLLM or LM Studio in two minutes with three environment variables.",
};

const servers = [
  {
    name: "OpenAI",
    variables: ["OPENAI_API_KEY=sk-…", "OPENAI_MODEL=gpt-4o-mini"],
    note: "No base URL: Lyceum calls OpenAI itself.",
  },
  {
    name: "Ollama",
    variables: ["OPENAI_API_KEY=ollama", "OPENAI_BASE_URL=http://127.0.0.1:11434/v1", "OPENAI_MODEL=llama3.1"],
    note: "Any key will do; pull the model first (ollama pull llama3.1). Version 0.5 or later fills lesson plans in their JSON schema.",
  },
  {
    name: "vLLM",
    variables: [
      "OPENAI_API_KEY=token-abc123",
      "OPENAI_BASE_URL=http://127.0.0.1:8000/v1",
      "OPENAI_MODEL=<the served model's name>",
    ],
    note: "The key is the one vllm serve was started with (--api-key), or any text when it has none.",
  },
  {
    name: "LM Studio",
    variables: [
      "OPENAI_API_KEY=lm-studio",
      "OPENAI_BASE_URL=http://127.0.0.1:1234/v1",
      "OPENAI_MODEL=<the loaded model's identifier>",
    ],
    note: "Start the server from the Developer tab (or lms server start) with the model loaded.",
  },
] as const;

/** What the built-in model does, what it cannot, and the variables that connect a model of the teacher's choosing. */
export default function ModelsHelpPage() {
  return (
    <ProsePage
      title="Which model answers, and how to connect a better one"
      intro="Every answer and plan says which model wrote it. With nothing configured, that is Lyceum's built-in offline model; an administrator can connect any OpenAI-compatible model in two minutes."
    >
      <h2>The built-in offline model</h2>
      <p>
        It works with no network and no account, and it is deterministic: the same question gets the same answer. It
        composes from what Lyceum keeps as data: each educator's documented ideas, methods and works, the situations
        teachers often describe, the subjects' teaching moves, and a library of topics with their key ideas, keywords,
        misconceptions, activities and quiz questions, each checked by hand.
      </p>
      <ul>
        <li>
          <strong>It can</strong> answer in an educator's voice from their documented ideas, plan a lesson on a topic in
          its library with real content, and refine a part of a plan where its data allows.
        </li>
        <li>
          <strong>It cannot</strong> write about a topic its library does not have: such a plan is an honest frame,
          whose parts marked “add …” are yours to fill in. It cannot reword freely (simpler language, shorter, longer),
          write a worked example it has no notes on, or answer beyond what its data holds.
        </li>
      </ul>

      <h2>Connect a model</h2>
      <p>
        Set three environment variables before <code>npm start</code> (or in your host's settings) and restart. Plans
        are asked for in their JSON schema (structured output); a server that refuses that is asked in JSON mode, and
        every plan is checked the same way.
      </p>
      {servers.map((server) => (
        <section key={server.name}>
          <h3>{server.name}</h3>
          <pre className="mt-3 overflow-x-auto rounded-lg bg-muted p-3 text-sm">
            <code>{server.variables.join("\n")}</code>
          </pre>
          <p>{server.note}</p>
        </section>
      ))}

      <h2>Check the connection</h2>
      <p>
        Run <code>npm run check:model</code> where Lyceum runs. It calls the model once, as a lesson plan does, and says
        in one line what is wrong (a key the server refuses, an address where nothing answers, a model name the server
        does not know, a server that refuses structured output) or that the model answers, and how fast. It exits with 0
        when all is well, so a deploy script can run it too.
      </p>
      <p>
        The administrator's dashboard shows which model answers, with a button that makes the same check, and{" "}
        <code>GET /api/health?model=1</code> gives it to a monitor (the model is called at most once a minute). A
        setting Lyceum cannot use, such as a base URL that is not an address or a model named without a key, stops{" "}
        <code>npm start</code> with one line that names it.
      </p>
    </ProsePage>
  );
}
