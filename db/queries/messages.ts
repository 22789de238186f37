import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "../client";
import { conversations, messages } from "../schema";
import { reserveId } from "./ids";
import { notRemoved, type Owner, ownedBy, ownerColumns } from "./owner";
import { type RoundtableRef, touchRoundtable } from "./roundtables";

/** An id for a message that will be stored only when its answer is complete. */
export const reserveMessageId = () => reserveId("messages");
export const reserveConversationId = () => reserveId("conversations");

/** The last `limit` exchanges of a conversation, oldest first. */
export async function recentExchanges(conversationId: number, limit: number) {
  const db = await getDb();
  const rows = await db
    .select({ question: messages.question, answer: messages.answer })
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** Stores a complete exchange (and its conversation, when new) in one transaction. */
export async function saveExchange(values: {
  id: number;
  /** `roundtable` when the conversation is an educator's seat at one (created with its first answer). */
  conversation: { id: number; isNew: boolean; title: string; roundtable?: RoundtableRef };
  owner: Owner;
  educatorId: number;
  question: string;
  answer: string;
  model: string;
  /** The screening step's class when not ordinary, and the detected language (lib/safety). */
  screening?: string | null;
  language?: string | null;
}) {
  const db = await getDb();
  const owner = ownerColumns(values.owner);
  const { roundtable } = values.conversation;
  await db.transaction(async (tx) => {
    if (roundtable) await touchRoundtable(tx, roundtable, values.owner);
    if (values.conversation.isNew) {
      await tx.insert(conversations).values({
        id: values.conversation.id,
        educatorId: values.educatorId,
        title: values.conversation.title,
        roundtableId: roundtable?.id ?? null,
        ...owner,
      });
    } else {
      await tx.update(conversations).set({ updatedAt: sql`now()` }).where(eq(conversations.id, values.conversation.id));
    }
    await tx.insert(messages).values({
      id: values.id,
      conversationId: values.conversation.id,
      educatorId: values.educatorId,
      question: values.question,
      answer: values.answer,
      model: values.model,
      screening: values.screening ?? null,
      language: values.language ?? null,
      ...owner,
    });
  });
}

/** A message as its creator sees it, unless its conversation was removed; undefined for anyone else. */
export async function findMessage(id: number, owner: Owner) {
  const db = await getDb();
  const [message] = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      educatorId: messages.educatorId,
      question: messages.question,
      answer: messages.answer,
      model: messages.model,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, id), ownedBy(messages, owner), notRemoved(conversations)));
  return message;
}
