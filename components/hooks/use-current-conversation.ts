"use client";

import { useEffect } from "react";
import type { Exchange } from "@/lib/chat/exchange";
import { createLocalStore, isRecord, isWholeNumber } from "@/lib/client/local-store";

export type RestoredConversation = { id: number; educatorId: number; exchanges: Exchange[] };

/** Which conversation /ask is showing, so a reload can ask the server for it again. */
const currentConversation = createLocalStore(
  "lyceum-current-conversation",
  (value): value is { conversationId: number; educatorId: number } =>
    isRecord(value) && isWholeNumber(1)(value.conversationId) && isWholeNumber(1)(value.educatorId),
);

export const rememberConversation = (conversationId: number, educatorId: number) =>
  currentConversation.write({ conversationId, educatorId });

export const forgetConversation = () => currentConversation.write(null);

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
    const remembered = currentConversation.read();
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
