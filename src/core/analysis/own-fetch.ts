/**
 * The project's own API called with `fetch` (`ownApiUrls`): Cloudflare's server calls
 * `https://api.cloudflare.com/client/v4/...` with undici's `fetch`, in helpers of the file that throw or return the
 * response's body on failure. Without types, per file:
 * - an own fetch is a call of the global `fetch` or of a fetch function imported from a fetch package (`undici`,
 *   `node-fetch`, `cross-fetch`, `isomorphic-fetch`), whose URL starts with a declared prefix: a string, a template
 *   or a concatenation whose leading constant text does (through `const`s, and functions of the file that return
 *   a constant, such as `getCloudflareApiBaseUrl()`);
 * - an own response is a value only ever bound to `await` of an own fetch; its body (`text()`, `json()`), its
 *   `status` and `statusText`, and the fields read from its parsed body, are that API's text;
 * - own text is text made of constants and an own response's text, nothing else (no parameter: the agent's input
 *   echoed in a thrown message is still the agent's).
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES, ASTUtils } from "@typescript-eslint/utils";
import { enclosingClassBody, propertyKeyName, pushChildren, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import type { AgentErrorsSettings } from "../settings.js";
import { findVariableOf, scopeOf, stableInitializer } from "../scope.js";
import { isEnvironmentRead } from "./module-bindings.js";
import { cachedPerFile } from "./file-cache.js";
import { fieldWrites, functionBinding, resolveCallee, thisClassBody } from "./functions.js";
import { fileLocation } from "./modules.js";
import { isOwnedUrl, ownNamesOf } from "./own-names.js";
import { returnedExpressions } from "./returns.js";
import { isJsonStringify } from "./failure-handlers.js";

const FETCH_PACKAGES: ReadonlySet<string> = new Set(["undici", "node-fetch", "cross-fetch", "isomorphic-fetch", "@whatwg-node/fetch"]);
/** How many `const`s and helpers deep a URL or a text is followed. */
const MAX_DEPTH = 12;

/**
 * The own API's addresses for a file: the declared prefixes (`ownApiUrls`), and with `inferOwnApiUrls` the vendor
 * names of the package the file belongs to (`@cloudflare/...`: any `cloudflare.com` address; see own-names.ts).
 */
export interface OwnUrls {
  prefixes: readonly string[];
  names: readonly string[];
}

const NO_URLS: OwnUrls = Object.freeze({ prefixes: [], names: [] });

/** A file's {@link OwnUrls} under these settings. */
export function ownUrlsOf(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings): OwnUrls {
  return cachedPerFile(sourceCode.ast, "own-urls", settings, () => {
    const location = settings.inferOwnApiUrls ? fileLocation(sourceCode.ast) : undefined;
    const names = location ? ownNamesOf(location.filename) : [];
    return settings.ownApiUrls.length === 0 && names.length === 0 ? NO_URLS : { prefixes: settings.ownApiUrls, names };
  });
}

/** Whether there is any own address to match. */
export function hasOwnUrls(urls: OwnUrls): boolean {
  return urls.prefixes.length > 0 || urls.names.length > 0;
}

/** Whether a call fetches one of the own API's addresses. */
export function isOwnFetch(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression, urls: OwnUrls): boolean {
  if (!hasOwnUrls(urls) || call.type !== AST_NODE_TYPES.CallExpression || !isFetch(sourceCode, unwrapCastsAndChains(call.callee))) return false;
  const url = call.arguments[0];
  return !!url && url.type !== AST_NODE_TYPES.SpreadElement && isOwnAddress(sourceCode, url, urls, 0, undefined);
}

/**
 * A request of the own API through any client (`inferOwnApiUrls`, `ownApiUrls`): a call whose first argument is an
 * own address (`axios.post(\`${API}/runs\`, body)`), or an object whose `url` is (BrowserStack's `apiClient.get({
 * url: "https://api-automation.browserstack.com/ext/v1/builds/latest", headers })`). What the client fails with is
 * that API's answer, or the client's own text about reaching it.
 */
export function isOwnRequest(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression, urls: OwnUrls, calls?: CallResolver): boolean {
  // `new GraphQLClient("https://backboard.railway.com/graphql/v2", options)`: a client of the own address, whose
  // requests are the own API's (see {@link chainsOwnRequest}).
  if (!hasOwnUrls(urls)) return false;
  const first = call.arguments[0];
  if (!first || first.type === AST_NODE_TYPES.SpreadElement) return false;
  let address: TSESTree.Node = unwrapCastsAndChains(first);
  // `const config = { url, method, headers }; ... axios(config)` (Plane's request helper): the options object's `url`.
  if (address.type === AST_NODE_TYPES.Identifier) address = urlOptions(sourceCode, address) ?? address;
  if (address.type === AST_NODE_TYPES.ObjectExpression) {
    const property = address.properties.find((candidate): candidate is TSESTree.Property => candidate.type === AST_NODE_TYPES.Property && propertyKeyName(candidate) === "url");
    if (!property) return false;
    address = property.value;
  }
  return isOwnAddress(sourceCode, address, urls, 0, calls);
}

