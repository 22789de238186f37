import { cn, initials } from "@/lib/utils";

/** The educator's image, or their initials when there is none. */
export function EducatorAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  const classes = cn("grid size-14 shrink-0 place-items-center rounded-full", className);
  if (imageUrl) {
    // biome-ignore lint/performance/noImgElement: catalogue images are small local files; no optimizer needed.
    return <img src={imageUrl} alt="" className={cn(classes, "object-cover")} />;
  }
  return (
    <span aria-hidden className={cn(classes, "bg-primary/10 text-lg font-semibold text-primary")}>
      {initials(name)}
    </span>
  );
}
