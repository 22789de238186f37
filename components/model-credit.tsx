import Link from "next/link";
import { OFFLINE_MODEL_LABEL } from "@/lib/site";

/**
 * "· Answered by: …" (or "Written by"): which model wrote the text. The built-in model's name links to
 * what it can and cannot do, and how to connect another.
 */
export function ModelCredit({ verb, model }: { verb: "Answered by" | "Written by"; model: string }) {
  return (
    <span>
      · {verb}:{" "}
      {model === OFFLINE_MODEL_LABEL ? (
        <Link href="/help/models" className="underline underline-offset-2 hover:text-foreground">
          {model}
        </Link>
      ) : (
        model
      )}
    </span>
  );
}
