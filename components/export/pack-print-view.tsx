"use client";

import { useEffect } from "react";
import { createPortal } from "react-dom";
import { type QuizItem, quizItems, type Worksheet, worksheet } from "@/lib/export/pack/lesson-content";
import type { PackLesson } from "@/lib/export/pack/pack-files";

export type PrintView = "worksheet" | "quizzes";

/** Lines to write on, or for the youngest a box to draw in. */
function Room({ early, lines }: { early: boolean; lines: number }) {
  if (early) {
    return <div className="mt-2 h-44 rounded border-2 border-neutral-500 p-1 text-xs text-neutral-500">Draw here</div>;
  }
  return (
    <div className="mt-1">
      {Array.from({ length: lines }, (_, at) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical empty lines, never reordered.
        <div key={at} className="h-8 border-b border-neutral-500" data-ruled-line />
      ))}
    </div>
  );
}

function Question({ item, early }: { item: QuizItem; early: boolean }) {
  return (
    <li className="mt-4 break-inside-avoid">
      <p>
        <strong>{item.number}. </strong>
        {item.question}
      </p>
      {item.options.length > 0 ? (
        <ul className="mt-1 ml-6 space-y-1">
          {item.options.map((option) => (
            <li key={option.letter}>
              <strong>{option.letter}.</strong> {option.text}
            </li>
          ))}
        </ul>
      ) : (
        <Room early={early} lines={3} />
      )}
    </li>
  );
}

function Quiz({ name, items, early }: { name: string; items: QuizItem[]; early: boolean }) {
  return (
    <section className="mt-6">
      <h2 className="text-xl font-bold">{name}</h2>
      <p className="mt-1 italic">
        {early
          ? "Listen to each question. Circle the answer, or draw it in the box."
          : "Circle the letter of the right answer. Write the other answers on the lines."}
      </p>
      <ol>
        {items.map((item) => (
          <Question key={item.number} item={item} early={early} />
        ))}
      </ol>
    </section>
  );
}

function Header({ sheet, title }: { sheet: Worksheet; title: string }) {
  return (
    <header>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-neutral-600">
        {sheet.subject} · {sheet.gradeLevel}
      </p>
      {sheet.early ? (
        <div className="mt-3 h-12 rounded border-2 border-neutral-500 p-1 text-xs text-neutral-500">My name</div>
      ) : (
        <p className="mt-3 border-b border-neutral-500 pb-1">Name:</p>
      )}
    </header>
  );
}

function WorksheetView({ sheet }: { sheet: Worksheet }) {
  return (
    <>
      <Header sheet={sheet} title={`${sheet.topic}: Worksheet`} />
      <section className="mt-6">
        <h2 className="text-xl font-bold">Keywords</h2>
        <table className="mt-2 w-full border-collapse">
          <tbody>
            {sheet.keywords.map((keyword) => (
              <tr key={keyword.term}>
                <th scope="row" className="w-1/4 border border-neutral-400 p-2 text-left align-top">
                  {keyword.term}
                </th>
                <td className="border border-neutral-400 p-2">{keyword.definition}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {sheet.tasks.map((task) => (
        <section key={task.number} className="mt-6 break-inside-avoid">
          {task.day && task.day !== sheet.tasks[task.number - 2]?.day && (
            <h2 className="mb-2 text-xl font-bold">{task.day}</h2>
          )}
          <h3 className="text-lg font-semibold">
            {task.number}. {task.title}
          </h3>
          <p className="mt-1">{task.task}</p>
          <Room early={sheet.early} lines={4} />
        </section>
      ))}
      <Quiz name="Exit questions" items={sheet.exit} early={sheet.early} />
    </>
  );
}

/**
 * The worksheet or the quizzes as a page of their own, printed alone (globals.css hides the rest of the
 * page while `data-print-view` is set), then taken away once printing ends.
 */
export function PackPrintView({
  lesson: { plan, gradeSystem },
  view,
  onDone,
}: {
  lesson: PackLesson;
  view: PrintView;
  onDone: () => void;
}) {
  const sheet = worksheet(plan, gradeSystem);
  useEffect(() => {
    const root = document.documentElement;
    const finish = () => {
      root.removeAttribute("data-print-view");
      onDone();
    };
    root.setAttribute("data-print-view", view);
    window.addEventListener("afterprint", finish, { once: true });
    window.print();
    return () => {
      window.removeEventListener("afterprint", finish);
      root.removeAttribute("data-print-view");
    };
  }, [view, onDone]);
  return createPortal(
    <div data-print-view={view} className="hidden bg-white p-8 text-black print:block">
      {view === "worksheet" ? (
        <WorksheetView sheet={sheet} />
      ) : (
        <>
          <Header sheet={sheet} title={`${sheet.topic}: Quizzes`} />
          <Quiz name="Starter quiz" items={quizItems(plan.starterQuiz)} early={sheet.early} />
          <div className="break-before-page">
            <Quiz name="Exit quiz" items={sheet.exit} early={sheet.early} />
          </div>
        </>
      )}
    </div>,
    document.body,
  );
}
