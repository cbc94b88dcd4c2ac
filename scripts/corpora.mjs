// The corpora: real TypeScript that npm packages ship, pinned by exact version and integrity, fetched on
// demand with `npm pack` and unpacked with `tar` into a cache that git and ESLint ignore (.tmp/corpora/,
// or $AGENT_ERRORS_CORPORA_DIR), plus this repository's examples/. Used by `npm run bench` (bench/run.mjs)
// and the corpus tests (tests/corpus/).
//
//   node scripts/corpora.mjs fetch [names...]   fetch (default: all) and print where they are
//   node scripts/corpora.mjs list               the corpora, their versions and whether they are cached
//
// Why .tmp/corpora/: `.tmp/` is ignored by git and by this repository's ESLint config (a `.cache/` at the
// root would be linted by `npm run lint`, whose flat config does not read .gitignore), and a cache under
// node_modules/ would put the corpora on a path that tools treat as third-party code (the project-wide
// codemod skips every file whose path contains /node_modules/). Nothing here is committed.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Where fetched corpora live. */
export const cacheRoot = process.env.AGENT_ERRORS_CORPORA_DIR
  ? resolve(process.cwd(), process.env.AGENT_ERRORS_CORPORA_DIR)
  : join(repoRoot, ".tmp/corpora");

/**
 * @typedef {object} CorpusSpec
 * @property {string} name          short name (`ai`, `zod`, ...)
 * @property {string} [package]     npm package name (absent for a directory of this repository)
 * @property {string} [version]     exact version
 * @property {string} [integrity]   the registry's `dist.integrity`, checked after `npm pack`
 * @property {string} [local]       a directory of this repository (examples/)
 * @property {string[]} sources     directories of the package (or of `local`) whose TypeScript files are linted
 * @property {string} about         what it is, for reports
 * @property {string} [extensions]  a regular expression for the files to lint, when not TypeScript's
 */

/** @type {readonly CorpusSpec[]} Smallest first (`CORPORA[1]` is the smallest pinned package). */
export const CORPORA = [
  { name: "examples", local: "examples", sources: ["src"], about: "this repository's MCP server examples (marked violations)" },
  {
    name: "ai",
    package: "ai",
    version: "6.0.326",
    integrity: "sha512-8l+12hhRUYQGSz7Du2svHqjhIdWv6PXEOAk/rg11TtMXR+3FOzrqm4rAHmup4V94utdPct7EWMfV9M+ncKYd8g==",
    sources: ["src"],
    about: "the AI SDK itself: tool(), tool execution, its error classes",
  },
  {
    name: "rxjs",
    package: "rxjs",
    version: "7.8.2",
    integrity: "sha512-dhKf903U/PQZY6boNNtAGdWbG85WAbjT/1xYoZIC7FAY0yWapOBQVsVrDl58W86//e1VpMNBtRV4MaXfdMySFA==",
    sources: ["src"],
    about: "operators, schedulers, subscriptions: callbacks everywhere",
  },
  {
    name: "zod",
    package: "zod",
    version: "4.6.7",
    integrity: "sha512-g8W2D2kU6a8untc053fX1uVBKzM7yqAxW/3zwk83+6RyF2+SKOuV+c0wBDhUwzV1PaGapmZH+rmcUzPf+3CGwg==",
    sources: ["src"],
    about: "schemas, parsing, error maps (v3 and v4 sources, with their tests)",
  },
  {
    name: "effect",
    package: "effect",
    version: "4.1.0",
    integrity: "sha512-lGx2MJJyrXA8RZb2UpQ/0Nkb5Utaimby7oD92+18noBxLPE85IFOvptdzau8dvcxAOwfwHo9iqapbKeFzqQM/Q==",
    sources: ["src"],
    about: "typed effects, its AI toolkits, HTTP; two generated files of 2 and 3 MB (embedded bundles)",
  },
];

/**
 * @type {readonly CorpusSpec[]} Real MCP servers and agent toolkits, as npm ships them: the precision suite
 * (tests/corpus/precision.test.ts) lints them with the presets and checks every finding against a triage
 * line (tests/corpus/triage/<name>.tsv). Most ship only their compiled JavaScript (readable tsc/tsdown
 * output with the same try/catch, returns and objects as the sources); Notion's ships its TypeScript.
 * Not in CORPORA: they are small, and `all` (the benchmark, the crash suite) keeps its meaning.
 */
