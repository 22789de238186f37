import type { MetadataRoute } from "next";
import { publicPages } from "@/lib/navigation";
import { siteUrl } from "@/lib/site-url";

export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages.map((route) => ({ url: new URL(route, siteUrl).toString(), changeFrequency: "monthly" }));
}
