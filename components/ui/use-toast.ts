"use client";

import type * as React from "react";
import { useEffect, useState } from "react";

/** Spec section 9: one notification at a time, removed 1,000,000 ms after dismissal. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

type ToastVariant = "default" | "destructive";

type ToastMessage = {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactElement;
  variant?: ToastVariant;
  open: boolean;
};

type Listener = (toasts: ToastMessage[]) => void;

let toasts: ToastMessage[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((toast) => toast.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  emit(
    toasts.map((toast) => {
      if (id !== undefined && toast.id !== id) return toast;
      scheduleRemoval(toast.id);
      return { ...toast, open: false };
    }),
  );
}

/** Shows a notification; the newest replaces the one before (limit 1). */
export function toast(message: Omit<ToastMessage, "id" | "open">) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss: dismissToast };
}