/**
 * The object literal a `const` of request options was made of, when nothing writes its `url` after (other fields
 * may be written: Plane's `config.data = body` for a request with a body): `const config = { url, method, headers }`.
 */
function urlOptions(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier): TSESTree.ObjectExpression | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (definition?.type !== "Variable" || definition.parent.kind !== "const" || definition.node.id !== definition.name || !definition.node.init) return undefined;
  const init = unwrapCastsAndChains(definition.node.init);
  if (init.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const urlWritten = variable!.references.some((reference) => {
    const member = reference.identifier.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== reference.identifier) return false;
    const written = member.parent?.type === AST_NODE_TYPES.AssignmentExpression && member.parent.left === member;
    return written && (member.computed || member.property.type !== AST_NODE_TYPES.Identifier || member.property.name === "url");
  });
  return urlWritten ? undefined : init;
}

/**
 * The function a call resolves to, of the file or of another module, and how that function's own calls resolve: an
 * address a function returns (BrowserStack's `await getTMBaseURL(config)`), or a client a factory makes, is read in
 * the function's module.
 */
export type CallResolver = (sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression) => { sourceCode: Readonly<TSESLint.SourceCode>; fn: FunctionNode; calls: CallResolver } | undefined;

/**
 * Whether a value is an address of the own API: its constant start is, or every value it can take is (`for (const
 * baseUrl of TM_BASE_URLS)` over a `const` array of such addresses, `region === "eu" ? EU_URL : US_URL`, `a ?? b`).
 */
