"use client";

import { useQuery } from "@tanstack/react-query";

/** An educator as the catalogue call (`GET /api/educators`) sends it. */
export type CatalogueEducator = {
  id: number;
  name: string;
  era: string;
  origin: string | null;
  shortBio: string;
  /** The spec lets this be a list or an object of values. */
  contributions: string[] | Record<string, string>;
  imageUrl: string | null;
  tags: string[] | null;
};

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

export function contributionList(contributions: CatalogueEducator["contributions"]): string[] {
  return Array.isArray(contributions) ? contributions : Object.values(contributions);
}
