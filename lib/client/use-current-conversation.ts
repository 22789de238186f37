"use client";

import { useEffect } from "react";
import type { Exchange } from "./use-answer-stream";

/** Which conversation /ask is showing, so a reload can ask the server for it again. */
const STORAGE_KEY = "lyceum-current-conversation";

type RememberedConversation = { conversationId: number; educatorId: number };
export type RestoredConversation = { id: number; educatorId: number; exchanges: Exchange[] };

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

export function rememberConversation(conversationId: number, educatorId: number) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ conversationId, educatorId }));
  } catch {
    // Storage can be unavailable (private mode): the conversation then lasts as long as the page.
  }
}

export function forgetConversation() {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

function rememberedConversation(): RememberedConversation | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "null") as Partial<RememberedConversation>;
    return value && isId(value.conversationId) && isId(value.educatorId)
      ? { conversationId: value.conversationId, educatorId: value.educatorId }
      : null;
  } catch {
    return null;
  }
}

/**
 * The conversation as the server keeps it, for its owner only (this visitor's cookie or this account);
 * null when it is gone or belongs to someone else, e.g. after logging out.
 */
async function fetchConversation(id: number, signal: AbortSignal): Promise<RestoredConversation | null> {
  const response = await fetch(`/api/chat/conversations/${id}`, { credentials: "include", signal });
  if (!response.ok) return null;
  return (await response.json()) as RestoredConversation;
}

/**
 * After a reload, brings back the conversation this browser was having, unless the page was opened
 * for another educator (`?educator=`). Runs once, when the page opens.
 */
export function useRestoreConversation(
  preselectedEducatorId: number | null,
  restore: (conversation: RestoredConversation) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the conversation kept when the page opened.
  useEffect(() => {
    const remembered = rememberedConversation();
    if (!remembered) return;
    if (preselectedEducatorId !== null && preselectedEducatorId !== remembered.educatorId) return;
    const abort = new AbortController();
    fetchConversation(remembered.conversationId, abort.signal)
      .then((conversation) => (conversation ? restore(conversation) : forgetConversation()))
      .catch(() => {
        // Offline or aborted: the page simply starts a new conversation.
      });
    return () => abort.abort();
  }, []);
}
