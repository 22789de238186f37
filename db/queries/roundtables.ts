import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../client";
import { conversations, educators, messages, roundtableSyntheses, roundtables } from "../schema";
import { reserveId, reserveIds } from "./ids";
import { notRemoved, type Owner, ownedLive, ownerColumns } from "./owner";

export const reserveRoundtableId = () => reserveId("roundtables");
export const reserveSynthesisId = () => reserveId("roundtable_syntheses");
/** Conversation ids for new seats, ascending in seat order: a roundtable's seats are listed by conversation id. */
export const reserveSeatIds = (count: number) => (count > 0 ? reserveIds("conversations", count) : Promise.resolve([]));

/** A roundtable a stream writes to: its row is created with the first thing stored, touched after. */
export type RoundtableRef = { id: number; title: string };

/** A roundtable's seats, less one removed from the library on its own (its conversation is gone as if deleted). */
const liveSeatsOf = (roundtableId: typeof roundtables.id | number) =>
  and(eq(conversations.roundtableId, roundtableId), notRemoved(conversations));

type Transaction = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>["transaction"]>[0]>[0];

/** Creates the roundtable on the first write of its first round, else marks it updated; inside `tx`. */
export async function touchRoundtable(tx: Transaction, roundtable: RoundtableRef, owner: Owner) {
  await tx
    .insert(roundtables)
    .values({ id: roundtable.id, title: roundtable.title, ...ownerColumns(owner) })
    .onConflictDoUpdate({ target: roundtables.id, set: { updatedAt: sql`now()` } });
}

/** The owner's roundtable with each seat's conversation and educator, in seat order; undefined for anyone else. */
export async function findRoundtableSeats(id: number, owner: Owner) {
  const db = await getDb();
  const [roundtable] = await db
    .select({ id: roundtables.id, title: roundtables.title })
    .from(roundtables)
    .where(and(eq(roundtables.id, id), ownedLive(roundtables, owner)));
  if (!roundtable) return undefined;
  const seats = await db
    .select({ conversationId: conversations.id, educatorId: conversations.educatorId })
    .from(conversations)
    .where(liveSeatsOf(id))
    .orderBy(asc(conversations.id));
  return { ...roundtable, seats };
}

/** Stores a round's synthesis (or the reply given instead of answers), creating the roundtable if new. */
export async function saveSynthesis(values: {
  id: number;
  roundtable: RoundtableRef;
  owner: Owner;
  question: string;
  content: string;
  model: string;
  screening?: string | null;
}) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await touchRoundtable(tx, values.roundtable, values.owner);
    await tx.insert(roundtableSyntheses).values({
      id: values.id,
      roundtableId: values.roundtable.id,
      question: values.question,
      content: values.content,
      model: values.model,
      screening: values.screening ?? null,
      ...ownerColumns(values.owner),
    });
  });
}

/** A user's roundtables, most recent first, with their educators' names in seat order. */
export async function listRoundtables(userId: string) {
  const db = await getDb();
  return db
    .select({
      id: roundtables.id,
      title: roundtables.title,
      updatedAt: roundtables.updatedAt,
      educatorNames: sql<string[]>`coalesce(array_agg(${educators.name} order by ${conversations.id})
        filter (where ${educators.name} is not null), '{}')`,
    })
    .from(roundtables)
    .leftJoin(conversations, liveSeatsOf(roundtables.id))
    .leftJoin(educators, eq(educators.id, conversations.educatorId))
    .where(ownedLive(roundtables, { userId }))
    .groupBy(roundtables.id)
    .orderBy(desc(roundtables.updatedAt), desc(roundtables.id));
}

/** One of a user's roundtables with every seat's exchanges and every synthesis, oldest first. */
export async function findRoundtableWithRounds(id: number, userId: string) {
  const db = await getDb();
  const [roundtable] = await db
    .select({ id: roundtables.id, title: roundtables.title, updatedAt: roundtables.updatedAt })
    .from(roundtables)
    .where(and(eq(roundtables.id, id), ownedLive(roundtables, { userId })));
  if (!roundtable) return undefined;
  const seats = await db
    .select({ conversationId: conversations.id, educatorId: conversations.educatorId, educatorName: educators.name })
    .from(conversations)
    .innerJoin(educators, eq(educators.id, conversations.educatorId))
    .where(liveSeatsOf(id))
    .orderBy(asc(conversations.id));
  const conversationIds = seats.map((seat) => seat.conversationId);
  const [exchanges, syntheses] = await Promise.all([
    conversationIds.length === 0
      ? []
      : db
          .select({
            id: messages.id,
            conversationId: messages.conversationId,
            question: messages.question,
            answer: messages.answer,
            model: messages.model,
          })
          .from(messages)
          .where(inArray(messages.conversationId, conversationIds))
          .orderBy(asc(messages.id)),
    db
      .select({
        id: roundtableSyntheses.id,
        question: roundtableSyntheses.question,
        content: roundtableSyntheses.content,
        model: roundtableSyntheses.model,
        screening: roundtableSyntheses.screening,
      })
      .from(roundtableSyntheses)
      .where(eq(roundtableSyntheses.roundtableId, id))
      .orderBy(asc(roundtableSyntheses.id)),
  ]);
  return {
    ...roundtable,
    seats: seats.map((seat) => ({
      ...seat,
      exchanges: exchanges.filter((exchange) => exchange.conversationId === seat.conversationId),
    })),
    syntheses,
  };
}
