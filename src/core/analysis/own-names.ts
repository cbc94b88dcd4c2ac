/**
 * Whose server this is (`inferOwnApiUrls`, `inferOwnApiClients`): in a vendor's own MCP server, the package says who the vendor is. The
 * nearest `package.json` above a file names it twice, in ways only the vendor controls: its npm scope
 * (`@cloudflare/mcp-server-cloudflare`, `@perplexity-ai/mcp-server`) and the GitHub owner of its repository
 * (`github.com/tavily-ai/tavily-mcp`). An API whose domain is that name (`api.cloudflare.com`,
 * `api.perplexity.ai`, `api.tavily.com`) is the vendor's own, as Sentry's server trusts Sentry's API. A package's
 * own name is not evidence: anyone may publish `figma-mcp` and call Figma's API.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import lt from "semver/functions/lt.js";
import valid from "semver/functions/valid.js";
import minVersion from "semver/ranges/min-version.js";

/** How far up from a file a `package.json` with a name is looked for. */
const MAX_LEVELS = 12;
/**
 * What an organisation adds to its domain's name in its scope or GitHub owner (`@notionhq` for notion.com,
 * `tavily-ai` for tavily.com, `@neondatabase` for neon.tech, `exa-labs` for exa.ai).
 */
const ORGANISATION_SUFFIXES = ["hq", "inc", "labs", "lab", "ai", "io", "dev", "app", "oss", "team", "db", "database", "cloud", "official", "co", "com", "org", "so", "tech"];
/**
 * What an organisation puts before its domain's name in its GitHub owner or scope (`getsentry` for sentry.io,
 * `makeplane` for plane.so): a name with one of these and at least four letters after it.
 */
const ORGANISATION_PREFIXES = ["get", "make", "use", "try", "join"];

/** Whether `owned` is `base` with what an organisation adds to it, after (`notionhq`) or before (`makeplane`). */
function namesWithAdded(owned: string, base: string): boolean {
  return ORGANISATION_SUFFIXES.some((added) => owned === base + added) || (base.length >= 4 && ORGANISATION_PREFIXES.some((added) => owned === added + base));
}
/** Second-level labels under a country's code (`example.co.uk`): the name is the label before them. */
const SECOND_LEVEL_SUFFIXES: ReadonlySet<string> = new Set(["co", "com", "org", "net", "ac", "gov", "edu", "ne", "or"]);

/** What the nearest `package.json` with a `name` says of its package: the vendor's names, and what it depends on. */
interface Manifest {
  names: readonly string[];
  dependencies: ReadonlySet<string>;
  /** The range each dependency is asked for by (`"^0.18.0"`). */
  ranges?: ReadonlyMap<string, string>;
  /** The directory of the `package.json`; undefined when there is none. */
  root?: string;
}
const NO_MANIFEST: Manifest = { names: [], dependencies: new Set() };

/** The nearest manifest, by directory (a lint reads the same few `package.json`s again and again). */
const manifestsByDirectory = new Map<string, Manifest>();

/** The vendor names of the package a file belongs to, lowercase letters and digits (`perplexityai`); none when unknown. */
export function ownNamesOf(filename: string): readonly string[] {
  return nearestManifest(filename).names;
}

/**
 * The packages the package a file belongs to depends on (`dependencies`, `peerDependencies`, `devDependencies` of the
 * nearest `package.json` with a `name`): what its modules may be handed by another of its modules (a FastMCP server
 * passed to `addCardTools(server)`); none when unknown.
 */
export function packageDependencies(filename: string): ReadonlySet<string> {
  return nearestManifest(filename).dependencies;
}

/** The directory of the nearest `package.json` with a `name` above a file: its package's root; none when unknown. */
export function packageRootOf(filename: string): string | undefined {
  return nearestManifest(filename).root;
}

function nearestManifest(filename: string): Manifest {
  return nearestAbove(dirname(filename), manifestsByDirectory, (directory) => readManifest(join(directory, "package.json")), NO_MANIFEST);
}

/**
 * What `read` finds in a directory or the nearest above it that has one (up to {@link MAX_LEVELS}), `none` when none
 * has; kept in `cache` for every directory asked on the way.
 */