export const PRECISION_CORPORA = [
  {
    name: "sentry-mcp",
    package: "@sentry/mcp-server",
    version: "0.36.0",
    integrity: "sha512-d/Q/Q0bYP2VdFquxRq8//6K7/vUbCPBPzF7OtYeIVsZivlxUhlQpJhmfpB7cX3pdOGaw6aF8BD12jJ6rwZfREg==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Sentry's MCP server (the conventions our defaults come from), its ESM build",
  },
  {
    name: "mcp-everything",
    package: "@modelcontextprotocol/server-everything",
    version: "2026.8.31",
    integrity: "sha512-5U3OZh8Xq0Li4nA26l6uNvV9/1suMDuWSn+NjLZIhzinhMY6N3A4DCrxVecBGPf2PsNFKTEv5krxGPRwzxc7jQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "the MCP reference server that exercises every protocol feature",
  },
  {
    name: "mcp-filesystem",
    package: "@modelcontextprotocol/server-filesystem",
    version: "2026.8.31",
    integrity: "sha512-kKaFkyAh6oipvc9+EAbJ552JafnMnOq5nzmzWkp1jJdBhTAAGpmIpWihUG1+rfNhmEFM98gUZDdCHCDD4v6a7Q==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "the MCP reference file-system server",
  },
  {
    name: "context7",
    package: "@upstash/context7-mcp",
    version: "4.1.1",
    integrity: "sha512-fUARTIZGVKzlzQKDhKUg4aIQ3yEU/12STdfxJDDnLMSN7yyHiPvNHI05iFwxkv3vC8G76Wp27MwK6Jucl/C5pA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Upstash's Context7 documentation MCP server",
  },
  {
    name: "supabase-mcp",
    package: "@supabase/mcp-server-supabase",
    version: "0.13.0",
    integrity: "sha512-TUzlt0x9eADZgUOz/5wWk95i5GVf1QSnIwYX0jmasNNmoqPxEkAgO/kg8aAQTqmYZx/OPlVlaX3Er5v/le1z2g==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Supabase's MCP server",
  },
  {
    name: "stripe-toolkit",
    package: "@stripe/agent-toolkit",
    version: "0.9.0",
    integrity: "sha512-pJIcutzeQDjtv8jpqyMJmmKD04KABxyjWie9CXOG6Skj48G1q4orYAxxygcN1YKaufUT07vUKXdyxqpbJp/R1A==",
    sources: ["ai-sdk", "cloudflare", "langchain", "modelcontextprotocol", "openai"],
    // Each entry point ships as CommonJS (.js) and ESM (.mjs) of the same code: the ESM once.
    extensions: "\\.mjs$",
    about: "Stripe's agent toolkit (AI SDK, MCP, LangChain, OpenAI adapters)",
    // What its maintainers would declare on adoption: Stripe's SDK, and the client of Stripe's remote MCP
    // server, are the toolkit's own API (the precision suite's "declared" run).
    declared: { ownApiClients: [{ name: "Stripe", from: ["stripe"] }, "StripeMcpClient"] },
  },
  {
    name: "notion-mcp",
    package: "@notionhq/notion-mcp-server",
    version: "2.5.2",
    integrity: "sha512-5nPSwHMnugSGAhSJS5vVIlMao+iTJO9HoWGpCnT8lJNrPy3rZMqs1V/CPiN4MuxF+5EBgRE/f/Tirl6Wfi75Mg==",
    sources: ["src", "scripts"],
    about: "Notion's MCP server (an OpenAPI proxy), its TypeScript sources",
    // Its HTTP client talks to Notion's API only: the server's own API (the precision suite's "declared" run).
    declared: { ownApiClients: [{ name: "HttpClient", from: ["../client/http-client"] }] },
  },
  {
    name: "azure-devops-mcp",
    package: "@azure-devops/mcp",
    version: "2.10.0",
    integrity: "sha512-Wwd3kszlm+ag43X1fs7+kOt7ACLXF+hymNYQA8hzvbIFtrKsKmhrU6gnU1rsOqQEnueFR1rQLGNvjB3uA3AngA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Microsoft's Azure DevOps MCP server (work items, repositories, pipelines, wikis)",
  },
  {
    name: "mapbox-mcp",
    package: "@mapbox/mcp-server",
    version: "0.14.0",
    integrity: "sha512-mG3jk4GyEFkXHX/TY3SOvKgTA0dg1dBqSEJEjt3xmrb/ZI8pwBNaj6YIGHDMFMWmMC3aSHHw++p8JPrv656Uiw==",
    // It ships CommonJS and ESM builds of the same code: the ESM once.
    sources: ["dist/esm"],
    extensions: "\\.js$",
    about: "Mapbox's MCP server: HTTP API tools (geocoding, directions) and local geometry tools",
  },
  {
    name: "apify-mcp",
    package: "@apify/actors-mcp-server",
    version: "0.16.0",
    integrity: "sha512-Ky5vckfWAQW27NZQPAC+2mWUjD8cc6EP8HoZyOblifgZm2KbCwC9LwP7WVwUfxDrisaeeT5+QZ+u4mm7cJ9pNg==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Apify's MCP server (runs Apify Actors as tools)",
  },
  {
    name: "firecrawl-mcp",
    package: "firecrawl-mcp",
    version: "3.26.0",
    integrity: "sha512-aJPkPDSeQAIvA1RthFsLStXf5GHWE6hZa8MC36fk3JXC9etj0kUwBF1CFl3th0DmaFTZ0gZ9+eSvauyEDdPDwA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Firecrawl's scraping and search MCP server",
    // CoreHttpError is the class its HTTP helpers throw for a failed response of Firecrawl's own API (the
    // hosted one, or the FIRECRAWL_API_URL the user runs): the precision suite's "declared" run.
    declared: { trustedMessageErrors: { add: ["CoreHttpError"] }, apiResponseErrors: { add: ["CoreHttpError"] } },
  },
  {
    name: "desktop-commander",
    package: "@wonderwhy-er/desktop-commander",
    version: "0.2.52",
    integrity: "sha512-VNeKfaBR6TN/8MlP/ziTpjNEeHrGOFmmzQjrwzr52kQalBJoNNISWwaSQElPFc6+I17NOOM354KbSdS/aDrqGA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a local file-system and terminal MCP server",
  },
  {
    name: "exa-mcp",
    package: "exa-mcp-server",
    version: "3.4.1",
    integrity: "sha512-X6g4J9LXLJZ0uK52G8KE/KCaxpaD+wkEHzjkoDTYkC+afxfm5xqWgih3i0hgTfyufl6PggkLeR0L6rDAxW6ETg==",
    // One bundle with its dependencies; its own code is at the end.
    sources: ["dist"],
    extensions: "\\.cjs$",
    about: "Exa's web-search MCP server, one bundle",
  },
  {
    name: "neon-mcp",
    package: "@neondatabase/mcp-server-neon",
    version: "0.6.5",
    integrity: "sha512-sTqHMpAKKWL4IzAM2yjd5Q/VKnrHF0MxqidZpKoDhKBKvnOw6jAnb2nqgadY5wBA3kNv7JybCOu2h33A8eW6dw==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Neon's Postgres MCP server (management API and SQL)",
  },
  {
    name: "kubernetes-mcp",
    package: "mcp-server-kubernetes",
    version: "4.1.7",
    integrity: "sha512-c6rNCdzBBIUO3mpOSKCJjqJMpRyEJEyf3l+iw8xg/+KzThOrPVaPdxpsEvgzq8gCwKprwVL+wJUGLwuRspuwuA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a Kubernetes MCP server (kubectl and the client library)",
  },
  {
    name: "mcp-github",
    package: "@modelcontextprotocol/server-github",
    version: "2025.4.8",
    integrity: "sha512-8N43bQw9MlUB0piTZHK2JMh8kYPKxH57d4Z7Wb8PS4by2MkZ0FzI5xPImg3xumpev82VZw2VWHQJJJYp+WkwEw==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "the MCP reference GitHub server (archived, still widely installed)",
  },
  {
    name: "heroku-mcp",
    package: "@heroku/mcp-server",
    version: "1.2.8",
    integrity: "sha512-4u74Laup1RRMrvyOdXFMH/rMlZUKOF0c8Ood2wGJremSOnNkTJO+P8EGFV3ZNoW+5xwmjPfW+PBMYiFoTciMcg==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Heroku's platform MCP server (the Heroku CLI and API)",
  },
  {
    name: "tavily-mcp",
    package: "tavily-mcp",
    version: "0.2.22",
    integrity: "sha512-w2pmmmn/JKcNavylDoiNtNPflWt6SK2G1SVUvg0VvdvFJQUaOzEdanAm1VUWBOhUCqmVoBYVPstGcOoWvh8RQQ==",
    sources: ["build"],
    extensions: "\\.js$",
    about: "Tavily's web-search MCP server",
  },
  {
    name: "brave-search-mcp",
    package: "@brave/brave-search-mcp-server",
    version: "2.1.4",
    integrity: "sha512-a34HBs6os4Ilp0yHPV/j3UrgBQH1uTDLsNA9y5IlO30RCYUFm9QPfC0coh2c7WEDxKcHuWjVsrfuXIJNheu9YA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Brave's search MCP server",
  },
  {
    name: "circleci-mcp",
    package: "@circleci/mcp-server-circleci",
    version: "0.20.0",
    integrity: "sha512-CJLxxdcy4evOKgo44rIVS4xMYcg99yssmwedmEi+ldZ/UtpvTes4QcovaZP6JAOdxgmewbdTZZA05fa9Sqh5WA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "CircleCI's MCP server",
  },
  {
    name: "mongodb-mcp",
    package: "mongodb-mcp-server",
    version: "3.0.4",
    integrity: "sha512-BD6Gu1qiyexMJQ/3vSBR01cuItrNM89rrh3x07OF0+YJAm8lb/+jvfIy5qSyy8tH10CYZmSspXLvvjLzsjQ3rw==",
    // CommonJS and ESM builds of the same code: the ESM once.
    sources: ["dist/esm"],
    extensions: "\\.js$",
    about: "MongoDB's MCP server",
  },
  {
    name: "figma-mcp",
    package: "figma-developer-mcp",
    version: "0.13.2",
    integrity: "sha512-7Flx0S/3gI7dIm+9G6BCogwne0o9LdYaCxtDLappiZZUZgqoNiXws/T1kn2R2tqr1iRzFPStqlwf+bPrcscQ0Q==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Framelink's Figma MCP server, a minified bundle (tools as definition objects, `isError: !0`)",
  },
  {
    name: "elasticsearch-mcp",
    package: "@elastic/mcp-server-elasticsearch",
    version: "0.3.1",
    integrity: "sha512-zeANoblVkez9Mn2JDyUC0p5UVOY/uWnEbn2C0X2wGpX0C/wa6/8KHu2VbpQe4Y0zL4noPjVjsxKvSsIUpr2NjA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Elastic's Elasticsearch MCP server",
  },
  {
    name: "netlify-mcp",
    package: "@netlify/mcp",
    version: "1.15.1",
    integrity: "sha512-lkhtQLp3WDtUIck7QXyJxQ49d94QueRreEiC3UtnrskGeZYzJxphuYq2Q+zfPTT91Yakwy0TiPHCbc6FuighHQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Netlify's MCP server, one bundled file",
  },
  {
    name: "browserbase-mcp",
    package: "@browserbasehq/mcp-server-browserbase",
    version: "2.4.3",
    integrity: "sha512-7XuLkppqA0zsTDtDQMHAxGNOyGyP+PE8NKweaAQbe+YPDjzCfM8c25f9DFPN81aCzpW/cEe0vh2V2w1CnM6ITQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Browserbase's browser-automation MCP server (Stagehand)",
  },
  {
    name: "pinecone-mcp",
    package: "@pinecone-database/mcp",
    version: "0.3.0",
    integrity: "sha512-hC8nc4VgNi6wbXkergDP3q/8zHnhx67HtuL/lNPtvnlfCmIGNTMEYXX6hkWvvqhHliDTwK+Y8PnIHR3IBRkSVw==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Pinecone's MCP server (a shared error formatter in another module: found with types only)",
  },
  {
    name: "currents-mcp",
    package: "@currents/mcp",
    version: "2.1.1",
    integrity: "sha512-dx2NSfSfr7b4Z1RvMFH88D6ukCDj3/AFRmxaQqdgOBR5UmFoS6L2CuTvCIhSD6jQ99h7dtwprgIrN59RVxqExg==",
    sources: ["build"],
    extensions: "\\.js$",
    about: "Currents' test-analytics MCP server (tools as definition objects registered in another module)",
  },
  // Four more, from the seventeenth session's scout of servers outside the suite (docs/precision.md).
  {
    name: "gitlab-mcp",
    package: "@zereight/mcp-gitlab",
    version: "2.1.64",
    integrity: "sha512-t2s7VDHuuQXCQFA7vfPrBPpMpvPEObk0gNiDd1y57uN+wJS8XkCgkJCdvL1j3dx6WNuyxHCh0HdG7CoXNaegKw==",
    sources: ["build"],
    extensions: "\\.js$",
    about: "a community GitLab server: one dispatcher, results returned through a logging function",
  },
  {
    name: "hubspot-mcp",
    package: "@hubspot/mcp-server",
    version: "0.4.0",
    integrity: "sha512-nNNrqysJrCkPb8XWl3wd2d61nTLf8IAnfWOHag4FCSRKRjSXuIE/2h4GVUcPmVhJVaN7RsIq8C43BMFV+EI9GA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "HubSpot's server: tool classes over its own API client",
    declared: { ownApiClients: ["HubSpotClient"] },
  },
  {
    name: "google-maps-mcp",
    package: "@modelcontextprotocol/server-google-maps",
    version: "0.6.2",
    integrity: "sha512-XMC0zJL88wnNVNAPveztKXoqKQ8cSDvErJookZGqAKUvFZQXBuRT3Al5NZri+GrfIACD26zs+A1+Bdqf5bSkDw==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "the archived reference Google Maps server",
  },
  {
    name: "shortcut-mcp",
    package: "@shortcut/mcp",
    version: "0.25.0",
    integrity: "sha512-cfLWrWOJeJn6SnwctngcRAOEFAZ/iZgKDk4LOdkxyt8E3X3cylxd8PuTsQPTvw5sLWH0maORsbNEEYOFE0jwGA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Shortcut's server: a bundle whose tools register through methods of its own",
    // Its tools register through its own McpServer subclass's methods: declared as tool boundaries, as
    // docs/configuration.md shows (the precision suite's "declared" run).
    declared: {
      toolBoundaries: {
        add: [
          { name: "addToolWithReadAccess", receiver: "CustomMcpServer", handler: "lastArgument" },
          { name: "addToolWithWriteAccess", receiver: "CustomMcpServer", handler: "lastArgument" },
        ],
      },
    },
  },
  {
    name: "browserstack-mcp",
    package: "@browserstack/mcp-server",
    version: "1.4.2",
    integrity: "sha512-rBO2AWquQoITn1vsMpwxls8oZpX7+kqPDloUhtpwHubrb2BGUrqvNf1dG6QFJujU+M5OOLQ/j03JVxxcBPZgAQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "BrowserStack's server: server.tool(name, description, shape, annotations, handler) over its own API (nineteenth session's scout)",
    // Its tools call BrowserStack's API through one axios wrapper, `apiClient` of lib/apiClient.js, mostly from
    // helpers of other modules (the precision suite's "declared" run).
    declared: { ownApiClients: [{ name: "apiClient", from: ["./dist/lib/apiClient.js"] }] },
  },
  {
    name: "jira-mcp",
    package: "@aashari/mcp-server-atlassian-jira",
    version: "3.3.0",
    integrity: "sha512-v16EQgrnXaoG4gd0B1Y5cgX9IMwmMTOZWUx+YJ2F+15hghAHQqJCVUZhnkJSl2NoK3VhLm+HJ8iyfYkAGKTDlg==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a community Jira server: handlers a factory makes, errors formatted by a helper of another module",
  },
  {
    name: "grafana-mcp",
    package: "@leval/mcp-grafana",
    version: "1.1.7",
    integrity: "sha512-V+RwoTdVAF2H3KdQMUYGAncAw0BFvmbLBf1+SUTcYJikPWzWVagoITtQ2E0BlmWbtILRvl73K81PF39JlYv1/A==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a community Grafana server in tsc's CommonJS: every tool's catch hands the error to a result builder of another module",
  },
  {
    name: "browser-tools-mcp",
    package: "@agentdeskai/browser-tools-mcp",
    version: "1.2.1",
    integrity: "sha512-c1R4lOUFP8Hz5MwPAZHDGy8UiGwWCZs2DIKXIsNe2OkQS7LYVRIYYvgWvbZVgCW6XpUgiiPnTxXFXPcHZ6HDrw==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "AgentDesk's browser tools: each audit's body is a callback a connection wrapper of the file calls and hands back",
  },
  {
    name: "brightdata-mcp",
    package: "@brightdata/mcp",
    version: "2.11.3",
    integrity: "sha512-c5NLdIZfMT3QgySKD0PcxFVajPJoEciR3cuLdv/0FY6DAmPndzHBtjvQaDu1HgsRJUm+/gX11GgtVJ7LKyYN3Q==",
    sources: ["."],
    extensions: "\\.js$",
    about: "Bright Data's FastMCP server: every tool registered through a filtering helper of the file (addTool)",
  },
  {
    name: "cloudflare-mcp",
    package: "@cloudflare/mcp-server-cloudflare",
    version: "0.2.0",
    integrity: "sha512-506bCOY2ZI7AINJLULbqyDRLymLag2pRuKFGBPP1yFr9+wAfqHS9fk8UkDdUYCeU5MYdv8FUWHVhdg62cMXdXg==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Cloudflare's own API server: handler tables by tool name, { toolResult } results, errors of fetch calls to api.cloudflare.com",
    // Every tool calls Cloudflare's API with fetch, through helpers of the bundle (the precision suite's "declared" run).
    // Since `inferOwnApiUrls`, its scope `@cloudflare` says as much without the declaration: both runs agree.
    declared: { ownApiUrls: ["https://api.cloudflare.com/"] },
  },
  {
    name: "airbnb-mcp",
    package: "@openbnb/mcp-server-airbnb",
    version: "0.3.0",
    integrity: "sha512-igJNB5RAEb4LyQphl++B3kL8ONCnl/pcF6qVAsE2E75//6vmcwgSoHqmdf+bHNdAXZ4Hma9eetxdkPJd088IdA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a community Airbnb server: scraped pages parsed in helpers that catch their own failures and return error results",
  },
  {
    name: "perplexity-mcp",
    package: "@perplexity-ai/mcp-server",
    version: "1.2.1",
    integrity: "sha512-nhqGnbTAdb+BblDAG59vD0u4T3/QzDA7h6pYbBP1djH7RGjJcTg8uLVAJ7jNkbKF90NkQ/fF9K8u8SkKUQZEyQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Perplexity's own server: streamed API responses, catches that throw their own errors on some paths and rethrow on the others",
  },
  {
    name: "gmail-mcp",
    package: "@gongrzhe/server-gmail-autoauth-mcp",
    version: "1.1.11",
    integrity: "sha512-IP9nbCmJZ5h8wrtld0LBpJCV7coyfeOrhsNdPhIbkFzKBmgf06Gy4bnsr3zVOi8Leey0az3s4UPIdcQmIb/iJw==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a community Gmail server: one CallTool dispatcher, Google API errors, batch operations that collect their failures",
  },
  {
    name: "auth0-mcp",
    package: "@auth0/auth0-mcp-server",
    version: "0.1.0-beta.19",
    integrity: "sha512-2ifWpmLE3n4pWGWYbJ65xpQBLUaSttbf+s6rpYkrockEoYJv0V8qgynlk91PzGqzVpe+ubDTCZOE/vN9j23Siw==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Auth0's own server: a handler table by tool name, the Management SDK's errors in inner catches that log with a debug logger, quickstart specs from Auth0's CDN",
  },
  {
    name: "mysql-mcp",
    package: "@benborla29/mcp-server-mysql",
    version: "2.0.9",
    integrity: "sha512-hjLuI/UOe7t/xwREMGHtB3gGJn8lyvCsv65HT+ePYDKZfBFbirDzxJAaIsAg1DJwlVTMiw0Oq88PpJkRyl1+SQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a community MySQL server: the agent's SQL run by a driver whose errors are returned as isError results",
  },
  {
    name: "postgres-mcp",
    package: "@modelcontextprotocol/server-postgres",
    version: "0.6.2",
    integrity: "sha512-ukbVmVxLAsdZ5pTVWbhf9fc7lqkSf7XqizNH8XAotI21GnRPtkqO+WLWpeBFU+/2Fyv63uXS7/9NnR8Y8wOP1Q==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "the reference Postgres server: one read-only query tool, pg's errors rethrown to the SDK",
  },
  {
    name: "postman-mcp",
    package: "@postman/postman-mcp-server",
    version: "2.13.0",
    integrity: "sha512-Zbg5A+CUQNidKWz54j3+mUW8ouqgv4tj55tO2hMRg3VYkqvGSnERLOzHm8bTMLH1MfNnBsIog3IAXeLwoysQ0g==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Postman's own server: 200 tool modules loaded by a dynamic import, each failure turned into an McpError",
  },
  {
    name: "brave-search-ref-mcp",
    package: "@modelcontextprotocol/server-brave-search",
    version: "0.6.2",
    integrity: "sha512-AtdnPh8zVsEooXWZD21Negz3JL6iRmKf4sUtwCrLe0e83QBJD6Hf5B3rOFkwsrnTew/6xL7oyRkhc6YuXhuuhQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "the archived reference Brave Search server: the API's response body in its errors, the tool name echoed",
  },
  {
    name: "puppeteer-mcp",
    package: "@modelcontextprotocol/server-puppeteer",
    version: "2025.5.12",
    integrity: "sha512-uG5QIxnnAkL6m7snXcsgC3k8ZnkYlikYZN016re6TEwtXwKUoJjRMzsqbwqw45IqP+7pXvN9vuPJ/OuHu70jow==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "the archived reference Puppeteer server: browser errors about the agent's selectors, a page's own exceptions",
  },
  {
    name: "redis-mcp",
    package: "@modelcontextprotocol/server-redis",
    version: "2025.4.25",
    integrity: "sha512-NFOETZVwmRNXSjSWTX4Tn0RIC9Slgypw6pmAqeeELoBn1o7Ox7dryGiBphAjvux1oWvIlx13scMKxmGXZQKTMA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "the archived reference Redis server: zod's and the client's errors, rethrown",
  },
  {
    name: "google-calendar-mcp",
    package: "@cocal/google-calendar-mcp",
    version: "2.6.3",
    integrity: "sha512-mvtzgfZ68BSp0Ck5PBFsFywRaMmaDelaSTtWQvaUzzoQOA0B/MOLfmCJL11QRXTg2Cmz4rZeZYK2fA6dmdGQSg==",
    sources: ["build"],
    extensions: "\\.js$",
    about: "a community Google Calendar server, bundled: handler classes dispatched from a table, Google's errors in McpErrors",
  },
  {
    name: "playwright-ea-mcp",
    package: "@executeautomation/playwright-mcp-server",
    version: "1.0.12",
    integrity: "sha512-/E9Be+8CP0U6HvzjLNRLiQUQ82IGBiLaUkaW0WeVDXOP1MJSbO4CQ3Swy9YzvGIVUj+xbQn2AM1spOeZttXqkg==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "ExecuteAutomation's Playwright server: tool classes, Playwright's and the pages' errors",
  },
  {
    name: "antv-chart-mcp",
    package: "@antv/mcp-server-chart",
    version: "0.9.10",
    integrity: "sha512-km14tIp6xoTw2whXpFvmm9dVlC+8G+W+uORb0xcRan+0zos8GgQl7D2Vxn+D6OEQZmSHd/vNbRP9/4vaXiBfLQ==",
    sources: ["build"],
    extensions: "\\.js$",
    about: "AntV's chart server in tsc's CommonJS with __awaiter: the SDK by require, a chart service's errors",
  },
  {
    name: "railway-mcp",
    package: "@railway/mcp-server",
    version: "0.1.11",
    integrity: "sha512-8ca+DB+blMYQl+ju4jvmCKrVZp9/AFdhlQ8O07tiunuMgxSWQmEu1hG4d5zbtWHSaJqVKs+P/yCdRwJ+VrSmoQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Railway's server (tsdown chunks): exported tool definitions whose results a builder of another module makes, the CLI's and the API's errors",
  },
  {
    name: "upstash-mcp",
    package: "@upstash/mcp-server",
    version: "0.3.0",
    integrity: "sha512-lkdnEOFYUf3qxhBnejW1jaGC4vUHhGqjjzuTSeJDM3ztQhxzbmejyNcqyM7aNrqcPC4J8wtas8xeQcfb7x56YA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Upstash's server, one bundle: a catch-all around every tool's handler",
  },
  {
    name: "glean-mcp",
    package: "@gleanwork/local-mcp-server",
    version: "0.7.6",
    integrity: "sha512-ctcER80KTy43bFfM8FCkmGSSd1fL2gCDyL9Y/zOowZM/BDnAj5Fy47X5ELRa7XNi24bNIooNb2QYqMeqHkuKyQ==",
    sources: ["build"],
    extensions: "\\.js$",
    about: "Glean's local server in tsc's ESM: a catch that narrows to an error class nothing builds",
  },
  {
    name: "hyperbrowser-mcp",
    package: "hyperbrowser-mcp",
    version: "1.0.25",
    integrity: "sha512-P8c+9a3UyQhDzKVvdyVlBUZ5W8hhuSkgzLKVL1/cby0y22RrbWzBhvdwmYrqa2BeEn9qDu94bR0zGIhs6ISOGQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Hyperbrowser's server in tsc's CommonJS: its SDK's client by require (owner hyperbrowserai), handlers registered by another module, isError on content items",
  },
  {
    name: "sqlite-npx-mcp",
    package: "mcp-server-sqlite-npx",
    version: "0.8.0",
    integrity: "sha512-F3VCyTyfm8e2e8+eeLbqZkLyhM8d9PvSCg9p5nJpfOxnS3B4A7QGgfgOsEWd3vfXoX2NhzMO0TItBBHYaxJ4Hw==",
    sources: ["src"],
    about: "a SQLite server's TypeScript sources: a wrapper that answers every failure with the driver's message",
  },
  {
    name: "youtube-transcript-mcp",
    package: "@kimtaeyoon83/mcp-server-youtube-transcript",
    version: "0.1.1",
    integrity: "sha512-hJtIUAdCr+MVHki21//hBUrwEnQueS1XvA41BXe3E7zEE1ZXN7FhLKxMA9v4P72tcqDhbKjx+3TT3urAHncAdA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a YouTube transcript server in tsc's ESM: a scraper's errors wrapped in McpError, a class's helper methods",
  },
  {
    name: "magic-mcp",
    package: "@21st-dev/magic",
    version: "0.1.0",
    integrity: "sha512-LZnmTq01VylauuY09f8+sMZaCfp+uaDDklaE/ovjHlS3M18KGAWLar7CHAnTuSaZSGuCJH27Ohfj5tSx2pFD+Q==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "21st.dev's Magic server in tsc's ESM: tool classes whose base class of another module registers this.execute.bind(this)",
  },
  {
    name: "cloud-run-mcp",
    package: "@google-cloud/cloud-run-mcp",
    version: "1.10.0",
    integrity: "sha512-9X9K2zbL5i6i/q1qqqI6mBj/kCpQPpaKygEr1AiwEUVLBTASX7hA6A95WfeOnxzAi25M++gSIcekwyYpGdkL7w==",
    sources: ["tools", "lib"],
    extensions: "\\.js$",
    about: "Google's Cloud Run server, plain ESM: a wrapper that swaps in a guard handler, Google Cloud client libraries",
  },
  {
    name: "teams-mcp",
    package: "@floriscornel/teams-mcp",
    version: "0.3.2",
    integrity: "sha512-Ii8X1cHQpWmTCzq+PshZNOXo2hpWG6xkf8BbY7AMkpjNGTjaYtZMaE/vv6MDtquQVlFiE76z92dYZOTEiyW3TA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a Microsoft Teams server in tsc's ESM: Microsoft Graph's errors in tool results",
  },
  {
    name: "metabase-mcp",
    package: "@cognitionai/metabase-mcp-server",
    version: "2.2.0",
    integrity: "sha512-8GEo3Ol0esZ7KbcgvHmMS+ajuLHjwIwkGI/J6I02Aijo3RPf+1n1nANuRzzZLsWwT8HSYMwWA/Guy4ulxN8PxA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a Metabase server on FastMCP: tool modules handed the server by another (addTool({ execute }) with no fastmcp import)",
  },
  {
    name: "discourse-mcp",
    package: "@discourse/mcp",
    version: "0.3.1",
    integrity: "sha512-ohHr4jx3+m6uL1/cheFFrLQErC0XQJTmBzh4jeK8G9apaIvibQ68rEapBzSB60PxdfdKXBkJp98quMozhnSBgA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Discourse's server in tsc's ESM: 150 tools written as defineTool({ name, schema, handler }) definitions that another module registers, shared error helpers of other modules",
  },
  {
    name: "line-bot-mcp",
    package: "@line/line-bot-mcp-server",
    version: "0.5.0",
    integrity: "sha512-YirTRWiMw00GLN+5opSWdPIzNumzbqOLj5P8sltHm+mXVPSDY3w7LjA1FZWpr+5IEJ/04+jQp88NxoFCom5xtg==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "LINE's official Messaging API server: tool classes registering on a server handed in, an error-result builder of another module",
  },
  {
    name: "lara-mcp",
    package: "@translated/lara-mcp",
    version: "1.0.6",
    integrity: "sha512-eqvK+UPpJIO8k9+SM7NtUhoCOLgSNS1aTT5BNslkt5pSh1pKsidRyGMvoHE0hn6oOWKQZchmZfAiEnfMszUatA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Lara Translate's server: a low-level CallToolRequestSchema handler dispatching through tables, with InvalidInputError and the vendor's API errors",
  },
  {
    name: "launchdarkly-mcp",
    package: "@launchdarkly/mcp-server",
    version: "0.6.2",
    integrity: "sha512-0tO5RPajLcvJS5OX4ZeDUOrAa+llPLVaCoJuEmnHBOow+dtMwPCQ16NcV1p4rAlYyNaHZJ67Qsruf8ZGbnqndQ==",
    sources: ["src"],
    about: "LaunchDarkly's server as Speakeasy generates them (its TypeScript sources): `tool$...` definitions over the generated SDK, whose `Result` failures go to the agent as `result.error.message`",
  },
  {
    name: "ynab-mcp",
    package: "ynab-mcp-server",
    version: "0.1.2",
    integrity: "sha512-Wq2RtmIXhcKEgX9As/OHI7kjFuFZQBIbfjghWJFbGKiQ+qQbx1fUjp/tZjX7j5yxm57C7Vp0A7moL+lkssInlw==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a community YNAB server on mcp-framework (tsc's output): `class ... extends MCPTool` tools over YNAB's SDK, whose `execute` returns its failures as text or `{ success: false, error }`",
  },
  {
    name: "backend-explorer-mcp",
    package: "backend-explorer-mcp",
    version: "1.0.4",
    integrity: "sha512-WCJUrWzoKs0bl9wUxjiuTT5+z0Q+jFjYu3Dm0dWkl/pylVxD5U6/CrkLbKLg6oEgzg2ykSvHIAkHC5B0zFhCBw==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "a small server on mcp-framework (tsc's output) over a backend's ERD, Swagger and MongoDB: its `execute` methods return MCP SDK-shaped `{ content }` results, which mcp-framework shows as JSON text",
  },
  {
    name: "langchain-community-tools",
    package: "@langchain/community",
    version: "1.1.29",
    integrity: "sha512-eJbE0IARueEg+Lljk7SIGGeiSnu5u0mcT0MPIF7UG6jYPNXOpSebwiXsS3aIKOyJZSj0DlmBPv7q0hkLrxDtHA==",
    sources: ["dist/tools"],
    extensions: "\\.js$",
    about: "LangChain.js's community tools (its ES module build): `class ... extends Tool` / `StructuredTool` over search and data APIs, whose `_call` throws what the agents' tool node shows the model",
  },
  {
    name: "flowise-tools",
    package: "flowise-components",
    version: "3.1.4",
    integrity: "sha512-6dF7FKxZNMODqRf/pjlkWz9R2zsHvFkxIJJEsjopAU7hplY3dFVKOimD8TFMRx244hMjj3lfLgQaU1O5ZF5Fxg==",
    sources: ["nodes/tools"],
    about: "Flowise's tool nodes (TypeScript): LangChain.js tools written by a third party, suites of `StructuredTool` subclasses (Gmail, Google Workspace, Outlook, Teams, Jira) over Flowise's own `DynamicStructuredTool` base, whose `_call` returns its failures as text",
  },
  // Vendors' AI SDK tool packages (`tool({ inputSchema, execute })` of `ai`, as the vendors publish them for agents to
  // call their APIs): the ES module build only, where a package ships a CommonJS copy of it too.
  {
    name: "valyu-ai-sdk",
    package: "@valyu/ai-sdk",
    version: "1.1.4",
    integrity: "sha512-9vvgQopFVBg6HmzQEAa0VA4LXU510SeZK4o9+lY7b1RgHJMCr9omyYsvxVK5aZiWPmd88yAbb4mPjrdsyQXf5w==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Valyu's AI SDK tools (tsc's output): each tool requests Valyu's API through `valyuFetch(endpoint, ...)` of `./http.js`, which returns `fetch(`${BASE_URL}${endpoint}`)`, and throws the API's error text",
  },
  {
    name: "context7-ai-sdk",
    package: "@upstash/context7-tools-ai-sdk",
    version: "0.2.3",
    integrity: "sha512-cREOS6VgjytNamU0zk93EkzZjIoYY6Jqk1ImI8vm+JkudB0efEFR0cO4Q0FMK331ChcZsrwKEyXoITHXwSPBLw==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Context7's AI SDK tools (tsup chunks) over Upstash's Context7 SDK, whose failures come back as text the tool returns",
  },
  {
    name: "firecrawl-ai-sdk",
    package: "firecrawl-aisdk",
    version: "0.12.0",
    integrity: "sha512-p/mqwmzwFVU0lajDUVay9HR4uoltSHIw2EA3TwePC+7wL5nwKbk8GmuZe5hbaiZkUimn+aKvbmr3CGudfDHpRA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Firecrawl's AI SDK tools, one bundle: scraping, crawling, an agent API and remote browser sessions that run the agent's code on web pages, whose failures return as `{ error }`",
  },
  {
    name: "exa-ai-sdk",
    package: "@exalabs/ai-sdk",
    version: "2.1.0",
    integrity: "sha512-Uf+j/ieZ8mPPIxELcBpeS8dbYt58pWBcwic3mdbZK1+f96daDX8zNAauHmfZLWo7ZcHpdofiXKPfmc56m5isGg==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Exa's AI SDK web-search tool: a fetch of Exa's own API, whose error text it throws",
  },
  {
    name: "tavily-ai-sdk",
    package: "@tavily/ai-sdk",
    version: "0.5.0",
    integrity: "sha512-OUG1p9yjfeQA0QAJEWx4LgHtQnG6k91ihLFtWAryUarTwYLWAHfwbQZ6dfYsBB8GqsKjvh6Fe7RuM2bNs2QgNQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Tavily's AI SDK tools over its own SDK (`@tavily/core`)",
  },
  {
    name: "parallel-ai-sdk",
    package: "@parallel-web/ai-sdk-tools",
    version: "0.2.1",
    integrity: "sha512-eDlL2XO58EWspgLgpP9FomaaqLTjICvlOZV2wBLRsTkUQXwq2pSqysbAqz6NVJWXjoojHZp3J+n5Lk7jZH3exQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Parallel's AI SDK search and extract tools over its own SDK (`parallel-web`)",
  },
  {
    name: "perplexity-ai-sdk",
    package: "@perplexity-ai/ai-sdk",
    version: "0.1.3",
    integrity: "sha512-vKe/iIp9jA5ZtePXZ8zjqp4ws+I0DlXokGaup3rnEng2dfYMM1NGm+plJDFhZtG1OztSnWRZLSFX2NdS3kdDjQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Perplexity's AI SDK search tool: a fetch of its own API",
  },
  {
    name: "langchain-tavily",
    package: "@langchain/tavily",
    version: "1.2.0",
    integrity: "sha512-aPLPgtw8+b/Rnr3H+X8H8z98T/Y7JuCE4B5eqRDHoEWgZvMDUFF7divqwQqCTMq2deQttlVrm5bN5JbKaAR7/w==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "LangChain.js's Tavily tools (its ES module build): `StructuredTool` subclasses over an API wrapper of the package that fetches Tavily's API (a third party's, for LangChain), whose `_call` returns `{ error }` with the caught message",
  },
  // The forty-second session's scout: tool modules that take the MCP SDK's server as an untyped parameter (tsc drops
  // their type-only `import { McpServer }`), and handler wrappers exported for other modules' registrations.
  {
    name: "plane-mcp",
    package: "@makeplane/plane-mcp-server",
    version: "0.1.5",
    integrity: "sha512-i+5k6tfnGSLisxgf3qUC5VU+O0rYfsAvwfrEohN+tcWY5gyTYRToAfobSnF5oLgZB38s/LFwrii98f+7/GyJ9g==",
    sources: ["build"],
    extensions: "\\.js$",
    about: "Plane's MCP server (tsc's output): 47 `server.tool(...)` on a server each tool module is handed, whose handlers await `makePlaneRequest`, which rethrows axios's failure of Plane's own API (`api.plane.so`, or the operator's host)",
  },
  {
    name: "vapi-mcp",
    package: "@vapi-ai/mcp-server",
    version: "0.0.11",
    integrity: "sha512-1WLxVmJRBFAIMrHHA59jI542PRg236PmFrDzUXpPCbmZO4et1VaPOHG4MslEm8V3uhDz4LrnrgPJtXBfTb2ZkA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "Vapi's MCP server (tsc's output): every tool registers `createToolHandler(async (data) => ...)` of `tools/utils.js`, whose `catch` answers `Error: ${message}` without `isError`, on a server the tool modules are handed",
  },
  {
    name: "paypal-toolkit",
    package: "@paypal/agent-toolkit",
    version: "1.8.0",
    integrity: "sha512-3SK5zI7v1y9tDiokwrAfzhuzJ+nbBcwtoX3XN//wmwtfqAaKzvpAcTOXJspIJO6z2Uzww0pWFvIfSjf7TBPXRg==",
    sources: ["ai-sdk", "bedrock", "langchain", "mcp", "openai"],
    extensions: "\\.mjs$",
    about: "PayPal's agent toolkit (its ES module bundles): every tool calls `this._paypal.run(method, arg)`, a method of the instance a field holds, which answers a failure with the string of `{ error: { message, type } }`; the MCP server shows it as a successful result",
  },
  {
    name: "slack-ref-mcp",
    package: "@modelcontextprotocol/server-slack",
    version: "2025.4.25",
    integrity: "sha512-9WBjnxl4OgYZ1kKBqUmHbd2XVoqtnO9u8kaxSaGb4NAWf2Q4D/LV6FoJUAHPPcvKcB7AQLNJa8KO3yNOcU6fvQ==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "The MCP reference Slack server (one module, low-level `setRequestHandler`): Slack's Web API through `fetch`, whose failures return as `{ error }` text without `isError`",
  },
  {
    name: "airtable-mcp",
    package: "airtable-mcp-server",
    version: "1.14.0",
    integrity: "sha512-OYUwkrIhXsYRqx39wQ5R7OAM5R0RdDWJRb8CBMLFU8OGPAB1Jmm4oOrLtaH3Qmtd+UG2IAT+nFlFrqfs//2klA==",
    sources: ["dist"],
    extensions: "\\.js$",
    about: "A third party's Airtable server (tsc's ESM): tool modules handed a context whose `airtableService` throws Airtable's response text",
  },
];