function isOwnAddress(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, urls: OwnUrls, depth: number, calls: CallResolver | undefined): boolean {
  if (depth > MAX_DEPTH) return false;
  // A whole constant ends its host where it ends (`"https://test-management.browserstack.com"`).
  const whole = constantText(sourceCode, node, depth);
  const start = whole !== undefined ? `${whole}/` : leadingText(sourceCode, node, depth);
  if (start !== undefined) return urls.prefixes.some((prefix) => startsAt(start, prefix)) || isOwnedUrl(start, urls.names);
  const value = unwrapCastsAndChains(node);
  switch (value.type) {
    case AST_NODE_TYPES.ConditionalExpression:
      return isOwnAddress(sourceCode, value.consequent, urls, depth + 1, calls) && isOwnAddress(sourceCode, value.alternate, urls, depth + 1, calls);
    case AST_NODE_TYPES.LogicalExpression:
      // `process.env.PERPLEXITY_BASE_URL || "https://api.perplexity.ai"`: the operator's override of the own address
      // (a proxy of it), the server's configuration, not the agent's.
      if (value.operator !== "&&" && isEnvironmentRead(sourceCode, value.left)) return isOwnAddress(sourceCode, value.right, urls, depth + 1, calls);
      return isOwnAddress(sourceCode, value.left, urls, depth + 1, calls) && isOwnAddress(sourceCode, value.right, urls, depth + 1, calls);
    // `new URL(\`${BASE}/${endpoint}\`)`; `new URL("/v1/search", BASE)`, where the base decides the host only under a
    // path known to be relative (an absolute one, `new URL(agentUrl, BASE)`, goes where it says).
    case AST_NODE_TYPES.NewExpression: {
      const [input, base] = value.arguments;
      if (!isGlobal(sourceCode, value.callee, "URL") || !input || input.type === AST_NODE_TYPES.SpreadElement || base?.type === AST_NODE_TYPES.SpreadElement) return false;
      if (!base) return isOwnAddress(sourceCode, input, urls, depth + 1, calls);
      const path = leadingText(sourceCode, input, depth + 1);
      return path !== undefined && !/^(?:[a-z][a-z0-9+.-]*:|\/\/|\\)/i.test(path) && isOwnAddress(sourceCode, base, urls, depth + 1, calls);
    }
    case AST_NODE_TYPES.MemberExpression: {
      // `url.href` of such a URL.
      const key = value.computed ? undefined : value.property.type === AST_NODE_TYPES.Identifier ? value.property.name : undefined;
      if (key === "href") return isOwnAddress(sourceCode, value.object, urls, depth + 1, calls);
      // `URLS[type]`, `ENDPOINTS.search`: a field of a constant object whose fields are all (or the one read is) own
      // addresses (BrowserStack's device lists, one address per product).
      const object = unwrapCastsAndChains(value.object);
      // `this.dashboardUrl`: what the class's one write of the field gives it (its initializer, or the constructor's).
      if (object.type === AST_NODE_TYPES.ThisExpression) {
        const field = fieldInitializer(sourceCode, value);
        return !!field && isOwnAddress(sourceCode, field, urls, depth + 1, calls);
      }
      const initializer = object.type === AST_NODE_TYPES.Identifier ? stableInitializer(sourceCode, object) : object.type === AST_NODE_TYPES.MemberExpression ? fieldInitializer(sourceCode, object) : undefined;
      const literal = initializer && constantObject(sourceCode, initializer);
      if (!literal) return false;
      const named = key === undefined ? undefined : literal.properties.find((property) => propertyKeyName(property) === key);
      const read = named ? [named] : literal.properties;
      if (read.length === 0 || (!named && key !== undefined && literal.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement))) return false;
      return read.every((property) => property.type === AST_NODE_TYPES.Property && isOwnAddress(sourceCode, property.value, urls, depth + 1, calls));
    }
    // `${baseUrl}/api/v2/projects/`: the address's host is its first part's.
    case AST_NODE_TYPES.TemplateLiteral:
      return value.quasis[0]!.value.cooked === "" && value.expressions.length > 0 && isOwnAddress(sourceCode, value.expressions[0]!, urls, depth + 1, calls);
    case AST_NODE_TYPES.BinaryExpression:
      return value.operator === "+" && isOwnAddress(sourceCode, value.left, urls, depth + 1, calls);
    case AST_NODE_TYPES.ArrayExpression:
      return value.elements.length > 0 && value.elements.every((element) => !!element && element.type !== AST_NODE_TYPES.SpreadElement && isOwnAddress(sourceCode, element, urls, depth + 1, calls));
    case AST_NODE_TYPES.Identifier: {
      const init = stableInitializer(sourceCode, value);
      if (init) return isOwnAddress(sourceCode, init, urls, depth + 1, calls);
      // `let cachedBaseUrl = null; ... cachedBaseUrl = baseUrl;`: every value it is given.
      const written = letWrites(sourceCode, value);
      if (written) return written.length > 0 && written.every((write) => isOwnAddress(sourceCode, write, urls, depth + 1, calls));
      const definition = findVariableOf(sourceCode, value)?.defs[0];
      // `baseUrl` of a helper that every call hands an own address.
      if (definition?.type === "Parameter") {
        const given = parameterArguments(sourceCode, value);
        return !!given && given.every((argument) => isOwnAddress(sourceCode, argument, urls, depth + 1, calls));
      }
      // `const { apiKey, baseUrl } = resolveAuth(session)`: the field of what is destructured (a function's returned objects).
      const field = definition?.type === "Variable" ? destructuredField(definition.node, definition.name) : undefined;
      if (field) {
        const source = unwrapCastsAndChains(field.from);
        const found = source.type === AST_NODE_TYPES.CallExpression ? (calls ?? fileCalls)(sourceCode, source) : undefined;
        const objects = found ? returnedExpressions(found.fn).map((expression) => ({ home: found.sourceCode, node: unwrapCastsAndChains(expression), calls: found.calls })) : [{ home: sourceCode, node: source, calls }];
        return objects.length > 0 && objects.every(({ home, node, calls: next }) => {
          const property = node.type === AST_NODE_TYPES.ObjectExpression ? node.properties.find((candidate) => propertyKeyName(candidate) === field.key) : undefined;
          return property?.type === AST_NODE_TYPES.Property && isOwnAddress(home, property.value, urls, depth + 1, next);
        });
      }
      // `for (const baseUrl of TM_BASE_URLS)`: each element of a constant array.
      const declaration = definition?.type === "Variable" ? definition.parent : undefined;
      const loop = declaration?.parent;
      if (declaration?.kind !== "const" || loop?.type !== AST_NODE_TYPES.ForOfStatement || loop.left !== declaration) return false;
      const iterated = unwrapCastsAndChains(loop.right);
      const array = iterated.type === AST_NODE_TYPES.Identifier ? stableInitializer(sourceCode, iterated) : iterated;
      return array?.type === AST_NODE_TYPES.ArrayExpression && isOwnAddress(sourceCode, array, urls, depth + 1, calls);
    }
    // `await getTMBaseURL(config)`: what the function returns, read in its module.
    case AST_NODE_TYPES.AwaitExpression:
      return isOwnAddress(sourceCode, value.argument, urls, depth + 1, calls);
    case AST_NODE_TYPES.CallExpression: {
      // `url.toString()`.
      const callee = unwrapCastsAndChains(value.callee);
      if (value.arguments.length === 0 && callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier && callee.property.name === "toString") {
        return isOwnAddress(sourceCode, callee.object, urls, depth + 1, calls);
      }
      if (callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier && callee.property.name === "replace") {
        const pattern = value.arguments[0];
        // `(process.env.FIRECRAWL_API_URL ?? DEFAULT_API_URL).replace(/\/$/, "")`: a suffix trimmed off, the host kept.
        if (pattern?.type === AST_NODE_TYPES.Literal && "regex" in pattern) {
          return pattern.regex.pattern.endsWith("$") && !pattern.regex.pattern.includes(".") && isOwnAddress(sourceCode, callee.object, urls, depth + 1, calls);
        }
        // `baseUrl.replace("{testId}", id)` of \`https://api-observability.browserstack.com/ext/v1/testRun/{testId}/testRca\`:
        // a placeholder filled in after the host, which stays (the one match replaced is found after the host in the
        // known start, or not in it at all: a match across the start's end begins after the host too).
        if (pattern?.type !== AST_NODE_TYPES.Literal || typeof pattern.value !== "string" || pattern.value === "") return false;
        const start = leadingText(sourceCode, callee.object, depth + 1);
        const host = start === undefined ? undefined : /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(start)?.[0].length;
        if (start === undefined || host === undefined || host === start.length) return false;
        const match = start.indexOf(pattern.value);
        if (match !== -1 && match < host) return false;
        const kept = match === -1 ? start : start.slice(0, match);
        return urls.prefixes.some((prefix) => startsAt(kept, prefix)) || isOwnedUrl(kept, urls.names);
      }
      const found = (calls ?? fileCalls)(sourceCode, value);
      const returned = found ? returnedExpressions(found.fn) : [];
      return returned.length > 0 && returned.every((expression) => isOwnAddress(found!.sourceCode, expression, urls, depth + 1, found!.calls));
    }
    default:
      return false;
  }
}