function nearestAbove<T>(start: string, cache: Map<string, T>, read: (directory: string) => T | undefined, none: T): T {
  const visited: string[] = [];
  let found: T | undefined;
  let directory = start;
  for (let level = 0; level < MAX_LEVELS && found === undefined; level++) {
    found = cache.get(directory);
    if (found !== undefined) break;
    visited.push(directory);
    found = read(directory);
    const parent = dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  found ??= none;
  for (const path of visited) cache.set(path, found);
  return found;
}

/** What a `package.json` says, or `undefined` when there is none there (or it has no `name`). */
function readManifest(path: string): Manifest | undefined {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
  if (typeof manifest !== "object" || manifest === null) return undefined;
  const { name, repository } = manifest as { name?: unknown; repository?: unknown };
  if (typeof name !== "string") return undefined;
  const names = new Set<string>();
  const scope = /^@([^/]+)\//.exec(name)?.[1];
  if (scope) names.add(normalized(scope));
  const url = typeof repository === "string" ? repository : typeof repository === "object" && repository !== null ? (repository as { url?: unknown }).url : undefined;
  // `git+https://github.com/tavily-ai/tavily-mcp.git`, `git@github.com:owner/repo`, the shorthand `github:owner/repo`.
  const owner = typeof url === "string" ? /(?:github\.com[/:]|^github:)([\w.-]+)\//i.exec(url)?.[1] : undefined;
  if (owner) names.add(normalized(owner));
  names.delete("");
  const dependencies = new Set<string>();
  const ranges = new Map<string, string>();
  for (const field of ["dependencies", "peerDependencies", "devDependencies"]) {
    const list = (manifest as Record<string, unknown>)[field];
    if (typeof list !== "object" || list === null) continue;
    for (const [dependency, range] of Object.entries(list)) {
      dependencies.add(dependency);
      if (typeof range === "string" && !ranges.has(dependency)) ranges.set(dependency, range);
    }
  }
  return { names: [...names], dependencies, ranges, root: dirname(path) };
}

/** The version of a package installed where a directory's imports find it (`node_modules/<name>/package.json` above it), by name and directory. */
const installedVersions = new Map<string, Map<string, string | null>>();

function installedVersion(directory: string, name: string): string | undefined {
  let cache = installedVersions.get(name);
  if (!cache) installedVersions.set(name, (cache = new Map()));
  const read = (current: string): string | undefined => {
    try {
      const { version } = JSON.parse(readFileSync(join(current, "node_modules", name, "package.json"), "utf8")) as { version?: unknown };
      return typeof version === "string" && valid(version) ? version : undefined;
    } catch {
      // Not installed here: look further up.
      return undefined;
    }
  };
  return nearestAbove<string | null>(directory, cache, read, null) ?? undefined;
}

/**
 * The version of a package that a file's project runs: the one installed where the file's imports find it, or else the
 * lowest its nearest `package.json` allows (`"^0.18.0"`: 0.18.0); undefined when neither says (not a dependency, a
 * range that is not semver's, `"workspace:*"`).
 */
export function dependencyVersion(filename: string, name: string): string | undefined {
  const installed = installedVersion(dirname(filename), name);
  if (installed) return installed;
  const range = nearestManifest(filename).ranges?.get(name);
  if (range === undefined) return undefined;
  try {
    return minVersion(range)?.version;
  } catch {
    return undefined;
  }
}

/** Whether a file's project runs one of the packages (the first it has, in order) at a version below `version`. */
export function runsVersionBelow(filename: string, packages: readonly string[], version: string): boolean {
  for (const name of packages) {
    const running = dependencyVersion(filename, name);
    if (running !== undefined) return lt(running, version);
  }
  return false;
}

function normalized(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * Whether a URL's start (`https://api.cloudflare.com/client/v4/...`) is on a domain one of `names` owns: the
 * domain's name (the label before its suffix: `cloudflare` of `api.cloudflare.com`, `example` of
 * `example.co.uk`) is the name, alone, with its suffix (`perplexity-ai` for `perplexity.ai`), or with what
 * organisations add (`notionhq`). The host must be complete: the text goes on after it with `/`, `?`, `#` or `:`.
 */
export function isOwnedUrl(text: string, names: readonly string[]): boolean {
  if (names.length === 0) return false;
  const host = /^https?:\/\/([a-z0-9.-]+)[/?#:]/i.exec(text)?.[1]?.toLowerCase();
  if (!host) return false;
  const labels = host.split(".").filter(Boolean);
  if (labels.length < 2) return false;
  const suffixLength = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL_SUFFIXES.has(labels.at(-2)!) ? 2 : 1;
  const domainName = labels[labels.length - suffixLength - 1]!.replace(/-/g, "");
  if (domainName.length < 3) return false;
  const suffix = labels.slice(labels.length - suffixLength).join("");
  return names.some((name) => name === domainName || name === domainName + suffix || namesWithAdded(name, domainName));
}

/**
 * Whether a name (a program's: `railway`, `heroku`) is one of `names`, alone or with what organisations add
 * (`railwayapp`).
 */
export function isOwnedName(name: string, names: readonly string[]): boolean {
  const normal = normalized(name);
  return normal.length >= 3 && names.some((owned) => owned === normal || namesWithAdded(owned, normal));
}

/** The protocol's own packages: the MCP SDK's client talks to the agent's host, never to a vendor's API. */
const PROTOCOL_SCOPES: ReadonlySet<string> = new Set(["modelcontextprotocol"]);

/** What a vendor names the package of its API's client in its scope: `@notionhq/client`, `@anthropic-ai/sdk`, `@slack/web-api`, `@hubspot/api-client`. */
const CLIENT_PACKAGE = /(?:client|sdk|api)$/;

/**
 * Whether an import's source is the package of the vendor's API client (`inferOwnApiClients`): the package named as
 * the vendor (`auth0` in `@auth0/auth0-mcp-server`, `stripe` in `@stripe/agent-toolkit`), or one of its scope named
 * as a client or an SDK (`@hubspot/api-client`, `@notionhq/client`). Not the vendor's other packages: Elastic's
 * `@elastic/elasticsearch` talks to the user's own cluster, whose errors quote its data. Never the MCP SDK's
 * (`@modelcontextprotocol/*`): the reference servers' owner publishes it, and its client is the agent's host.
 */
export function isVendorPackage(source: string, names: readonly string[]): boolean {
  if (names.length === 0 || source.startsWith("node:")) return false;
  const match = /^(?:@([^/]+)\/)?([^/@.][^/]*)/.exec(source);
  if (!match) return false;
  const scope = match[1] === undefined ? undefined : normalized(match[1]);
  const name = normalized(match[2]!);
  const stems = vendorStems(names);
  if (scope === undefined) return stems.includes(name) && !PROTOCOL_SCOPES.has(name);
  return stems.includes(scope) && !PROTOCOL_SCOPES.has(scope) && CLIENT_PACKAGE.test(name);
}

/**
 * The vendor's names as its packages and classes spell them: each name, and without what an organisation adds
 * to it (`hyperbrowserai`, the GitHub owner of `hyperbrowser-mcp`, publishes `@hyperbrowser/sdk` and its class
 * `Hyperbrowser`); a stem shorter than three letters is not one.
 */
function vendorStems(names: readonly string[]): readonly string[] {
  let stems = stemsByNames.get(names);
  if (!stems) {
    const found = new Set(names);
    for (const name of names) {
      for (const added of ORGANISATION_SUFFIXES) if (name.endsWith(added) && name.length - added.length >= 3) found.add(name.slice(0, -added.length));
      for (const added of ORGANISATION_PREFIXES) if (name.startsWith(added) && name.length - added.length >= 4) found.add(name.slice(added.length));
    }
    stems = [...found];
    stemsByNames.set(names, stems);
  }
  return stems;
}
const stemsByNames = new WeakMap<readonly string[], readonly string[]>();

/**
 * Whether a class's name makes it the vendor's client (`inferOwnApiClients`): the vendor's name, then anything, then
 * `Client` (`HubSpotClient` in `@hubspot/mcp-server`, `StripeMcpClient` in `@stripe/agent-toolkit`), or `Clients`
 * for a class that holds the clients of the API's parts (`CircleCIClients` in `@circleci/mcp-server-circleci`).
 */
export function isVendorClientName(name: string, names: readonly string[]): boolean {
  const className = normalized(name);
  const suffix = className.endsWith("clients") ? "clients" : "client";
  return className.endsWith(suffix) && vendorStems(names).some((vendor) => className.length >= vendor.length + suffix.length && className.startsWith(vendor) && !PROTOCOL_SCOPES.has(vendor));
}
