"use client";

import { useQuery } from "@tanstack/react-query";
import type { CatalogueEducator } from "@/lib/educators/catalogue-educator";

/** Spec section 8: 'Failed to fetch educators: {status}'. */
async function fetchEducators(): Promise<CatalogueEducator[]> {
  const response = await fetch("/api/educators", { credentials: "include" });
  if (!response.ok) throw new Error(`Failed to fetch educators: ${response.status}`);
  return (await response.json()) as CatalogueEducator[];
}

/** The catalogue, kept in memory after the first success. */
export function useEducators() {
  return useQuery({ queryKey: ["/api/educators"], queryFn: fetchEducators, staleTime: Number.POSITIVE_INFINITY });
}