/** An object literal under `as const`, `satisfies` and `Object.freeze(...)`. */
function constantObject(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): TSESTree.ObjectExpression | undefined {
  let value = unwrapCastsAndChains(node);
  if (value.type === AST_NODE_TYPES.CallExpression && value.arguments.length === 1) {
    const callee = unwrapCastsAndChains(value.callee);
    const frozen = callee.type === AST_NODE_TYPES.MemberExpression && isGlobal(sourceCode, callee.object, "Object") && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier && callee.property.name === "freeze";
    if (frozen) value = unwrapCastsAndChains(value.arguments[0]!);
  }
  return value.type === AST_NODE_TYPES.ObjectExpression ? value : undefined;
}

/**
 * `this.baseURLs` in a method: the initialiser of the class's field of that name (Tavily's `baseURLs = { search:
 * "https://api.tavily.com/search", ... }`), when the class never writes the field or into it; or the value the
 * constructor gives it, when that is the class's only write (see {@link constructorAssignment}).
 */
function fieldInitializer(sourceCode: Readonly<TSESLint.SourceCode>, member: TSESTree.MemberExpression): TSESTree.Expression | undefined {
  if (member.object.type !== AST_NODE_TYPES.ThisExpression || member.computed || member.property.type !== AST_NODE_TYPES.Identifier) return undefined;
  const body = thisClassBody(member);
  if (!body) return undefined;
  const writes = fieldWrites(sourceCode, body, member.property.name);
  if (writes.changed || writes.writtenInto) return undefined;
  if (writes.initializer) return writes.assignments.length === 0 ? writes.initializer : undefined;
  return writes.assignments.length === 1 ? constructorAssignment(body, writes.assignments[0]!) : undefined;
}

/**
 * `this.dashboardUrl = DEFAULT_DASHBOARD_URL` as a statement of the constructor's own body (the class's only write of
 * the field): what tsc emits for a field's initializer without `useDefineForClassFields` (Resend's `DashboardClient`),
 * and what a constructor sets once.
 */
function constructorAssignment(body: TSESTree.ClassBody, write: TSESTree.AssignmentExpression): TSESTree.Expression | undefined {
  const statements = write.parent?.type === AST_NODE_TYPES.ExpressionStatement ? write.parent.parent : undefined;
  const constructor = statements?.parent?.parent;
  const inConstructor = statements?.type === AST_NODE_TYPES.BlockStatement && constructor?.type === AST_NODE_TYPES.MethodDefinition && constructor.kind === "constructor" && constructor.parent === body;
  return inConstructor ? write.right : undefined;
}

/**
 * What a `let` is ever given: its initializer (unless `null` or none) and every `=` to it; undefined for anything
 * else (a `const`, a parameter, a compound assignment, a write through destructuring).
 */
function letWrites(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier, appends = false): TSESTree.Node[] | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (definition?.type !== "Variable" || definition.parent.kind !== "let" || definition.node.id !== definition.name) return undefined;
  const written: TSESTree.Node[] = [];
  const init = definition.node.init;
  if (init && !(init.type === AST_NODE_TYPES.Literal && init.value === null)) written.push(init);
  for (const reference of variable!.references) {
    if (!reference.isWrite() || reference.init) continue;
    const assignment = reference.identifier.parent;
    // With `appends`, a text appended to (`errorMessage += \`\n${await response.text()}\``) is made of what is appended too.
    if (assignment?.type !== AST_NODE_TYPES.AssignmentExpression || !(assignment.operator === "=" || (appends && assignment.operator === "+=")) || assignment.left !== reference.identifier) return undefined;
    written.push(assignment.right);
  }
  return written;
}

/** The functions of the file an address comes from, when no other resolution is given. */
const fileCalls: CallResolver = (sourceCode, call) => {
  const fn = resolveCallee(sourceCode, unwrapCastsAndChains(call.callee));
  return fn && { sourceCode, fn, calls: fileCalls };
};