/** What the corpora are linted as: their TypeScript files. */
export const SOURCE_EXTENSIONS = /\.(?:ts|tsx|mts|cts)$/;
/** What `agent-errors migrate` looks at: TypeScript and JavaScript (rxjs ships one .js file in src/). */
export const SCRIPT_EXTENSIONS = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** A corpus could not be fetched (offline, registry unreachable, integrity mismatch). */
export class CorpusFetchError extends Error {
  constructor(message) {
    super(message);
    this.name = "CorpusFetchError";
  }
}

/** The corpora named in `spec` ("ai,zod", "all", "smallest"), or all of them. */
export function selectCorpora(spec) {
  if (!spec || spec === "all") return [...CORPORA];
  if (spec === "smallest") return [CORPORA[0], CORPORA[1]];
  if (spec === "precision") return [...PRECISION_CORPORA];
  const known = [...CORPORA, ...PRECISION_CORPORA];
  const names = spec.split(",").map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !known.some((corpus) => corpus.name === name));
  if (unknown.length > 0) throw new Error(`unknown corpus ${unknown.join(", ")}; the corpora are ${known.map((corpus) => corpus.name).join(", ")}`);
  return known.filter((corpus) => names.includes(corpus.name));
}

/** The package's root directory (where its package.json is) once fetched, or the local directory. */
export function corpusRoot(corpus) {
  // A scoped name's slash would make a directory level: `@sentry/mcp-server` is cached as `@sentry+mcp-server`.
  return corpus.local ? join(repoRoot, corpus.local) : join(cacheRoot, `${corpus.package.replace("/", "+")}@${corpus.version}`);
}

