import "server-only";
import { and, asc, count, desc, eq, isNull } from "drizzle-orm";
import { getDb } from "../client";
import { conversations, educators, messages } from "../schema";
import { type Owner, ownedLive } from "./owner";

/** The owner's conversation with this educator, or undefined. */
export async function findConversation(id: number, owner: Owner, educatorId: number) {
  const db = await getDb();
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.educatorId, educatorId), ownedLive(conversations, owner)));
  return conversation;
}

const conversationColumns = {
  id: conversations.id,
  title: conversations.title,
  educatorId: conversations.educatorId,
  educatorName: educators.name,
  updatedAt: conversations.updatedAt,
};

/** A user's conversations, most recent first, with their educator and number of exchanges (roundtables' apart). */
export async function listConversations(userId: string) {
  const db = await getDb();
  return db
    .select({ ...conversationColumns, exchanges: count(messages.id) })
    .from(conversations)
    .innerJoin(educators, eq(educators.id, conversations.educatorId))
    .leftJoin(messages, eq(messages.conversationId, conversations.id))
    .where(and(ownedLive(conversations, { userId }), isNull(conversations.roundtableId)))
    .groupBy(conversations.id, educators.name)
    .orderBy(desc(conversations.updatedAt), desc(conversations.id));
}

/** One of the owner's conversations with every exchange, oldest first; undefined for anyone else. */
export async function findConversationWithMessages(id: number, owner: Owner) {
  const db = await getDb();
  const [conversation] = await db
    .select(conversationColumns)
    .from(conversations)
    .innerJoin(educators, eq(educators.id, conversations.educatorId))
    .where(and(eq(conversations.id, id), ownedLive(conversations, owner)));
  if (!conversation) return undefined;
  const exchanges = await db
    .select({
      id: messages.id,
      question: messages.question,
      answer: messages.answer,
      model: messages.model,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(asc(messages.id));
  return { ...conversation, exchanges };
}
