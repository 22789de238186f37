// Layers run one way (docs/architecture.md): page or route → components → lib → db/queries → db → shared.
// `npm run lint` runs this check; a rule is kept by moving code, never by an exception here.
const appLayers = "^(app|components|lib|db|shared)/";
const test = "\\.test\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Two modules that import each other are one module, or what both need belongs in a third below them.",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-reads-no-layer",
      severity: "error",
      comment: "shared/ (settings, the plan's schema, the statistics' types) is read by every layer and reads none.",
      from: { path: "^shared/" },
      to: { path: "^(app|components|lib|db)/" },
    },
    {
      name: "db-not-to-lib",
      severity: "error",
      comment: "db/ is below lib/: what both read lives in shared/.",
      from: { path: "^db/" },
      to: { path: "^lib/" },
    },
    {
      name: "db-not-to-ui",
      severity: "error",
      from: { path: "^db/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "lib-not-to-ui",
      severity: "error",
      comment: "lib/ is below pages, routes and components; browser hooks live in components/hooks.",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "components-not-to-app",
      severity: "error",
      comment: "A page passes a component what it shows; a component imports no page.",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
    {
      name: "server-not-to-browser",
      severity: "error",
      comment: "Server modules (route handlers, instrumentation, proxy) import no component and no browser hook.",
      from: { path: "^(app/api/|instrumentation\\.ts$|proxy\\.ts$)", pathNot: test },
      to: { path: "^components/" },
    },
    {
      name: "server-not-to-hooks",
      severity: "error",
      comment:
        "No server module imports a browser hook (use-*.ts), not even for a type: shapes both read live in lib/.",
      from: { path: "^(app/api|lib|db|shared)/", pathNot: test },
      to: { path: "(^|/)use-[a-z-]+\\.tsx?$" },
    },
    {
      name: "server-not-to-browser-lib",
      severity: "error",
      comment:
        "lib/client holds browser code (local storage, links, the stream reader) for components: no page, route or server module imports it.",
      from: { path: "^(app|lib|db|shared)/|^(instrumentation|proxy)\\.ts$", pathNot: `^lib/client/|${test}` },
      to: { path: "^lib/client/" },
    },
    {
      name: "app-not-to-tools",
      severity: "error",
      comment: "The app's code never reads scripts, evaluations, benchmarks or test helpers.",
      from: { path: appLayers, pathNot: test },
      to: { path: "^(scripts|eval|bench|tests)/" },
    },
    {
      name: "app-tests-not-to-tools",
      severity: "error",
      comment:
        "A test of the app reads the app, its helpers and the probe sets (data, and the datasets' loader), not a script or an evaluation.",
      from: { path: appLayers },
      to: { path: "^(scripts|bench)/|^eval/(?!probes/|datasets/)" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|\\.data|test-results|playwright-report|\\.test-output)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
