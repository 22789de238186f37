"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { Cpu } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ModelCheck, ModelIdentity } from "@/lib/ai/model-check";

type Health<Model> = { model: Model };

/** /api/health answers 503 with the same body when something checked is down: the body is what counts. */
async function readHealth<Model>(url: string): Promise<Model> {
  const response = await fetch(url, { cache: "no-store" });
  if (response.status !== 200 && response.status !== 503) throw new Error(`${response.status}`);
  return ((await response.json()) as Health<Model>).model;
}

/** Which model answers teachers (the built-in one, or the connected model's name and host), and a check of it. */
export function ModelCard() {
  const { data: model } = useQuery({
    queryKey: ["health-model"],
    queryFn: () => readHealth<ModelIdentity>("/api/health"),
  });
  const check = useMutation({ mutationFn: () => readHealth<ModelCheck>("/api/health?model=1") });

  return (
    <Card data-testid="model-card">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium">Which model answers</CardTitle>
        <Cpu className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-lg font-semibold" data-testid="model-name">
          {model ? (model.builtIn ? model.name : `${model.name} at ${model.host}`) : "…"}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={() => check.mutate()} disabled={check.isPending}>
            {check.isPending ? "Checking..." : "Check the connection"}
          </Button>
          <Link href="/help/models" className="text-sm text-primary underline-offset-4 hover:underline">
            How to connect a model
          </Link>
        </div>
        {(check.data || check.isError) && (
          <p role="status" className={check.data?.ok ? "text-sm" : "text-sm text-destructive"}>
            {check.data?.message ?? "The check could not be made. Please try again."}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