const COMPLETE = ".agent-errors-complete";

export function isCached(corpus) {
  return !!corpus.local || existsSync(join(corpusRoot(corpus), COMPLETE));
}

function npm(args, cwd) {
  // Under `npm run`, npm_execpath is npm's own CLI script: run it with this Node, so the same npm is used.
  const execPath = process.env.npm_execpath;
  const [command, prefix] =
    execPath && /npm-cli\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [process.platform === "win32" ? "npm.cmd" : "npm", []];
  return execFileSync(command, [...prefix, ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    timeout: 300_000,
    env: { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false", npm_config_audit: "false" },
  });
}

function firstLines(text, count = 6) {
  return String(text ?? "")
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^npm warn Unknown (user|env) config/.test(line))
    .slice(0, count)
    .join("\n    ");
}

/**
 * Fetches a pinned corpus into the cache unless it is there: `npm pack <name>@<version>` into a
 * temporary directory beside the cache, the integrity checked, `tar` unpacks it, and the unpacked
 * package is renamed into place with a marker (an interrupted fetch leaves no half corpus behind).
 */
export function ensureCorpus(corpus, log = () => {}) {
  const root = corpusRoot(corpus);
  if (isCached(corpus)) return root;
  const spec = `${corpus.package}@${corpus.version}`;
  mkdirSync(cacheRoot, { recursive: true });
  const work = mkdtempSync(join(cacheRoot, ".fetch-"));
  try {
    log(`fetching corpus ${spec} (npm pack) into ${relative(repoRoot, cacheRoot) || cacheRoot}`);
    let packed;
    try {
      packed = JSON.parse(npm(["pack", spec, "--json", "--pack-destination", work, "--prefer-offline", "--ignore-scripts"], work));
    } catch (error) {
      const detail = firstLines(error.stderr) || firstLines(error.message);
      throw new CorpusFetchError(
        `Could not fetch the corpus ${spec} from the npm registry: \`npm pack ${spec}\` failed:\n    ${detail}\n` +
          `The corpora are downloaded once, on first use, into ${cacheRoot}. Check the network and the registry ` +
          "(`npm config get registry`), or point AGENT_ERRORS_CORPORA_DIR at a directory that already holds them.",
      );
    }
    const info = Array.isArray(packed) ? packed[0] : packed;
    if (!info || info.integrity !== corpus.integrity) {
      throw new CorpusFetchError(`The corpus ${spec} does not have the pinned integrity: expected ${corpus.integrity}, got ${info?.integrity}.`);
    }
    const unpacked = join(work, "unpacked");
    mkdirSync(unpacked);
    try {
      execFileSync("tar", ["-xzf", join(work, info.filename), "-C", unpacked], { stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      throw new CorpusFetchError(`Could not unpack ${info.filename} with tar: ${firstLines(error.stderr) || error.message}`);
    }
    const packageDir = join(unpacked, "package");
    for (const source of corpus.sources) {
      if (!existsSync(join(packageDir, source))) throw new CorpusFetchError(`${spec} does not ship ${source}/: pick a version that ships its TypeScript sources.`);
    }
    writeFileSync(join(packageDir, COMPLETE), `${spec}\n`);
    // Another process (a test file in the other worker) may have fetched it meanwhile: a complete corpus is never
    // removed (it may be in use), only a half one left by an interrupted fetch, moved aside first.
    if (isCached(corpus)) return root;
    if (existsSync(root)) {
      try {
        renameSync(root, join(work, "stale"));
      } catch (error) {
        if (existsSync(root)) throw error;
      }
    }
    try {
      renameSync(packageDir, root);
    } catch (error) {
      if (!isCached(corpus)) throw error;
    }
    return root;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The TypeScript files (or those matching `extensions`) of a corpus's source directories, absolute, sorted. */
export function corpusFiles(corpus, extensions = SOURCE_EXTENSIONS) {
  const root = corpusRoot(corpus);
  const files = [];
  const stack = corpus.sources.map((source) => join(root, source));
  while (stack.length > 0) {
    const directory = stack.pop();
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") stack.push(path);
      } else if (entry.isFile() && extensions.test(entry.name)) {
        files.push(path);
      }
    }
  }
  return files.sort();
}

/** The generated tsconfig.json of a corpus that ships none (typed linting finds it as the nearest one). */
function generatedTsconfig(corpus) {
  return {
    // Written by scripts/corpora.mjs: the package ships no tsconfig.json for its sources.
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2023", "DOM", "DOM.Iterable"],
      module: "ESNext",
      moduleResolution: "Bundler",
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      jsx: "react-jsx",
      // No ambient @types from the directories above the cache: what the corpus does not import, it does not see.
      types: [],
    },
    include: corpus.sources.map((source) => `${source}/**/*`),
  };
}

/**
 * The tsconfig.json typed linting uses for a corpus: the package's own at its root (rxjs ships one), or
 * one generated for its sources. The dependencies of a package are not installed: their imports do not
 * resolve, so their types are `any` (the typed runs measure program creation and the rules' checker
 * queries over the corpus's own code).
 */
export function ensureTsconfig(corpus) {
  const path = join(corpusRoot(corpus), "tsconfig.json");
  if (!existsSync(path)) writeFileSync(path, `${JSON.stringify(generatedTsconfig(corpus), null, 2)}\n`);
  return path;
}

/** Fetches the corpora (if needed), writes their tsconfig, and lists their files. */
export function prepareCorpora(corpora, log = () => {}) {
  return corpora.map((corpus) => {
    const root = ensureCorpus(corpus, log);
    if (!corpus.local) ensureTsconfig(corpus);
    const files = corpusFiles(corpus, corpus.extensions ? new RegExp(corpus.extensions) : SOURCE_EXTENSIONS);
    const bytes = files.reduce((sum, file) => sum + readFileSync(file).length, 0);
    return { ...corpus, root, files, bytes, label: corpus.local ? `${corpus.local}/` : `${corpus.package}@${corpus.version}` };
  });
}

/** Display path of a corpus file: `<label>/<path in package>`. */
export function displayPath(prepared, file) {
  return `${prepared.label.replace(/\/$/, "")}/${relative(prepared.root, file).split(sep).join("/")}`;
}

async function cli(argv) {
  const [command = "list", ...names] = argv;
  const corpora = selectCorpora(names.join(","));
  if (command === "list") {
    for (const corpus of corpora) {
      const where = corpus.local ? corpus.local : `${corpus.package}@${corpus.version}`;
      console.log(`${corpus.name.padEnd(9)} ${where.padEnd(16)} ${isCached(corpus) ? "cached " : "missing"}  ${corpus.about}`);
    }
    return 0;
  }
  if (command === "fetch") {
    try {
      for (const prepared of prepareCorpora(corpora, (text) => console.error(text))) {
        console.log(`${prepared.name.padEnd(9)} ${String(prepared.files.length).padStart(4)} files ${(prepared.bytes / 1e6).toFixed(1).padStart(5)} MB  ${prepared.root}`);
      }
      return 0;
    } catch (error) {
      console.error(error instanceof CorpusFetchError ? error.message : error);
      return 1;
    }
  }
  console.error("usage: node scripts/corpora.mjs fetch|list [names...]");
  return 2;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await cli(process.argv.slice(2));