/** `baseUrl` of `const { apiKey, baseUrl } = resolveAuth(session)`: the key it is read by and what is destructured (not renamed through a default). */
function destructuredField(declarator: TSESTree.Node, name: TSESTree.Identifier): { key: string; from: TSESTree.Expression } | undefined {
  if (declarator.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id.type !== AST_NODE_TYPES.ObjectPattern || !declarator.init) return undefined;
  if (declarator.parent?.type !== AST_NODE_TYPES.VariableDeclaration || declarator.parent.kind !== "const") return undefined;
  const property = declarator.id.properties.find((candidate): candidate is TSESTree.Property => candidate.type === AST_NODE_TYPES.Property && candidate.value === name);
  const key = property ? propertyKeyName(property) : undefined;
  return key === undefined ? undefined : { key, from: declarator.init };
}

/** How many calls of a helper are read for what they hand one of its parameters. */
const MAX_PARAMETER_CALLS = 16;

/**
 * What every call hands a parameter (`baseUrl` of BrowserStack's `updateTestRunMetadata(args, baseUrl, authHeader)`)
 * of a function of the file that is only ever called by name, here (not exported, not handed on, at most
 * {@link MAX_PARAMETER_CALLS} calls), when the parameter is a plain name, never reassigned, and each call gives it
 * an argument of its own (no spread before it). Undefined otherwise.
 */
function parameterArguments(sourceCode: Readonly<TSESLint.SourceCode>, parameter: TSESTree.Identifier): TSESTree.Expression[] | undefined {
  const variable = findVariableOf(sourceCode, parameter);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (definition?.type !== "Parameter" || variable!.references.some((reference) => reference.isWrite())) return undefined;
  const fn = definition.node;
  if (fn.type !== AST_NODE_TYPES.FunctionDeclaration && fn.type !== AST_NODE_TYPES.FunctionExpression && fn.type !== AST_NODE_TYPES.ArrowFunctionExpression) return undefined;
  const index = fn.params.findIndex((param) => param === definition.name);
  const binding = functionBinding(fn);
  const declaration = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn : fn.parent?.parent;
  if (index === -1 || !binding || declaration?.parent?.type === AST_NODE_TYPES.ExportNamedDeclaration || declaration?.parent?.type === AST_NODE_TYPES.ExportDefaultDeclaration) return undefined;
  const references = findVariableOf(sourceCode, binding)?.references ?? [];
  if (references.length === 0 || references.length > MAX_PARAMETER_CALLS) return undefined;
  const given: TSESTree.Expression[] = [];
  for (const reference of references) {
    const call = reference.identifier.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== reference.identifier) return undefined;
    const argument = call.arguments[index];
    if (!argument || call.arguments.slice(0, index + 1).some((before) => before.type === AST_NODE_TYPES.SpreadElement)) return undefined;
    given.push(argument as TSESTree.Expression);
  }
  return given;
}

/** A global (no binding of the file's): `URL`, `process`. */
function isGlobal(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, name: string): boolean {
  return node.type === AST_NODE_TYPES.Identifier && node.name === name && !findVariableOf(sourceCode, node)?.defs.length;
}

/**
 * A call on what an own request returns (`apiClient.post({ url }).catch(() => {})`, `(await axios.get(url)).data`'s
 * methods are read on their own): the request itself, seen through the chain.
 */
