"use client";

import { Moon, Sun } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tooltip } from "@/components/ui/tooltip";

const THEME_KEY = "lyceum-theme";

/** Runs before paint (inlined in <head>) so a dark-theme visitor never sees a light flash. */
export const themeScript = `try{var t=localStorage.getItem("${THEME_KEY}");if(t==="dark"||(!t&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.classList.add("dark")}catch(e){}`;

export function ThemeToggle() {
  const toggle = () => {
    const dark = document.documentElement.classList.toggle("dark");
    localStorage.setItem(THEME_KEY, dark ? "dark" : "light");
  };
  return (
    <Tooltip content="Light or dark theme">
      <Button variant="ghost" size="icon" onClick={toggle} aria-label="Switch between light and dark theme">
        <Sun className="hidden dark:block" aria-hidden />
        <Moon className="dark:hidden" aria-hidden />
      </Button>
    </Tooltip>
  );
}
