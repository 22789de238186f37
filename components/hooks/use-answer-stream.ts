"use client";

import { useCallback, useRef, useState } from "react";
import type { Exchange } from "@/lib/chat/exchange";
import { streamedModel } from "@/lib/client/stream-model";
import { readEventStream } from "@/lib/sse";

/** The question asked again about a chosen concern: "About inclusion: <the question>", routed to that concern. */
export function askedAbout(choice: string, question: string) {
  return `About ${choice}: ${question.replace(/^\s*About [^:]{1,40}:\s*/i, "")}`;
}

type StreamState =
  | { status: "idle" }
  | { status: "streaming"; question: string; text: string; model: string | null }
  /** Stopped by the teacher: what had arrived stays on screen, marked, and is not stored. */
  | { status: "cancelled"; question: string; text: string; model: string | null }
  | { status: "error"; question: string; message: string };

class StreamFailure extends Error {}

/**
 * Spec section 4, Chat: init gives the message id, chunks append, complete (or the end of the stream)
 * fetches the full message, which joins the conversation with the choices `complete` offered (if any).
 * Cancel aborts silently, keeping what had arrived as a cancelled answer; `clear` drops it too.
 */
export function useAnswerStream({
  onError,
  onConversation,
}: {
  onError: (message: string) => void;
  /** Called once the server names the conversation an answer belongs to. */
  onConversation?: (conversationId: number, educatorId: number) => void;
}) {
  const [state, setState] = useState<StreamState>({ status: "idle" });
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const conversationId = useRef<number | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);

  const abort = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);

  const cancel = useCallback(() => {
    abort();
    setState((current) =>
      current.status === "streaming" && current.text ? { ...current, status: "cancelled" } : { status: "idle" },
    );
  }, [abort]);

  const clear = useCallback(() => {
    abort();
    setState({ status: "idle" });
  }, [abort]);

  const reset = useCallback(() => {
    clear();
    conversationId.current = undefined;
    setExchanges([]);
  }, [clear]);

  /** Shows a conversation kept on the server; follow-up questions continue it. */
  const restore = useCallback((id: number, kept: Exchange[]) => {
    if (conversationId.current !== undefined) return;
    conversationId.current = id;
    setExchanges(kept);
  }, []);

  const ask = useCallback(
    async (educatorId: number, question: string) => {
      const abort = new AbortController();
      controller.current?.abort();
      controller.current = abort;
      setState({ status: "streaming", question, text: "", model: null });
      try {
        let response: Response;
        try {
          response = await fetch("/api/chat/stream", {
            method: "POST",
            credentials: "include",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ educatorId, question, conversationId: conversationId.current }),
            signal: abort.signal,
          });
        } catch (error) {
          if (abort.signal.aborted) throw error;
          throw new StreamFailure("Failed to start streaming");
        }
        const isStream = response.headers.get("content-type")?.includes("text/event-stream");
        if (!response.ok && !isStream) throw new StreamFailure("Failed to stream response");
        if (!response.body) throw new StreamFailure("Unable to read response");

        let messageId: number | undefined;
        let failure: string | undefined;
        let choices: string[] = [];
        await readEventStream(response.body, (event) => {
          if (event.type === "init") {
            messageId = Number(event.messageId);
            conversationId.current = Number(event.conversationId) || conversationId.current;
            if (conversationId.current) onConversation?.(conversationId.current, educatorId);
            const model = streamedModel(null, event);
            setState((current) => (current.status === "streaming" ? { ...current, model } : current));
          } else if (event.type === "chunk") {
            const content = String(event.content ?? "");
            setState((current) =>
              current.status === "streaming" ? { ...current, text: current.text + content } : current,
            );
          } else if (event.type === "complete") {
            // Our safeguarding reply given on a model moderator's verdict names itself here, not in init.
            setState((current) =>
              current.status === "streaming" ? { ...current, model: streamedModel(current.model, event) } : current,
            );
            choices = Array.isArray(event.choices)
              ? event.choices.filter((choice): choice is string => typeof choice === "string" && choice.length > 0)
              : [];
          } else if (event.type === "error") {
            failure = typeof event.message === "string" && event.message ? event.message : "An error occurred";
          }
        });
        if (failure) throw new StreamFailure(failure);
        if (messageId === undefined) throw new StreamFailure("An error occurred");

        const stored = await fetch(`/api/messages/${messageId}`, { credentials: "include", signal: abort.signal });
        if (!stored.ok) throw new StreamFailure("Failed to retrieve the completed response.");
        const message = (await stored.json()) as Exchange;
        setExchanges((current) => [...current, choices.length > 0 ? { ...message, choices } : message]);
        setState({ status: "idle" });
      } catch (error) {
        if (abort.signal.aborted) return;
        const message = error instanceof StreamFailure ? error.message : "An error occurred";
        setState({ status: "error", question, message });
        onError(message);
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [onError, onConversation],
  );

  return { state, exchanges, ask, cancel, clear, reset, restore };
}