export function chainsOwnRequest(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression, urls: OwnUrls, calls?: CallResolver): boolean {
  if (!hasOwnUrls(urls)) return false;
  const callee = unwrapCastsAndChains(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  let object = unwrapCastsAndChains(callee.object);
  // `(await client.request(query)).templates.edges.map(...)`: a method of the answer's data, which fails with
  // JavaScript's own text; the request is what the chain calls.
  for (let steps = 0; steps < MAX_DEPTH; steps++) {
    if (object.type === AST_NODE_TYPES.AwaitExpression) object = unwrapCastsAndChains(object.argument);
    else if (object.type === AST_NODE_TYPES.MemberExpression && !object.computed && unwrapCastsAndChains(object.object).type !== AST_NODE_TYPES.Identifier) object = unwrapCastsAndChains(object.object);
    else break;
  }
  // `client.request(query)` of `const client = new GraphQLClient(OWN_URL)`.
  if (object.type === AST_NODE_TYPES.Identifier) {
    const init = stableInitializer(sourceCode, object);
    const made = init && unwrapCastsAndChains(init);
    return made?.type === AST_NODE_TYPES.NewExpression && isOwnRequest(sourceCode, made, urls, calls);
  }
  if (object.type === AST_NODE_TYPES.NewExpression) return isOwnRequest(sourceCode, object, urls, calls);
  return object.type === AST_NODE_TYPES.CallExpression && (isOwnRequest(sourceCode, object, urls, calls) || isOwnFetch(sourceCode, object, urls) || chainsOwnRequest(sourceCode, object, urls, calls));
}

/** `https://api.example.com` matches `https://api.example.com/v1/...` but not `https://api.example.com.evil.test`. */
function startsAt(text: string, prefix: string): boolean {
  if (!text.toLowerCase().startsWith(prefix.toLowerCase())) return false;
  if (prefix.endsWith("/")) return true;
  const next = text[prefix.length];
  return next === "/" || next === "?" || next === "#";
}

/** The global `fetch`, or a fetch function imported from a fetch package (`import { fetch as fetch7 } from "undici"`). */
function isFetch(sourceCode: Readonly<TSESLint.SourceCode>, callee: TSESTree.Node): boolean {
  if (callee.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = findVariableOf(sourceCode, callee);
  if (!variable || variable.defs.length === 0) return callee.name === "fetch";
  const definition = variable.defs[0]!;
  if (definition.type !== "ImportBinding") return false;
  const source = (definition.parent as TSESTree.ImportDeclaration).source.value;
  if (!FETCH_PACKAGES.has(source)) return false;
  const specifier = definition.node;
  if (specifier.type === AST_NODE_TYPES.ImportDefaultSpecifier) return true;
  return specifier.type === AST_NODE_TYPES.ImportSpecifier && specifier.imported.type === AST_NODE_TYPES.Identifier && specifier.imported.name === "fetch";
}

/** The constant text a string value starts with (a template's first part, a concatenation's left side), if known. */
export function leadingText(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const whole = constantText(sourceCode, node, depth);
  if (whole !== undefined) return whole;
  const value = unwrapCastsAndChains(node);
  if (value.type === AST_NODE_TYPES.TemplateLiteral) {
    const first = value.quasis[0]!.value.cooked ?? "";
    // `https://api.search.brave.com${typeToPathMap[endpoint]}`: the start goes on with what the next part is known to
    // start with (every path of a constant table starts with "/", so the host ends there).
    if (first !== "") {
      const next = value.expressions.length > 0 ? (leadingText(sourceCode, value.expressions[0]!, depth + 1) ?? tableStart(sourceCode, value.expressions[0]!, depth + 1)) : undefined;
      return next !== undefined ? first + next : first;
    }
    // `${getApiBaseUrl()}/accounts/...`: a whole constant goes on with the next part; a start alone does not.
    const base = constantText(sourceCode, value.expressions[0]!, depth + 1);
    return base !== undefined ? base + (value.quasis[1]?.value.cooked ?? "") : leadingText(sourceCode, value.expressions[0]!, depth + 1);
  }
  if (value.type === AST_NODE_TYPES.BinaryExpression && value.operator === "+") return leadingText(sourceCode, value.left, depth + 1);
  if (value.type === AST_NODE_TYPES.Identifier) {
    const init = stableInitializer(sourceCode, value) ?? appendedTo(sourceCode, value);
    if (init) return leadingText(sourceCode, init, depth + 1);
    // A helper's parameter: what every call hands it starts with.
    const given = parameterArguments(sourceCode, value);
    const starts = given?.map((argument) => leadingText(sourceCode, argument, depth + 1));
    return starts && starts.length > 0 && starts.every((start) => start !== undefined) ? commonStart(starts as string[]) : undefined;
  }
  return undefined;
}

/** `typeToPathMap[endpoint]`, `PATHS.search`: what every value of a constant object starts with (the one read, when named). */
function tableStart(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, depth: number): string | undefined {
  const value = unwrapCastsAndChains(node);
  if (value.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const object = unwrapCastsAndChains(value.object);
  const initializer = object.type === AST_NODE_TYPES.Identifier ? stableInitializer(sourceCode, object) : undefined;
  const literal = initializer && constantObject(sourceCode, initializer);
  if (!literal || literal.properties.length === 0 || literal.properties.some((property) => property.type !== AST_NODE_TYPES.Property)) return undefined;
  const key = value.computed ? undefined : value.property.type === AST_NODE_TYPES.Identifier ? value.property.name : undefined;
  const read = key === undefined ? literal.properties : literal.properties.filter((property) => propertyKeyName(property) === key);
  const texts = read.map((property) => constantText(sourceCode, (property as TSESTree.Property).value, depth + 1));
  return texts.length > 0 && texts.every((text) => text !== undefined) ? commonStart(texts as string[]) : undefined;
}

/** The longest text all of these start with. */
function commonStart(texts: readonly string[]): string {
  let common = texts[0]!;
  for (const text of texts) {
    let length = 0;
    while (length < common.length && length < text.length && common[length] === text[length]) length++;
    common = common.slice(0, length);
  }
  return common;
}

/**
 * A string value known whole: what ESLint's static evaluation settles (literals, `const`s), or a call of a function
 * of the file with no arguments whose every return is the same such string (`getCloudflareApiBaseUrl()`).
 */
export function constantText(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, depth: number): string | undefined {
  if (depth > MAX_DEPTH) return undefined;
  const value = unwrapCastsAndChains(node);
  const constant = ASTUtils.getStaticValue(value, scopeOf(sourceCode, value));
  if (constant) return typeof constant.value === "string" ? constant.value : undefined;
  if (value.type === AST_NODE_TYPES.Identifier) {
    const init = stableInitializer(sourceCode, value);
    return init ? constantText(sourceCode, init, depth + 1) : undefined;
  }
  if (value.type !== AST_NODE_TYPES.CallExpression || value.arguments.length > 0) return undefined;
  const fn = resolveCallee(sourceCode, unwrapCastsAndChains(value.callee));
  const texts = fn ? returnedExpressions(fn).map((expression) => constantText(sourceCode, expression, depth + 1)) : [];
  return texts.length > 0 && texts.every((text) => text !== undefined && text === texts[0]) ? texts[0] : undefined;
}

/** `let url = \`${base}/messages\`; if (timeout) url += \`?timeout=${timeout}\`;`: a local only appended to keeps its start. */
function appendedTo(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier): TSESTree.Expression | undefined {
  const variable = findVariableOf(sourceCode, identifier);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (definition?.type !== "Variable" || definition.node.type !== AST_NODE_TYPES.VariableDeclarator || !definition.node.init) return undefined;
  const appendsOnly = variable!.references.every((reference) => {
    if (!reference.isWrite() || reference.init) return true;
    const parent = reference.identifier.parent;
    return parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.operator === "+=" && parent.left === reference.identifier;
  });
  return appendsOnly ? definition.node.init : undefined;
}

/** `response` of `const response = await fetch(ownUrl)`: a value only ever bound to an own fetch's response. */
export function isOwnResponse(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier, urls: OwnUrls, calls?: CallResolver, depth = 0): boolean {
  if (!hasOwnUrls(urls)) return false;
  const init = stableInitializer(sourceCode, identifier);
  if (init) return awaitsOwnRequest(sourceCode, init, urls, calls, depth);
  // `let response; try { response = await proxyAwareFetch(url.toString(), ...) } catch ...`: every value it is given.
  const written = letWrites(sourceCode, identifier);
  return !!written && written.length > 0 && written.every((write) => awaitsOwnRequest(sourceCode, write, urls, calls, depth));
}

/**
 * `await fetch(ownUrl)`, `await proxyAwareFetch(ownUrl, ...)`: an own fetch, or a request of an own address through
 * any client, or a call of a function that makes one (see {@link makesOwnRequest}).
 */
function awaitsOwnRequest(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, urls: OwnUrls, calls: CallResolver | undefined, depth = 0): boolean {
  const value = unwrapCastsAndChains(node);
  const call = value.type === AST_NODE_TYPES.AwaitExpression ? unwrapCastsAndChains(value.argument) : undefined;
  return call?.type === AST_NODE_TYPES.CallExpression && makesOwnRequest(sourceCode, call, urls, calls, depth);
}

/**
 * Whether a call requests the own API (`apiClient.get({ url: \`${await getTMBaseURL(config)}/api/v2/...\` })`, an
 * own fetch, or a function of the file or of another module that makes one): its response is that API's answer.
 */
export function requestsOwnApi(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression, urls: OwnUrls, calls?: CallResolver): boolean {
  return hasOwnUrls(urls) && makesOwnRequest(sourceCode, call, urls, calls, 0);
}

/** How many wrappers deep a request of the own API is followed (a wrapper that calls another). */
const MAX_REQUEST_WRAPPERS = 3;

/**
 * Whether a call requests the own API: an own fetch, a request of an own address through any client, or a call of a
 * function (of the file, or of another module as `calls` reads it) whose every `return` is such a request or its
 * awaited response (Valyu's `valyuFetch(endpoint, apiKey, options)` of `./http.js`, which returns
 * `` fetch(`${BASE_URL}${endpoint}`, ...) ``). The function's address is read in its own module; what its callers
 * hand it does not decide the host when the address's constant start does.
 */
function makesOwnRequest(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression, urls: OwnUrls, calls: CallResolver | undefined, depth: number): boolean {
  if (isOwnFetch(sourceCode, call, urls) || isOwnRequest(sourceCode, call, urls, calls)) return true;
  if (depth >= MAX_REQUEST_WRAPPERS) return false;
  const found = (calls ?? fileCalls)(sourceCode, call);
  if (!found) return false;
  const returned = returnedExpressions(found.fn);
  return (
    returned.length > 0 &&
    returned.every((expression) => {
      const value = unwrapCastsAndChains(expression);
      // `return await fetch(url)`, `const response = await fetch(url); return response;`.
      if (value.type === AST_NODE_TYPES.AwaitExpression) return awaitsOwnRequest(found.sourceCode, value, urls, found.calls, depth + 1);
      if (value.type === AST_NODE_TYPES.Identifier) return isOwnResponse(found.sourceCode, value, urls, found.calls, depth + 1);
      return value.type === AST_NODE_TYPES.CallExpression && makesOwnRequest(found.sourceCode, value, urls, found.calls, depth + 1);
    })
  );
}

const BODY_METHODS: ReadonlySet<string> = new Set(["text", "json"]);
// `data` is the body an HTTP client's response carries (axios, BrowserStack's `apiClient`); a fetch `Response` has none.
const RESPONSE_FIELDS: ReadonlySet<string> = new Set(["status", "statusText", "ok", "data"]);

/**
 * Whether an expression is the own API's text: `await response.text()`, `response.statusText`, an HTTP client's
 * `res.data`, a field of `await response.json()` (also through a `const`), and text made of those and constants.
 */
export function isOwnText(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, urls: OwnUrls, calls?: CallResolver, depth = 0): boolean {
  if (!hasOwnUrls(urls) || depth > MAX_DEPTH) return false;
  const value = unwrapCastsAndChains(node);
  switch (value.type) {
    case AST_NODE_TYPES.Literal:
      return true;
    case AST_NODE_TYPES.TemplateLiteral:
      return value.expressions.every((expression) => isOwnText(sourceCode, expression, urls, calls, depth + 1));
    case AST_NODE_TYPES.BinaryExpression:
      return value.operator === "+" && isOwnText(sourceCode, value.left, urls, calls, depth + 1) && isOwnText(sourceCode, value.right, urls, calls, depth + 1);
    case AST_NODE_TYPES.AwaitExpression:
      return isOwnText(sourceCode, value.argument, urls, calls, depth + 1);
    case AST_NODE_TYPES.Identifier: {
      if (isOwnResponse(sourceCode, value, urls, calls)) return true;
      const init = stableInitializer(sourceCode, value);
      if (init) return isOwnText(sourceCode, init, urls, calls, depth + 1);
      // \`let errorText; try { errorText = await response.text(); } catch { errorText = "Unable to parse" }\`, and a text
      // appended to (Brave's \`let errorMessage = \`${response.status} ${response.statusText}\`; ... errorMessage += ...\`).
      const written = letWrites(sourceCode, value, true);
      return !!written && written.length > 0 && written.every((write) => isOwnText(sourceCode, write, urls, calls, depth + 1));
    }
    case AST_NODE_TYPES.MemberExpression: {
      // `data.errors[0].message` of `const data = await response.json()`, `response.statusText`.
      const object = unwrapCastsAndChains(value.object);
      if (object.type === AST_NODE_TYPES.Identifier && isOwnResponse(sourceCode, object, urls, calls)) {
        return !value.computed && value.property.type === AST_NODE_TYPES.Identifier && RESPONSE_FIELDS.has(value.property.name);
      }
      return isOwnText(sourceCode, object, urls, calls, depth + 1);
    }
    case AST_NODE_TYPES.CallExpression: {
      const callee = unwrapCastsAndChains(value.callee);
      // `stringify(responseBody, true)` of a function (of the file or another module) that returns `JSON.stringify` of
      // one of its parameters: that argument's text.
      if (callee.type === AST_NODE_TYPES.Identifier) return stringifiesArgument(sourceCode, value, urls, calls, depth);
      if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.computed || callee.property.type !== AST_NODE_TYPES.Identifier) return false;
      const object = unwrapCastsAndChains(callee.object);
      // `response.text()`, `response.json()`; `JSON.stringify(data)`.
      if (BODY_METHODS.has(callee.property.name) && object.type === AST_NODE_TYPES.Identifier && isOwnResponse(sourceCode, object, urls, calls)) return true;
      const stringified = stringifiedValue(sourceCode, value);
      return stringified !== undefined && isOwnText(sourceCode, stringified, urls, calls, depth + 1);
    }
    default:
      return false;
  }
}

/** `JSON.stringify(value, ...)` of the global `JSON`: the value stringified. */
function stringifiedValue(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): TSESTree.Node | undefined {
  const call = unwrapCastsAndChains(node);
  const first = call.type === AST_NODE_TYPES.CallExpression && isJsonStringify(sourceCode, unwrapCastsAndChains(call.callee)) ? call.arguments[0] : undefined;
  return first && first.type !== AST_NODE_TYPES.SpreadElement ? first : undefined;
}

/**
 * Whether a call of a function whose every return is `JSON.stringify` of one of its parameters (`pretty ?
 * JSON.stringify(data, null, 2) : JSON.stringify(data)`) makes own text: the argument given to that parameter is.
 */
function stringifiesArgument(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression, urls: OwnUrls, calls: CallResolver | undefined, depth: number): boolean {
  const found = (calls ?? fileCalls)(sourceCode, call);
  if (!found) return false;
  const branches: TSESTree.Node[] = [];
  for (const returned of returnedExpressions(found.fn)) {
    const value = unwrapCastsAndChains(returned);
    if (value.type === AST_NODE_TYPES.ConditionalExpression) branches.push(value.consequent, value.alternate);
    else branches.push(value);
  }
  if (branches.length === 0) return false;
  const indices = new Set<number>();
  for (const branch of branches) {
    const stringified = stringifiedValue(found.sourceCode, branch);
    const parameter = stringified && unwrapCastsAndChains(stringified);
    const index = parameter?.type === AST_NODE_TYPES.Identifier ? found.fn.params.findIndex((param) => param.type === AST_NODE_TYPES.Identifier && param.name === parameter.name) : -1;
    if (index < 0) return false;
    indices.add(index);
  }
  return [...indices].every((index) => {
    const argument = call.arguments[index];
    return !!argument && argument.type !== AST_NODE_TYPES.SpreadElement && isOwnText(sourceCode, argument, urls, calls, depth + 1);
  });
}
