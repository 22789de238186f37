/**
 * `npm run bench:pages`: Lighthouse (its default mobile profile: a mid-range phone, simulated slow 4G)
 * on the production build, for the pages a visitor lands on. Prints performance, CLS, best practices and
 * accessibility, and the JavaScript each page loads: every script in the page's network records, fetched
 * again and gzipped here (level 9), so the figure does not depend on how the server compresses; "page
 * JS" counts the scripts the page's HTML names, "with prefetches" adds the other routes' code Next.js
 * fetches at idle for links in view. The static pages' target (170 kB) applies to the page's own JS.
 * BENCH_URL measures a server that is already running instead of starting one; BENCH_PAGES=/,/about
 * chooses the pages. Exits non-zero when a page misses the targets of issue 15.
 *
 * "CPU index" is Lighthouse's benchmarkIndex of this machine. Lighthouse's default throttling (a 4×
 * slower CPU) turns a high-end desktop (index 1500–2000) into a mid-tier phone; on a slower machine it
 * emulates a slower phone than that. Lighthouse's throttling guide (docs/throttling.md, "Calibrating the
 * CPU slowdown") says to lower the multiplier there: 2× on a low-end desktop (index 1000–1500) or a
 * high-end phone (800–1200), 1× below. So every page is audited at the default 4×, and again at the
 * guide's multiplier when this machine's index calls for another one; the targets apply to the
 * calibrated run, and both are printed. BENCH_CPU_MULTIPLIER sets the calibrated multiplier by hand.
 * Lighthouse's scores vary from run to run (its docs/variability.md advises the median of several), so
 * each figure is the median-performance run of BENCH_RUNS (default 3).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const port = Number(process.env.BENCH_PORT ?? 3301);
const pages = (process.env.BENCH_PAGES ?? "/,/explore,/ask,/lessons,/about,/blog,/privacy-policy").split(",");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The flags playwright.config.ts gives Chromium on these machines. */
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const targets = { performance: 95, cls: 0.05, bestPractices: 100, accessibility: 100, staticJsKb: 170 };
/** Pages whose JavaScript must stay under `targets.staticJsKb`: the marketing site and the policies. */
const staticPages = new Set(["/", "/about", "/blog", "/careers", "/contact", "/privacy-policy", "/terms-of-service"]);

async function waitForServer(base: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const answered = await fetch(`${base}/api/educators`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("the server did not start within 10 minutes");
}

/** The production build (built first if the sources changed) on a fresh data directory. */
async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lyceum-bench-pages-"));
  const server = spawn("node", ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(base, server);
  return {
    base,
    stop: () => {
      server.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type NetworkRecord = { url: string; resourceType?: string };

const gzippedKb = async (urls: string[]) => {
  const sizes = await Promise.all(
    urls.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length),
  );
  return sizes.reduce((total, size) => total + size, 0) / 1000;
};

/**
 * The gzipped kB of every script the page loaded, and of those the page's HTML names itself: the rest
 * are chunks loaded later, mostly Next.js prefetching the routes of links in view (the home page's
 * hero buttons) at idle time.
 */
async function scriptSizes(url: string, records: NetworkRecord[]) {
  const scripts = [
    ...new Set(records.filter((record) => record.resourceType === "Script").map((record) => record.url)),
  ];
  const html = await (await fetch(url)).text();
  const own = scripts.filter((script) => html.includes(new URL(script).pathname));
  return { all: await gzippedKb(scripts), own: await gzippedKb(own), count: scripts.length };
}

/** The CPU slowdown Lighthouse's throttling guide gives for a machine of this benchmarkIndex (see above). */
function calibratedMultiplier(benchmarkIndex: number) {
  const chosen = Number(process.env.BENCH_CPU_MULTIPLIER);
  if (chosen > 0) return chosen;
  if (benchmarkIndex >= 1500) return 4;
  return benchmarkIndex >= 800 ? 2 : 1;
}

async function audit(url: string, chromePort: number, cpuSlowdownMultiplier?: number) {
  // Imported, not required: tsx would compile Lighthouse to CommonJS with esbuild's `__name` helper
  // in functions Lighthouse runs inside the page, where that helper does not exist.
  const { default: lighthouse } = await import("lighthouse");
  const { throttling } = await import("lighthouse/core/config/constants.js");
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "best-practices", "accessibility"],
    ...(cpuSlowdownMultiplier ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, environment } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const records = (audits["network-requests"]?.details as { items?: NetworkRecord[] } | undefined)?.items ?? [];
  const failing = (id: string) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    performance: score("performance"),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    lcpSeconds: Number(((audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2)),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    bestPractices: score("best-practices"),
    accessibility: score("accessibility"),
    js: await scriptSizes(url, records),
    failing: [...failing("best-practices"), ...failing("accessibility")],
  };
}

const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

/** The run of median performance among `runs` audits of one page. */
async function medianAudit(url: string, chromePort: number, cpuSlowdownMultiplier?: number) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await audit(url, chromePort, cpuSlowdownMultiplier));
  results.sort((a, b) => a.performance - b.performance);
  return results[Math.floor(results.length / 2)] as Awaited<ReturnType<typeof audit>>;
}

async function main() {
  const external = process.env.BENCH_URL;
  const server = external ? { base: external.replace(/\/$/, ""), stop: () => {} } : await startServer();
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  let missed = false;
  try {
    const rows = [];
    for (const page of pages) {
      const url = `${server.base}${page}`;
      const standard = await medianAudit(url, chrome.port);
      const multiplier = calibratedMultiplier(standard.benchmarkIndex);
      const result = multiplier === 4 ? standard : await medianAudit(url, chrome.port, multiplier);
      const misses = [
        result.performance < targets.performance && "performance",
        result.cls > targets.cls && "CLS",
        result.bestPractices < targets.bestPractices && "best practices",
        result.accessibility < targets.accessibility && "accessibility",
        staticPages.has(page) && result.js.own > targets.staticJsKb && "JS",
      ].filter(Boolean);
      missed ||= misses.length > 0;
      rows.push({
        page,
        "CPU index": standard.benchmarkIndex,
        "perf at 4×": standard.performance,
        "TBT ms at 4×": standard.tbtMs,
        "CPU ×": multiplier,
        performance: result.performance,
        "LCP s": result.lcpSeconds,
        "TBT ms": result.tbtMs,
        CLS: result.cls,
        "best practices": result.bestPractices,
        accessibility: result.accessibility,
        "page JS kB": Number(result.js.own.toFixed(1)),
        "with prefetches kB": Number(result.js.all.toFixed(1)),
        scripts: result.js.count,
        misses: [...misses, ...result.failing].join(", "),
      });
    }
    console.table(rows);
  } finally {
    await chrome.kill();
    server.stop();
  }
  return missed;
}

main().then(
  (missed) => process.exit(missed ? 1 : 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
