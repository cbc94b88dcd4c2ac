/**
 * Is a caught error a failure of the project's own API (`ownApiClients`)?
 *
 * Sentry's MCP server trusts Sentry's API's error text ("Sentry controls these messages") and distrusts
 * third parties'. In a vendor's own MCP server the vendor's SDK is that own API: Stripe's toolkit calling
 * `stripe.checkout.sessions.create(...)`, a proxy calling its own HTTP client. A project names the classes
 * of its API's client (`{ name: "Stripe", from: ["stripe"] }`, a local `StripeMcpClient`); an error caught
 * around calls that all go to such a client carries that API's text.
 *
 * Without types, per file: the protected code (a `try` block, or the receiver of `.catch(...)`) must call
 * the client at least once, and call nothing else but JavaScript's own globals (`JSON.stringify`,
 * `Promise.all`) and string and array methods, also in the functions written inside it (a `.then`
 * callback runs in the chain its `.catch` protects). A client is a value made by `new Client(...)` (or `Client.create(...)`) kept
 * in a `const`, a `this.client` that the class only ever assigns such a value, a parameter or field whose type
 * annotation names a client class (`constructor(private client: Stripe)`), or the client module's import itself.
 *
 * The functions the protected code calls are read the same way, a few levels deep: the file's, and those of the
 * project's other modules (through the checker, or read from disk as `readImportedModules` allows), each in its
 * own module. In such a helper, a thrown message made of what its own calls returned or caught is that API's
 * text (BrowserStack's `getTMBaseURL` throws the failures of the regions it tried); one with a parameter is not.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import type { AgentErrorsSettings, ClassSpecifier } from "../settings.js";
import { enclosingClassBody, isFunctionNode, isPropertyName, memberName, processStreamWritten, propertyKeyName, pushChildren, specifierName, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { isOwnCommand } from "./own-commands.js";
import { type CallResolver, chainsOwnRequest, hasOwnUrls, isOwnFetch, isOwnRequest, isOwnResponse, isOwnText, type OwnUrls, ownUrlsOf } from "./own-fetch.js";
import { isNullish } from "./empty-values.js";
import { resolveCallee } from "./functions.js";
import { constInitializer, findVariableOf, namesAnyOf, valuesPushedTo } from "../scope.js";
import { RECEIVER_METHODS, JOINING_METHODS, PASS_THROUGH_GLOBALS } from "./builtins.js";
import { cachedPerFile } from "./file-cache.js";
import { classNamedBy } from "./error-classes.js";
import { moduleMatches, fileLocation, rememberFileLocation } from "./modules.js";
import { isRejectionHandler } from "./promise.js";
import { isCalledLogger, logCalls, type LogCallKind } from "./log-calls.js";
import { calledInOtherModule, importedConstant, otherModuleFunction, requiredModule } from "./relative-imports.js";
import { isVendorClientName, isVendorPackage, ownNamesOf } from "./own-names.js";
import { returnedExpressions } from "./returns.js";
import { constructionArguments } from "./constructions.js";
import tsutils from "../ts-api-utils.cjs";
import ts from "../typescript.cjs";
import { swallowsFailures, type ModuleReading } from "./failure-handlers.js";
import { isProgramSource, moduleOf, type ModuleView } from "./program-modules.js";
import { bindingOfIdentifier, isNodeLocalModuleFunction } from "./module-bindings.js";
import { symbolAt } from "../symbols.js";

/**
 * Packages that compute and never reach out: they fail with their own text about the value they were handed
 * (`semver`'s "Invalid Version: x"), as JavaScript's globals do.
 */
const COMPUTING_PACKAGES: ReadonlySet<string> = new Set(["semver", "fuse.js", "uuid", "nanoid", "lodash", "lodash-es", "date-fns", "dayjs", "ms", "pluralize", "slugify"]);

/** Globals whose calls throw only JavaScript's own errors. */
const SAFE_GLOBALS: ReadonlySet<string> = new Set([
  "JSON",
  "Object",
  "Promise",
  "Array",
  "Math",
  "Number",
  "Boolean",
  "Date",
  "Symbol",
  "console",
  "parseInt",
  "parseFloat",
  "isNaN",
  "Map",
  "Set",
  "URL",
  "URLSearchParams",
  "Buffer",
  // Decoding bytes read (`decoder.decode(value, { stream: true })`): the runtime's text, which quotes none of them.
  "TextDecoder",
  "TextEncoder",
  // Timers schedule what they are handed (read where it is written); they fail with no one's text.
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "setImmediate",
  "AbortController",
  "AbortSignal",
  // An error made (`reject(new Error(\`exited with code ${code}\`))`): what it says is read where it is thrown or handed on.
  "Error",
  "TypeError",
  "RangeError",
  ...PASS_THROUGH_GLOBALS,
]);

/** Methods of the MCP SDK's `Server` that read the connection's state (`server.server.getClientVersion()`). */
const MCP_SERVER_ACCESSORS: ReadonlySet<string> = new Set(["getClientVersion", "getClientCapabilities"]);

/**
 * Other methods of strings and arrays whose failures are JavaScript's own. Not `get`, `set` or `has`: an HTTP
 * client has them too (`http.get(url)` of an axios instance is someone else's service).
 */
const SAFE_METHODS: ReadonlySet<string> = new Set([
  ...RECEIVER_METHODS,
  ...JOINING_METHODS,
  "map",
  "flatMap",
  "forEach",
  "some",
  "every",
  "reduce",
  "includes",
  "indexOf",
  "startsWith",
  "endsWith",
  "push",
  "unshift",
  "pop",
  "shift",
  "splice",
  "lastIndexOf",
  "findIndex",
  "hasOwnProperty",
  "match",
  "matchAll",
]);

/**
 * What the error declared at `declaration` (a catch clause's parameter, or the first parameter of a rejection
 * handler) can be, when it can only be a failure of the project's own API client: `"own"`, that API's text (and
 * the code's own); `"validated"`, that or a schema's text about what the code checked (`Schema.parse(args)`: zod's
 * issues quote the agent's input back, which is unknown text, as a caught `ZodError` is). Undefined otherwise.
 */
export function ownApiFailure(sourceCode: Readonly<TSESLint.SourceCode>, declaration: TSESTree.Node, reading: ModuleReading): "own" | "validated" | undefined {
  const clients: Clients = { specs: reading.settings.ownApiClients, vendors: vendorsOf(sourceCode, reading.settings) };
  const urls = ownUrlsOf(sourceCode, reading.settings);
  if (clients.specs.length === 0 && clients.vendors.length === 0 && !hasOwnUrls(urls)) return undefined;
  const protectedCode = protectedCodeOf(declaration);
  if (!protectedCode) return undefined;
  const verdicts = cachedPerFile(sourceCode.ast, "own-api-failure", reading.settings, () => new Map<TSESTree.Node, "own" | "validated" | null>());
  let verdict = verdicts.get(protectedCode);
  if (verdict === undefined) {
    const api: OwnApi = { clients, urls, reading, modules: new WeakMap(), helpers: cachedPerFile(sourceCode.ast, "own-api-helpers", reading.settings, () => new Map<FunctionNode, HelperVerdict[]>()), inProgress: new Set(), validations: 0, called: new WeakMap() };
    verdict = codeKind(sourceCode, protectedCode, api, 0) !== "client" ? null : api.validations > 0 ? "validated" : "own";
    verdicts.set(protectedCode, verdict);
  }
  return verdict ?? undefined;
}

type CallKind = "client" | "safe" | "other";

/**
 * What makes a value the own API's client: the classes `ownApiClients` declares, and with `inferOwnApiClients` the
 * vendor's names (own-names.ts): a class of a package the vendor publishes (`ManagementClient` of `auth0` in
 * `@auth0/auth0-mcp-server`), or a class of the project named as the vendor's client (`HubSpotClient` in
 * `@hubspot/mcp-server`).
 */
interface Clients {
  specs: readonly ClassSpecifier[];
  vendors: readonly string[];
}

/** The vendor's names for a file's package, with `inferOwnApiClients`. */
function vendorsOf(sourceCode: Readonly<TSESLint.SourceCode>, settings: AgentErrorsSettings): readonly string[] {
  return cachedPerFile(sourceCode.ast, "own-api-vendors", settings, () => {
    const location = settings.inferOwnApiClients ? fileLocation(sourceCode.ast) : undefined;
    return location ? ownNamesOf(location.filename) : [];
  });
}

interface OwnApi {
  clients: Clients;
  urls: OwnUrls;
  /** The run's settings and types: the project's other modules are read as they allow (`readImportedModules`). */
  reading: ModuleReading;
  /** How the other modules whose functions are read are looked into (their own types, in a typed run). */
  modules: WeakMap<TSESTree.Program, ModuleReading>;
  /**
   * What each function (of the file, or of a module it imports) that the protected code calls does, by the depth it
   * was read at (see {@link helperKind}).
   */
  helpers: Map<FunctionNode, HelperVerdict[]>;
  /** The functions being read (a call back into one counts as safe). */
  inProgress: Set<FunctionNode>;
  /** How many schema checks (`Schema.parse(input)`) the code read so far runs, its helpers' included. */
  validations: number;
  /** The function of the project each call read was found to call, and the module it is in. */
  called: WeakMap<TSESTree.Node, { sourceCode: Readonly<TSESLint.SourceCode>; fn: FunctionNode }>;
}

/** The settings, and the types of the module `sourceCode` is (another module's, once one of its helpers is read). */
function readingOf(api: OwnApi, sourceCode: Readonly<TSESLint.SourceCode>): ModuleReading {
  return api.modules.get(sourceCode.ast) ?? api.reading;
}

/** A helper's kind, read with `depth` functions above it (so `MAX_HELPER_DEPTH - depth` levels left below). */
interface HelperVerdict {
  kind: CallKind;
  depth: number;
  /** {@link Frame.own}, as a key. */
  own: string;
  /** Whether it runs a schema check (see {@link OwnApi.validations}). */
  validates: boolean;
}

/**
 * A helper being read: its function, and the positions of its parameters the call gave the code's own values
 * (constants, imports, what the client returned): BrowserStack's `getDevicesAndBrowsers(BrowserStackProducts.
 * APP_AUTOMATE)` throws `` `Failed to fetch configuration from BrowserStack: ${type} = ${res.statusText}` ``.
 */
interface Frame {
  fn: FunctionNode;
  own: ReadonlySet<number>;
  /**
   * The positions of its parameters the call gave the own API's response, or a part of it (Tavily's
   * `this.readStreamBounded(stream, 16384)` of `const stream = response.data`; Perplexity's
   * `consumeAgentStream(response, hooks)`): reading them is reading that API's answer.
   */
  responses: ReadonlySet<number>;
}

const NO_OWN: ReadonlySet<number> = new Set();

/** How many functions deep (of the file, or of the project's other modules) the protected code's calls are followed. */
const MAX_HELPER_DEPTH = 4;

/** The code whose failure the declaration catches. */
function protectedCodeOf(declaration: TSESTree.Node): TSESTree.Node | undefined {
  const parent = declaration.parent;
  if (parent?.type === AST_NODE_TYPES.CatchClause && parent.param === declaration) {
    return parent.parent?.type === AST_NODE_TYPES.TryStatement ? parent.parent.block : undefined;
  }
  if (parent && isFunctionNode(parent) && parent.params[0] === declaration && isRejectionHandler(parent)) {
    const call = parent.parent as TSESTree.CallExpression;
    const callee = unwrapCastsAndChains(call.callee);
    return callee.type === AST_NODE_TYPES.MemberExpression ? callee.object : undefined;
  }
  return undefined;
}

/**
 * "client" when `code` calls the client at least once (or fetches an own URL) and nothing that could fail with
 * someone else's text; "safe" when it calls nothing that could (JavaScript's own globals, a logger of the file);
 * "other" otherwise. A function of the file it calls is read the same way (a few levels deep).
 */
function codeKind(sourceCode: Readonly<TSESLint.SourceCode>, code: TSESTree.Node, api: OwnApi, depth: number, frame?: Frame, stopsFailures = true): CallKind {
  const visitorKeys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[] | undefined>>;
  let clientCalls = 0;
  const stack: TSESTree.Node[] = [code];
  // Whether each node of the stack is in the block of a `try` whose `catch` throws nothing: what fails there stops
  // there (Hyperbrowser's `downloadImageAsBase64` answers a failed fetch of any address with `null`), so only its
  // client calls count.
  const swallowed: boolean[] = [false];
  while (stack.length > 0) {
    // Functions written here are walked too: one may run inside the protected code (`.then(async (invoice) =>
    // ...)`, `ids.map((id) => client.get(id))`), so its calls count.
    const node = stack.pop()!;
    const inSwallowed = swallowed.pop()!;
    if (stopsFailures && node.type === AST_NODE_TYPES.TryStatement && swallowsFailures(node, sourceCode.visitorKeys)) {
      stack.push(node.block, node.handler.body);
      swallowed.push(true, inSwallowed);
      if (node.finalizer) {
        stack.push(node.finalizer);
        swallowed.push(inSwallowed);
      }
      continue;
    }
    // An error thrown here is this code's own, with whatever text it was given: only a constant one is known
    // (`throw new Error("At least one property field must be provided")`, HubSpot's tools).
    if (node.type === AST_NODE_TYPES.ThrowStatement && !inSwallowed) {
      // With `ownApiUrls`, also a message made of the own API's response (`throw new Error(\`Failed: ${await
      // response.text()}\`)`): that API's text.
      if (throwsConstantText(node.argument) || throwsOwnText(sourceCode, node.argument, api.urls, callResolver(readingOf(api, sourceCode))) || rethrowsCaught(sourceCode, node.argument)) continue;
      // A message made of what the code's own calls returned: text of the API and of the code (BrowserStack's
      // `throw new Error(\`Unable to connect... Details: ${failures.join("; ")}\`)`, `failures` holding the codes of
      // the API's failures; Railway's tools' `if (!result.success) throw new Error(result.error)` of a helper that
      // answers its CLI's failure), never of a parameter (a caller's value, or in the protected code the agent's
      // input), unless a helper's call gave it such values.
      if (throwsCallResultText(sourceCode, node.argument, api, depth, frame)) continue;
      return "other";
    }
    if (node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression) {
      const kind = callKind(sourceCode, node, api, depth, frame);
      if (kind === "other" && !inSwallowed) return "other";
      if (kind === "client") clientCalls++;
    }
    const before = stack.length;
    pushChildren(node, stack, visitorKeys);
    for (let index = before; index < stack.length; index++) swallowed.push(inSwallowed);
  }
  return clientCalls > 0 ? "client" : "safe";
}

const stoppedFailureReturns = new WeakMap<FunctionNode, boolean>();

/**
 * Whether a function answers with the text of a failure that a `try` of its own stopped ({@link codeKind} reads
 * only the client calls of such a `try`): Railway's `getRailwayServices` answers `{ success: false, error:
 * error.message }`, which its caller throws. What it returns is then not only what its client returned.
 */
function returnsStoppedFailure(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): boolean {
  let known = stoppedFailureReturns.get(fn);
  if (known === undefined) {
    known = false;
    const visitorKeys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[] | undefined>>;
    const stack: TSESTree.Node[] = [fn.body];
    while (stack.length > 0 && !known) {
      const node = stack.pop()!;
      if (isFunctionNode(node)) continue;
      if (node.type === AST_NODE_TYPES.TryStatement && swallowsFailures(node, sourceCode.visitorKeys) && handsOnCaught(sourceCode, node.handler)) known = true;
      pushChildren(node, stack, visitorKeys);
    }
    stoppedFailureReturns.set(fn, known);
  }
  return known;
}

/**
 * Whether a `catch` hands the caught failure's text on in what it returns or writes outside itself. Also through a
 * `const` of the `catch` made of it (`const message = error.message`).
 */
function handsOnCaught(sourceCode: Readonly<TSESLint.SourceCode>, handler: TSESTree.CatchClause): boolean {
  if (!handler.param) return false;
  const carriers = new Set<TSESLint.Scope.Variable>();
  for (const variable of sourceCode.getDeclaredVariables(handler)) carriers.add(variable);
  if (carriers.size === 0) return false;
  const visitorKeys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[] | undefined>>;
  const mentionsCarrier = (root: TSESTree.Node): boolean => namesAnyOf(sourceCode, root, carriers);
  // In source order (pushChildren pushes the first child last), so that a `const` made of the failure is known
  // before its uses.
  const stack: TSESTree.Node[] = [handler.body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (isFunctionNode(node)) continue;
    if (node.type === AST_NODE_TYPES.ReturnStatement && node.argument && mentionsCarrier(node.argument)) return true;
    if (node.type === AST_NODE_TYPES.AssignmentExpression && mentionsCarrier(node.right)) return true;
    if (node.type === AST_NODE_TYPES.VariableDeclarator && node.init && mentionsCarrier(node.init)) {
      for (const variable of sourceCode.getDeclaredVariables(node)) carriers.add(variable);
    }
    pushChildren(node, stack, visitorKeys);
  }
  return false;
}

/**
 * `throw new Error(text)` whose arguments are the code's own values ({@link isCodeOwnValue}). This is read only when
 * every other call of the helper is the client's or safe.
 */
function throwsCallResultText(sourceCode: Readonly<TSESLint.SourceCode>, thrown: TSESTree.Node, api: OwnApi, depth: number, frame: Frame | undefined): boolean {
  const value = unwrapCastsAndChains(thrown);
  return value.type === AST_NODE_TYPES.NewExpression && isCodeOwnValue(sourceCode, value.arguments, api, depth, frame);
}

/**
 * Values made of constants, globals, imports and what the code's own calls returned or caught, through `const`s (an
 * array also by what is pushed to it) and `for...of` loops over such values, and the parameters of the helper that
 * its call gave such values ({@link Frame}); nothing of another parameter, `arguments` or a variable that is
 * reassigned. The calls inside are judged as the code's others are.
 */
function isCodeOwnValue(sourceCode: Readonly<TSESLint.SourceCode>, values: readonly TSESTree.Node[], api: OwnApi, depth: number, frame: Frame | undefined): boolean {
  const visitorKeys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[] | undefined>>;
  const stack: TSESTree.Node[] = [...values];
  const seen = new Set<TSESTree.Node>();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    // A message built from more than this is not worth following: keep the report.
    if (seen.size > 200) return false;
    seen.add(node);
    if (isFunctionNode(node)) return false;
    if (node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression) {
      const kind = callKind(sourceCode, node, api, depth, frame);
      if (kind === "other") return false;
      // What the client returns is the API's text, whatever it was asked (`await apiClient.get({ url, headers })`);
      // not what a helper's `catch` answers with a failure its `try` stopped (see {@link returnsStoppedFailure}).
      if (kind === "client") {
        // Such a helper's value is its client's only when its failures all are: read again with nothing stopped.
        const called = api.called.get(node);
        if (called && returnsStoppedFailure(called.sourceCode, called.fn) && !api.inProgress.has(called.fn)) {
          api.inProgress.add(called.fn);
          const whole = codeKind(called.sourceCode, called.fn.body, api, depth + 1, { fn: called.fn, own: NO_OWN, responses: NO_OWN }, false);
          api.inProgress.delete(called.fn);
          if (whole === "other") return false;
        }
        continue;
      }
    }
    if (node.type === AST_NODE_TYPES.Identifier) {
      if (isPropertyName(node)) continue;
      if (node.name === "arguments") return false;
      const variable = findVariableOf(sourceCode, node);
      if (!variable || variable.defs.length === 0) continue;
      if (variable.defs.length !== 1) return false;
      const definition = variable.defs[0]!;
      if (definition.type === "CatchClause" || definition.type === "ImportBinding" || definition.type === "FunctionName" || definition.type === "ClassName") continue;
      if (definition.type === "Parameter" && frame && definition.node === frame.fn && frame.own.has(frame.fn.params.indexOf(definition.name))) continue;
      // What the vendor's own CLI's run hands its callbacks (its exit code, its output).
      if (isOwnCommandOutput(sourceCode, definition, api)) continue;
      if (definition.type !== "Variable" || definition.parent.kind !== "const") return false;
      const declaration = definition.parent;
      const loop = declaration.parent;
      if (!definition.node.init) {
        // `for (const baseUrl of TM_BASE_URLS)`: what is iterated.
        if ((loop?.type !== AST_NODE_TYPES.ForOfStatement && loop?.type !== AST_NODE_TYPES.ForInStatement) || loop.left !== declaration) return false;
        stack.push(loop.right);
        continue;
      }
      stack.push(definition.node.init);
      // `failures.push(\`${baseUrl}: ${code}\`)`: an array holds what is pushed to it.
      stack.push(...valuesPushedTo(variable));
      continue;
    }
    pushChildren(node, stack, visitorKeys);
  }
  return true;
}

/**
 * `throw error` in `catch (error)`: what the `try` threw, read with the rest of the code. Also a variable that only
 * ever holds a caught error (`lastError = err` in a retry loop's `catch`, then `throw lastError`).
 */
function rethrowsCaught(sourceCode: Readonly<TSESLint.SourceCode>, thrown: TSESTree.Node): boolean {
  const value = unwrapCastsAndChains(thrown);
  if (value.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = findVariableOf(sourceCode, value);
  const definition = variable?.defs.length === 1 ? variable.defs[0] : undefined;
  if (definition?.type === "CatchClause") return true;
  if (definition?.type !== "Variable" || definition.node.type !== AST_NODE_TYPES.VariableDeclarator || definition.node.id.type !== AST_NODE_TYPES.Identifier) return false;
  const init = definition.node.init;
  if (init && !isNullish(sourceCode, init)) return false;
  return variable!.references.every((reference) => {
    if (!reference.isWrite() || reference.init) return true;
    const written = reference.writeExpr && unwrapCastsAndChains(reference.writeExpr);
    return written?.type === AST_NODE_TYPES.Identifier && findVariableOf(sourceCode, written)?.defs[0]?.type === "CatchClause";
  });
}

/**
 * Whether a thrown value of a file is an error made of the own API's text and constants (Brave's `throw new
 * Error(errorMessage)` of `` `${response.status} ${response.statusText}` `` and the body appended): that API's answer,
 * whatever a helper in it the taint analysis does not read (`stringify(body, true)`).
 */
export function throwsOwnApiText(sourceCode: Readonly<TSESLint.SourceCode>, thrown: TSESTree.Node, reading: ModuleReading): boolean {
  const urls = ownUrlsOf(sourceCode, reading.settings);
  return hasOwnUrls(urls) && throwsOwnText(sourceCode, thrown, urls, callResolver(reading));
}

/** `new Error(text)` whose arguments are all the own API's text or constants. */
function throwsOwnText(sourceCode: Readonly<TSESLint.SourceCode>, thrown: TSESTree.Node, urls: OwnUrls, calls: CallResolver): boolean {
  const value = unwrapCastsAndChains(thrown);
  return hasOwnUrls(urls) && value.type === AST_NODE_TYPES.NewExpression && value.arguments.every((argument) => isOwnText(sourceCode, argument, urls, calls));
}

/**
 * What a function does when called at `depth` (a call back into one being read counts as safe). The verdict is the
 * one its reading at that depth gives, whichever tool met it first: a helper first met at the depth limit and
 * later called directly is read again with the depth left. A verdict read deeper that trusts the helper holds with
 * more depth left too (it never reached the limit), and one that does not, read shallower, holds deeper: those are
 * reused.
 */
function helperKind(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode, api: OwnApi, depth: number, given: HandedArguments = NO_ARGUMENTS): CallKind {
  if (depth > MAX_HELPER_DEPTH) return "other";
  if (api.inProgress.has(fn)) return "safe";
  const { own, responses } = given;
  const key = responses.size === 0 ? [...own].join(",") : `${[...own].join(",")}|${[...responses].join(",")}`;
  const known = api.helpers.get(fn);
  const reusable = known?.find((verdict) => verdict.own === key && (verdict.kind === "other" ? verdict.depth <= depth : verdict.depth >= depth));
  if (reusable) {
    if (reusable.validates) api.validations++;
    return reusable.kind;
  }
  api.inProgress.add(fn);
  const before = api.validations;
  const kind = codeKind(sourceCode, fn.body, api, depth, { fn, own, responses });
  api.inProgress.delete(fn);
  const verdict = { kind, depth, own: key, validates: api.validations > before };
  if (known) known.push(verdict);
  else api.helpers.set(fn, [verdict]);
  return kind;
}

/** What a call hands a helper's parameters: see {@link Frame}. */
interface HandedArguments {
  own: ReadonlySet<number>;
  responses: ReadonlySet<number>;
}
const NO_ARGUMENTS: HandedArguments = { own: NO_OWN, responses: NO_OWN };

/**
 * The positions of `fn`'s parameters (plain names only) that `call` gives the code's own values
 * ({@link isCodeOwnValue}, read where the call is), and those it gives the own API's response ({@link isOwnResponseValue}).
 */
function handedArguments(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression, fn: FunctionNode, api: OwnApi, depth: number, frame: Frame | undefined): HandedArguments {
  let own: Set<number> | undefined;
  let responses: Set<number> | undefined;
  call.arguments.forEach((argument, index) => {
    if (argument.type === AST_NODE_TYPES.SpreadElement || call.arguments.slice(0, index).some((before) => before.type === AST_NODE_TYPES.SpreadElement)) return;
    if (fn.params[index]?.type !== AST_NODE_TYPES.Identifier) return;
    if (isOwnResponseValue(sourceCode, argument, api, frame)) (responses ??= new Set()).add(index);
    if (isCodeOwnValue(sourceCode, [argument], api, depth, frame)) (own ??= new Set()).add(index);
  });
  return own || responses ? { own: own ?? NO_OWN, responses: responses ?? NO_OWN } : NO_ARGUMENTS;
}

/** How many `const`s, fields and method results deep a part of the own API's response is followed. */
const MAX_RESPONSE_STEPS = 8;

/**
 * Whether a value is the own API's response or a part of it (own-fetch.ts's {@link isOwnResponse}): a field of it
 * (`response.data`, `response.body`), what one of its methods gives (`body.getReader()`, `await response.json()`),
 * a `const` holding such a value, or a parameter the helper's call gave one ({@link Frame.responses}). Reading it
 * (`reader.read()`, `stream.on("data", ...)`, `stream.destroy()`) fails with that API's answer or the runtime's text
 * about receiving it.
 */
function isOwnResponseValue(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, api: OwnApi, frame: Frame | undefined): boolean {
  if (!hasOwnUrls(api.urls)) return false;
  // The chain's root (`response` of `response.body.getReader()`), through `await`s and `const`s.
  let value = chainRoot(node);
  for (let step = 0; step < MAX_RESPONSE_STEPS; step++) {
    if (value.type === AST_NODE_TYPES.AwaitExpression) {
      value = chainRoot(value.argument);
      continue;
    }
    if (value.type !== AST_NODE_TYPES.Identifier) return false;
    const definition = findVariableOf(sourceCode, value)?.defs[0];
    if (definition?.type === "Parameter") return !!frame && definition.node === frame.fn && frame.responses.has(frame.fn.params.indexOf(definition.name));
    if (isOwnResponse(sourceCode, value, api.urls, callResolver(readingOf(api, sourceCode)))) return true;
    const init = constInitializer(sourceCode, value);
    if (!init) return false;
    value = chainRoot(init);
  }
  return false;
}

function callKind(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression, api: OwnApi, depth: number, frame?: Frame): CallKind {
  const reading = readingOf(api, sourceCode);
  const kind = clientCallKind(sourceCode, call, api.clients, reading);
  // `execFile("railway", args)` in Railway's own server: the vendor's CLI, which fails with its API's text.
  if (kind === "client" || isOwnFetch(sourceCode, call, api.urls) || isOwnCommand(sourceCode, call, api.urls)) return "client";
  const calls = callResolver(reading);
  if (isOwnRequest(sourceCode, call, api.urls, calls) || chainsOwnRequest(sourceCode, call, api.urls, calls)) return "client";
  const callee = unwrapCastsAndChains(call.callee);
  // `LiveArgsSchema.parse(rawArgs)`: a schema's check, whose failure is the library's text about what it checked.
  if (isSchemaValidation(sourceCode, callee)) {
    api.validations++;
    return "safe";
  }
  // `z.object(SCHEMA_SHAPE)`: a schema built, which fails at its check, not here.
  if (isZodImport(sourceCode, chainRoot(callee))) return "safe";
  // `semver.gte(version, "4.9.0")`, `new Fuse(templates, options)`: a package that only computes.
  if (isComputingPackage(sourceCode, chainRoot(callee))) return "safe";
  // `await response.text()` of an own fetch's response, `reader.read()` of `response.body.getReader()`, `stream.on("data",
  // ...)` of `response.data`: reading the own API's answer, which fails with that API's text (`JSON.parse`'s quotes
  // it) or the runtime's about receiving it.
  if (callee.type === AST_NODE_TYPES.MemberExpression && isOwnResponseValue(sourceCode, callee.object, api, frame)) return "client";
  // A log line (`logger.info(...)` of an imported logger, a configured logger or tracker): it writes, it fails with no one's text.
  if (call.type === AST_NODE_TYPES.CallExpression && logCallsOf(sourceCode, reading)(call)) return "safe";
  // `server.server.getClientVersion()`: the MCP SDK's `Server` (an `McpServer`'s `server`) reads what the client
  // sent when it connected; nothing goes out.
  if (call.arguments.length === 0 && callee.type === AST_NODE_TYPES.MemberExpression && MCP_SERVER_ACCESSORS.has(memberName(callee) ?? "") && memberName(unwrapCastsAndChains(callee.object)) === "server") return "safe";
  // `extra.sendNotification({ method: "notifications/progress", ... })`: a notification the MCP SDK sends to the
  // client, which answers nothing; it fails with the SDK's text ("Not connected").
  if (isMcpNotification(call)) return "safe";
  // `resolve(stdout)` of a `new Promise((resolve, reject) => ...)` written here settles it; `reject(value)` hands the
  // value to whoever awaits it, as a `throw` would: read as one.
  const settler = callee.type === AST_NODE_TYPES.Identifier ? promiseSettler(sourceCode, callee) : undefined;
  if (settler === "resolve") return "safe";
  if (settler === "reject") {
    const [value] = call.arguments;
    if (!value || value.type === AST_NODE_TYPES.SpreadElement) return "safe";
    return throwsConstantText(value) || rethrowsCaught(sourceCode, value) || isCodeOwnValue(sourceCode, [value], api, depth, frame) ? "safe" : "other";
  }
  // `child.on("close", ...)`, `child.stdout.on("data", ...)` of `const child = spawn("railway", args)`: the vendor's CLI's
  // process, whose events carry its output.
  if (callee.type === AST_NODE_TYPES.MemberExpression && isOwnCommandProcess(sourceCode, chainRoot(callee), api)) return "client";
  // In a helper, a call of its own parameter (`withRetry(fn)` doing `return await fn()`): the caller's callback,
  // read where the caller passes it (see {@link handedCallbacksKind}). Not a parameter of a function inside it
  // (`items.forEach((run) => run())`: whatever the items hold).
  if (frame && callee.type === AST_NODE_TYPES.Identifier && isParameterOf(sourceCode, callee, frame.fn)) return "safe";
  // `crypto.randomBytes(6)`, `fs.existsSync(path)`: Node's own text about what it was handed (BrowserStack's
  // `wrapUntrusted` makes its delimiter so).
  if (isNodeLocalModuleFunction(sourceCode, callee)) return "safe";
  // `promisify(exec)`: a function made, whose calls are read where they are.
  if (isFunctionWrapper(sourceCode, callee)) return "safe";
  // `new IssueService(client)` of a class of the project: what its constructor and field initialisers run.
  if (call.type === AST_NODE_TYPES.NewExpression && callee.type === AST_NODE_TYPES.Identifier) {
    const constructed = constructionKind(sourceCode, callee, api, depth, reading);
    if (constructed) return constructed;
  }
  // A function of the file: what it calls (`await handleListModels()`, a `log(...)` helper, `this.request(path)`,
  // a method of a `const` object or instance, also one named like an array's: `customers.find(id)`).
  const fn = resolveCallee(sourceCode, callee);
  if (fn) api.called.set(call, { sourceCode, fn });
  if (fn) return joinKinds(helperKind(sourceCode, fn, api, depth + 1, handedArguments(sourceCode, call, fn, api, depth, frame)), handedCallbacksKind(sourceCode, call, sourceCode, fn, api, depth));
  // A function of another module of the project (`getTMBaseURL(config)` of `../../lib/tm-base-url.js`), read
  // in its module as the settings allow: its client calls, imports and helpers are that module's.
  const foreign = call.type === AST_NODE_TYPES.CallExpression ? calledInOtherModule(sourceCode, call, reading) : undefined;
  // `log(...)` of a logger object of the settings called as a function (`export const log = debug("auth0-mcp")`).
  if (!foreign) return kind === "other" && isCalledLogger(callee, reading.settings) ? "safe" : kind;
  const module = foreign.module;
  api.called.set(call, { sourceCode: module.sourceCode, fn: foreign.fn });
  enterModule(sourceCode, module, api, reading);
  return joinKinds(helperKind(module.sourceCode, foreign.fn, api, depth + 1, handedArguments(sourceCode, call, foreign.fn, api, depth, frame)), handedCallbacksKind(sourceCode, call, module.sourceCode, foreign.fn, api, depth));
}

/**
 * How the functions an address or a client comes from are found (see {@link CallResolver}): of the file, or another
 * module's as the run reads it.
 */
const resolversByReading = new WeakMap<ModuleReading, CallResolver>();
export function callResolver(reading: ModuleReading): CallResolver {
  let calls = resolversByReading.get(reading);
  if (!calls) {
    calls = (home, call) => {
      const local = resolveCallee(home, unwrapCastsAndChains(call.callee));
      if (local) return { sourceCode: home, fn: local, calls: callResolver(reading) };
      const foreign = calledInOtherModule(home, call, reading);
      return foreign && { sourceCode: foreign.module.sourceCode, fn: foreign.fn, calls: callResolver({ settings: reading.settings, services: foreign.module.services }) };
    };
    resolversByReading.set(reading, calls);
  }
  return calls;
}

/**
 * What constructing a class of the project runs: its constructor and its instance fields' initialisers (read as a
 * helper's code), for a class of the file or one another module of the project exports (`new
 * AccessibilityAuthConfig()`: see {@link importedClass}). Undefined for any other class; "other" for one that
 * extends another (its constructor is not read).
 */
function constructionKind(sourceCode: Readonly<TSESLint.SourceCode>, name: TSESTree.Identifier, api: OwnApi, depth: number, reading: ModuleReading): CallKind | undefined {
  const definition = findVariableOf(sourceCode, name)?.defs[0];
  let declared: TSESTree.Node | undefined;
  let home = sourceCode;
  if (definition?.type === "ClassName") declared = definition.node;
  else if (definition?.type === "ImportBinding") {
    const found = importedClass(sourceCode, name, reading);
    if (found) {
      declared = found.init;
      home = found.module.sourceCode;
      enterModule(sourceCode, found.module, api, reading);
    }
  }
  if (declared?.type !== AST_NODE_TYPES.ClassDeclaration && declared?.type !== AST_NODE_TYPES.ClassExpression) return undefined;
  if (declared.superClass) return "other";
  let kind: CallKind = "safe";
  for (const member of declared.body.body) {
    if (member.type === AST_NODE_TYPES.MethodDefinition && member.kind === "constructor" && isFunctionNode(member.value)) kind = joinKinds(kind, helperKind(home, member.value, api, depth + 1));
    else if (member.type === AST_NODE_TYPES.PropertyDefinition && !member.static && member.value) kind = joinKinds(kind, codeKind(home, member.value, api, depth + 1));
    if (kind === "other") return kind;
  }
  return kind;
}

/** The class an imported name denotes in another module of the project: through the checker, or read from disk as `readImportedModules` allows. */
function importedClass(sourceCode: Readonly<TSESLint.SourceCode>, name: TSESTree.Identifier, reading: ModuleReading): { module: ModuleView; init: TSESTree.Node } | undefined {
  const services = reading.services;
  if (!services) return reading.settings.readImportedModules ? importedConstant(sourceCode, name) : undefined;
  const program = services.program;
  const declaration = symbolAt(program.getTypeChecker(), services.esTreeNodeToTSNodeMap.get(name))?.declarations?.[0];
  if (!declaration || !ts.isClassDeclaration(declaration) || !isProgramSource(program, declaration.getSourceFile())) return undefined;
  const module = moduleOf(program, declaration.getSourceFile());
  const init = module?.services.tsNodeToESTreeNodeMap.get(declaration);
  return module && init ? { module, init } : undefined;
}

/** Reads another module as the run allows, and locates it (its client's `from` patterns match its imports). */
function enterModule(sourceCode: Readonly<TSESLint.SourceCode>, module: ModuleView, api: OwnApi, reading: ModuleReading): void {
  if (api.modules.has(module.sourceCode.ast)) return;
  api.modules.set(module.sourceCode.ast, { settings: reading.settings, services: module.services });
  // A module the checker handed over is located by its source file, so that a client's `from` (a path from the
  // run's directory) matches its imports too; one read from disk already is.
  const here = fileLocation(sourceCode.ast);
  const file = module.services?.esTreeNodeToTSNodeMap.get(module.sourceCode.ast as never) as { fileName?: string } | undefined;
  if (here && file?.fileName) rememberFileLocation(module.sourceCode.ast, { filename: file.fileName, cwd: here.cwd });
}

/** "other" over "client" over "safe". */
function joinKinds(a: CallKind, b: CallKind): CallKind {
  return a === "other" || b === "other" ? "other" : a === "client" || b === "client" ? "client" : "safe";
}

/**
 * `Schema.parse(input)`, `z.object(shape).parse(input)`, `zod_1.z.string().parseAsync(x)`: zod's check, by its import
 * or by a receiver named as a schema.
 */
function isSchemaValidation(sourceCode: Readonly<TSESLint.SourceCode>, callee: TSESTree.Node): boolean {
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const method = memberName(callee);
  if (method !== "parse" && method !== "parseAsync") return false;
  const receiver = unwrapCastsAndChains(callee.object);
  if (receiver.type === AST_NODE_TYPES.Identifier && /schema$/i.test(receiver.name)) return true;
  // `const SearchArgs = z.object({ ... })` of the file, whatever its name.
  const made = receiver.type === AST_NODE_TYPES.Identifier ? constInitializer(sourceCode, receiver) : receiver;
  return made !== undefined && isZodImport(sourceCode, chainRoot(made));
}

/** The start of a chain of calls and member reads: `z` of `z.object(shape).strict().parse`. */
function chainRoot(node: TSESTree.Node): TSESTree.Node {
  let root = unwrapCastsAndChains(node);
  while (root.type === AST_NODE_TYPES.CallExpression || root.type === AST_NODE_TYPES.NewExpression || root.type === AST_NODE_TYPES.MemberExpression) {
    root = unwrapCastsAndChains(root.type === AST_NODE_TYPES.MemberExpression ? root.object : root.callee);
  }
  return root;
}

/** An identifier bound to an import of zod (`z`, `zod_1`, `import * as zod`). */
function isZodImport(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  const source = node.type === AST_NODE_TYPES.Identifier ? bindingOfIdentifier(sourceCode, node)?.source : undefined;
  return source === "zod" || (source?.startsWith("zod/") ?? false);
}

/** `promisify` or `callbackify` of `node:util` (`util.promisify`, `import { promisify } from "util"`). */
function isFunctionWrapper(sourceCode: Readonly<TSESLint.SourceCode>, callee: TSESTree.Node): boolean {
  const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : memberName(callee);
  if (name !== "promisify" && name !== "callbackify") return false;
  const root = chainRoot(callee);
  const source = root.type === AST_NODE_TYPES.Identifier ? bindingOfIdentifier(sourceCode, root)?.source : undefined;
  return source === "util" || source === "node:util";
}

/** A parameter of an executor written in `new Promise(...)`: its `resolve` (the first) or `reject` (the second). */
function promiseSettler(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier): "resolve" | "reject" | undefined {
  const definition = findVariableOf(sourceCode, identifier)?.defs[0];
  if (definition?.type !== "Parameter") return undefined;
  const executor = definition.node;
  const made = executor.parent;
  const isPromise =
    made?.type === AST_NODE_TYPES.NewExpression &&
    made.arguments[0] === executor &&
    made.callee.type === AST_NODE_TYPES.Identifier &&
    made.callee.name === "Promise" &&
    (findVariableOf(sourceCode, made.callee)?.defs.length ?? 0) === 0;
  if (!isPromise) return undefined;
  const index = executor.params.indexOf(definition.name as TSESTree.Parameter);
  return index === 0 ? "resolve" : index === 1 ? "reject" : undefined;
}

/**
 * A parameter of a callback the vendor's own CLI's run hands its results to: `(error, stdout) => ...` of
 * `execFile("railway", args, callback)`, `(code) => ...` of `child.on("close", ...)` of such a run's process.
 */
function isOwnCommandOutput(sourceCode: Readonly<TSESLint.SourceCode>, definition: TSESLint.Scope.Definition, api: OwnApi): boolean {
  if (definition.type !== "Parameter") return false;
  const call = definition.node.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || !call.arguments.includes(definition.node as TSESTree.Expression)) return false;
  if (isOwnCommand(sourceCode, call, api.urls)) return true;
  const callee = unwrapCastsAndChains(call.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && isOwnCommandProcess(sourceCode, chainRoot(callee), api);
}

/** A `const` holding the process of a run of the vendor's own CLI (`const child = spawn("railway", ["whoami"])`). */
function isOwnCommandProcess(sourceCode: Readonly<TSESLint.SourceCode>, root: TSESTree.Node, api: OwnApi): boolean {
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  const init = constInitializer(sourceCode, root);
  return init?.type === AST_NODE_TYPES.CallExpression && isOwnCommand(sourceCode, init, api.urls);
}

/** An identifier bound to an import of a package that only computes ({@link COMPUTING_PACKAGES}). */
function isComputingPackage(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node): boolean {
  const source = node.type === AST_NODE_TYPES.Identifier ? bindingOfIdentifier(sourceCode, node)?.source : undefined;
  return source !== undefined && COMPUTING_PACKAGES.has(source);
}

/** `x.sendNotification({ method: "notifications/…", ... })`: a notification of the MCP protocol, sent. */
function isMcpNotification(call: TSESTree.CallExpression | TSESTree.NewExpression): boolean {
  const callee = unwrapCastsAndChains(call.callee);
  const [message] = call.arguments;
  if (callee.type !== AST_NODE_TYPES.MemberExpression || memberName(callee) !== "sendNotification" || message?.type !== AST_NODE_TYPES.ObjectExpression) return false;
  const method = message.properties.find((property): property is TSESTree.Property => property.type === AST_NODE_TYPES.Property && propertyKeyName(property) === "method");
  return method?.value.type === AST_NODE_TYPES.Literal && typeof method.value.value === "string" && method.value.value.startsWith("notifications/");
}

/** Whether an identifier names a parameter of `fn` (not of a function inside it). */
function isParameterOf(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier, fn: FunctionNode | undefined): boolean {
  const definition = findVariableOf(sourceCode, identifier)?.defs[0];
  return !!fn && definition?.type === "Parameter" && definition.node === fn;
}

/**
 * The callbacks a call hands to the parameters its helper calls (`withRetry(() => client.getIssue(id))`): a function
 * written in the call is read with the caller's code already; one named (`withRetry(fetchIssue)`) is read as a
 * helper; any other value there is someone else's code.
 */
function handedCallbacksKind(
  sourceCode: Readonly<TSESLint.SourceCode>,
  call: TSESTree.CallExpression | TSESTree.NewExpression,
  helperSource: Readonly<TSESLint.SourceCode>,
  helper: FunctionNode,
  api: OwnApi,
  depth: number,
): CallKind {
  let kind: CallKind = "safe";
  for (const index of calledParameters(helperSource, helper)) {
    const argument = call.arguments[index];
    if (!argument || isFunctionNode(argument)) continue;
    if (argument.type !== AST_NODE_TYPES.Identifier) return "other";
    const named = resolveCallee(sourceCode, argument);
    const foreign = named ? undefined : otherModuleFunction(sourceCode, argument, readingOf(api, sourceCode));
    if (!named && !foreign) return "other";
    kind = joinKinds(kind, named ? helperKind(sourceCode, named, api, depth + 1) : helperKind(foreign!.module.sourceCode, foreign!.fn, api, depth + 1));
    if (kind === "other") return kind;
  }
  return kind;
}

/** The positions of the parameters a function calls (`fn` of `async function withRetry(fn) { return await fn(); }`). */
const calledParameterCache = new WeakMap<FunctionNode, readonly number[]>();
function calledParameters(sourceCode: Readonly<TSESLint.SourceCode>, fn: FunctionNode): readonly number[] {
  let found = calledParameterCache.get(fn);
  if (!found) {
    const indexes: number[] = [];
    fn.params.forEach((param, index) => {
      const name = param.type === AST_NODE_TYPES.AssignmentPattern ? param.left : param;
      if (name.type !== AST_NODE_TYPES.Identifier) return;
      const variable = sourceCode.getDeclaredVariables(fn).find((candidate) => candidate.defs[0]?.name === name);
      const called = variable?.references.some((reference) => {
        const parent = reference.identifier.parent;
        return parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === reference.identifier;
      });
      if (called) indexes.push(index);
    });
    found = indexes;
    calledParameterCache.set(fn, found);
  }
  return found;
}

/** The logging calls of a file (of a module read for its helpers too), by the run's settings. */
const logTests = new WeakMap<object, WeakMap<object, (call: TSESTree.CallExpression) => LogCallKind | undefined>>();
function logCallsOf(sourceCode: Readonly<TSESLint.SourceCode>, reading: ModuleReading): (call: TSESTree.CallExpression) => LogCallKind | undefined {
  let bySettings = logTests.get(sourceCode.ast);
  if (!bySettings) logTests.set(sourceCode.ast, (bySettings = new WeakMap()));
  let test = bySettings.get(reading.settings);
  if (!test) {
    const settings: AgentErrorsSettings = reading.settings;
    test = logCalls(sourceCode, settings, { loggerObjects: settings.loggerObjects, loggerMethods: settings.loggerMethods });
    bySettings.set(settings, test);
  }
  return test;
}

function clientCallKind(sourceCode: Readonly<TSESLint.SourceCode>, call: TSESTree.CallExpression | TSESTree.NewExpression, clients: Clients, reading: ModuleReading): CallKind {
  const callee = unwrapCastsAndChains(call.callee);
  // The chain's root: `stripe` of `stripe.customers.list(...).autoPagingToArray()`.
  let root: TSESTree.Node = callee;
  let first: TSESTree.MemberExpression | undefined;
  for (;;) {
    root = unwrapCastsAndChains(root);
    if (root.type === AST_NODE_TYPES.MemberExpression) {
      first = root;
      root = root.object;
    } else if (root.type === AST_NODE_TYPES.CallExpression || root.type === AST_NODE_TYPES.NewExpression) root = root.callee;
    else if (root.type === AST_NODE_TYPES.AwaitExpression) root = root.argument;
    else break;
  }
  if (root.type === AST_NODE_TYPES.ThisExpression) {
    return first && isClientField(sourceCode, first, clients, reading) ? "client" : "other";
  }
  const method = callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier ? callee.property.name : undefined;
  // `/^127\./.test(host)`: a regular expression written here.
  if (root.type === AST_NODE_TYPES.Literal && "regex" in root) return "safe";
  // A string's or an array's method on a value written here (`[a, b].join("\n")`, `(t.name ?? "").toLowerCase()`);
  // the calls inside it are read on their own.
  if (root.type !== AST_NODE_TYPES.Identifier) return method && SAFE_METHODS.has(method) && root.type !== AST_NODE_TYPES.Super ? "safe" : "other";
  const variable = findVariableOf(sourceCode, root);
  if (isClientValue(sourceCode, root, variable, clients, reading)) return "client";
  if ((!variable || variable.defs.length === 0) && SAFE_GLOBALS.has(root.name)) return "safe";
  // A log line: `process.stderr.write(msg)`.
  if ((!variable || variable.defs.length === 0) && processStreamWritten(callee)) return "safe";
  // A method of a local made by a safe global's constructor: `params.append(k, v)` of `const params = new URLSearchParams()`.
  if (variable && isSafeGlobalInstance(sourceCode, variable)) return "safe";
  // `ERROR_PATTERNS.UNAUTHORIZED.test(output)`: a regular expression of a constant table of the module.
  if ((method === "test" || method === "exec") && callee.type === AST_NODE_TYPES.MemberExpression && isRegExpOfTable(sourceCode, callee.object, reading.settings.readImportedModules)) return "safe";
  // A string's or an array's method on a value of this function (`items.map(...)`, `text.trim()`).
  if (method && SAFE_METHODS.has(method)) {
    if (variable?.defs[0]?.type !== "ImportBinding") return "safe";
    // An imported string (`AI_FAILURES_PATH.replace("{buildUuid}", id)`), not a module's object (`db.find(...)`).
    if (isImportedString(sourceCode, root, reading)) return "safe";
  }
  return "other";
}

/** An imported `const` string: by its type, or without types by the module that exports it (`readImportedModules`). */
function isImportedString(sourceCode: Readonly<TSESLint.SourceCode>, identifier: TSESTree.Identifier, reading: ModuleReading): boolean {
  if (reading.services) return tsutils.isTypeFlagSet(reading.services.getTypeAtLocation(identifier), ts.TypeFlags.StringLike);
  if (!reading.settings.readImportedModules) return false;
  const init = importedConstant(sourceCode, identifier)?.init;
  return init?.type === AST_NODE_TYPES.Literal ? typeof init.value === "string" : init?.type === AST_NODE_TYPES.TemplateLiteral && init.expressions.length === 0;
}

/** `ERROR_PATTERNS.UNAUTHORIZED`: a field of a `const` object literal written as a regular expression. */
function isRegExpOfTable(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, readImported: boolean): boolean {
  const member = unwrapCastsAndChains(node);
  if (member.type !== AST_NODE_TYPES.MemberExpression || member.computed || member.object.type !== AST_NODE_TYPES.Identifier) return false;
  // Also a table another module of the project exports (`import { ERROR_PATTERNS } from "./error-handling.js"`).
  const written = constInitializer(sourceCode, member.object) ?? (readImported ? importedConstant(sourceCode, member.object)?.init : undefined);
  const table = written && unwrapCastsAndChains(written);
  if (table?.type !== AST_NODE_TYPES.ObjectExpression) return false;
  const key = memberName(member);
  const field = table.properties.find((property): property is TSESTree.Property => property.type === AST_NODE_TYPES.Property && propertyKeyName(property) === key);
  const value = field && unwrapCastsAndChains(field.value);
  return value?.type === AST_NODE_TYPES.Literal && "regex" in value;
}

/** A `const` holding `new URLSearchParams()`, `new URL(...)`, `new Map()` or a regular expression: its methods throw JavaScript's own errors. */
function isSafeGlobalInstance(sourceCode: Readonly<TSESLint.SourceCode>, variable: TSESLint.Scope.Variable): boolean {
  const definition = variable.defs.length === 1 ? variable.defs[0] : undefined;
  if (definition?.type !== "Variable" || definition.parent.kind !== "const" || definition.node.type !== AST_NODE_TYPES.VariableDeclarator) return false;
  const init = definition.node.init && unwrapCastsAndChains(definition.node.init);
  // `const TAG = /^<(div|b)>/i`: a regular expression's `test` and `exec`.
  if (init?.type === AST_NODE_TYPES.Literal && "regex" in init) return true;
  if (init?.type !== AST_NODE_TYPES.NewExpression || init.callee.type !== AST_NODE_TYPES.Identifier || !SAFE_GLOBALS.has(init.callee.name)) return false;
  // The global itself, not a local class of the same name.
  return (findVariableOf(sourceCode, init.callee)?.defs.length ?? 0) === 0;
}

/** `throw new Error("...")` (any class, constant arguments only), `throw "..."`: text the code wrote itself. */
function throwsConstantText(thrown: TSESTree.Node): boolean {
  const value = unwrapCastsAndChains(thrown);
  if (value.type === AST_NODE_TYPES.Literal) return typeof value.value === "string";
  if (value.type !== AST_NODE_TYPES.NewExpression) return false;
  return value.arguments.every((argument) => {
    const node = unwrapCastsAndChains(argument);
    return node.type === AST_NODE_TYPES.Literal || (node.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0);
  });
}

/** `stripe` of `const stripe = new Stripe(key)`, or the imported client (class or instance) itself. */
function isClientValue(
  sourceCode: Readonly<TSESLint.SourceCode>,
  identifier: TSESTree.Identifier,
  variable: TSESLint.Scope.Variable | undefined,
  clients: Clients,
  reading: ModuleReading,
): boolean {
  if (!variable || variable.defs.length !== 1) return false;
  const definition = variable.defs[0]!;
  if (definition.type === "ImportBinding") return namesClient(sourceCode, identifier, clients);
  // `sdk_1` of tsc's `const sdk_1 = require("@hyperbrowser/sdk")`, `Hyperbrowser` of `const { Hyperbrowser } = require(...)`: as an import.
  if (definition.type === "Variable" && requiredModule(sourceCode, definition.name, definition.node, true)) return namesClient(sourceCode, identifier, clients);
  // `client` of `(client: Stripe) => ...`: a parameter typed as a client.
  if (definition.type === "Parameter") return parameterHoldsClient(sourceCode, definition.name as TSESTree.Node, clients);
  if (definition.type !== "Variable" || definition.node.type !== AST_NODE_TYPES.VariableDeclarator) return false;
  if (definition.parent.kind !== "const" || definition.node.id.type !== AST_NODE_TYPES.Identifier || !definition.node.init) return false;
  return isClientConstruction(sourceCode, definition.node.init, clients, callResolver(reading));
}

/** How many factories deep a client's construction is followed (`getManagementClient()` returning `new ManagementClient(...)`). */
const MAX_FACTORY_DEPTH = 2;

/**
 * `new Client(...)`, `await Client.create(...)`, `Client.connect(...)` for a client class, or a call of a factory:
 * a function of the file or of another module of the project whose every return is such a construction (Auth0's
 * `await getManagementClient(config)`, which returns `new ManagementClient({ domain, token })`).
 */
function isClientConstruction(sourceCode: Readonly<TSESLint.SourceCode>, value: TSESTree.Node, clients: Clients, calls: CallResolver, depth = 0): boolean {
  let node = unwrapCastsAndChains(value);
  if (node.type === AST_NODE_TYPES.AwaitExpression) node = unwrapCastsAndChains(node.argument);
  if (node.type === AST_NODE_TYPES.NewExpression) return namesClient(sourceCode, node.callee, clients);
  if (node.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = unwrapCastsAndChains(node.callee);
  if (callee.type === AST_NODE_TYPES.MemberExpression && namesClient(sourceCode, callee.object, clients)) return true;
  const factory = depth < MAX_FACTORY_DEPTH ? calls(sourceCode, node) : undefined;
  const returned = factory ? returnedExpressions(factory.fn) : [];
  return returned.length > 0 && returned.every((expression) => isClientConstruction(factory!.sourceCode, expression, clients, factory!.calls, depth + 1));
}

/** A parameter whose type annotation names a client class (`client: Stripe`, `private client: messagingApi.MessagingApiClient`). */
function parameterHoldsClient(sourceCode: Readonly<TSESLint.SourceCode>, parameter: TSESTree.Node, clients: Clients): boolean {
  const node = parameter.type === AST_NODE_TYPES.TSParameterProperty ? parameter.parameter : parameter;
  return node.type === AST_NODE_TYPES.Identifier && typeNamesClient(sourceCode, node.typeAnnotation?.typeAnnotation, clients);
}

/**
 * Whether a type annotation names a class of `ownApiClients`: `Stripe`, `line.messagingApi.MessagingApiClient`
 * or `messagingApi.MessagingApiClient`, resolved through the file's imports as values are (a named import by
 * its exported name, a namespace import by the members after it, a default import by its local name), or a
 * class of the file that the list names or that extends one. TypeScript checks that what is stored there is one.
 */
function typeNamesClient(sourceCode: Readonly<TSESLint.SourceCode>, type: TSESTree.TypeNode | undefined, clients: Clients): boolean {
  if (type?.type !== AST_NODE_TYPES.TSTypeReference) return false;
  const members: string[] = [];
  let name: TSESTree.EntityName = type.typeName;
  while (name.type === AST_NODE_TYPES.TSQualifiedName) {
    members.unshift(name.right.name);
    name = name.left;
  }
  if (name.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = findVariableOf(sourceCode, name)?.defs[0];
  if (definition?.type !== "ImportBinding") return members.length === 0 && (!!classNamedBy(sourceCode, name, clients.specs) || isVendorClass(sourceCode, name, clients.vendors));
  const specifier = definition.node;
  const path =
    specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier
      ? members
      : specifier.type === AST_NODE_TYPES.ImportSpecifier
        ? [specifierName(specifier.imported), ...members]
        : [name.name, ...members];
  const source = (definition.parent as TSESTree.ImportDeclaration).source.value;
  const location = fileLocation(sourceCode.ast);
  const wanted = path.join(".");
  if (isVendorPackage(source, clients.vendors) || (path.length === 1 && isVendorClientName(path[0]!, clients.vendors))) return true;
  return clients.specs.some((spec) => (spec.path ?? [spec.name]).join(".") === wanted && (!spec.from || moduleMatches(source, spec.from, location)));
}

/**
 * Whether a name denotes a class of `ownApiClients`: as the settings' other class lists resolve names
 * (error-classes.ts: imports through aliases and namespaces, classes declared here and their subclasses),
 * and a default import by its local name (`import Stripe from "stripe"`, the SDK's own class).
 */
function namesClient(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, clients: Clients): boolean {
  if (classNamedBy(sourceCode, node, clients.specs) || isVendorClass(sourceCode, node, clients.vendors)) return true;
  if (node.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = findVariableOf(sourceCode, node)?.defs[0];
  if (definition?.type !== "ImportBinding" || definition.node.type !== AST_NODE_TYPES.ImportDefaultSpecifier) return false;
  const source = (definition.parent as TSESTree.ImportDeclaration).source.value;
  const location = fileLocation(sourceCode.ast);
  return clients.specs.some((spec) => spec.name === node.name && (!spec.from || moduleMatches(source, spec.from, location)));
}

/**
 * `inferOwnApiClients`: a name imported from a package the vendor publishes, also as a namespace's member
 * (`auth0.ManagementClient`, tsc's `auth0_1.ManagementClient` of a `require("auth0")`), or a class of the project
 * named as the vendor's client (`HubSpotClient`, of the file or imported: by its exported name, by its local name
 * for a default import).
 */
function isVendorClass(sourceCode: Readonly<TSESLint.SourceCode>, node: TSESTree.Node, vendors: readonly string[]): boolean {
  if (vendors.length === 0) return false;
  let root = unwrapCastsAndChains(node);
  while (root.type === AST_NODE_TYPES.MemberExpression) root = unwrapCastsAndChains(root.object);
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = findVariableOf(sourceCode, root)?.defs[0];
  if (!definition) return false;
  const value = unwrapCastsAndChains(node);
  const direct = root === value;
  // `import_webflow_api.WebflowClient` of esbuild's `const import_webflow_api = require("webflow-api")`, tsc's
  // `webflow_api_1.WebflowClient`, `wf.WebflowClient` of `import * as wf`: the member of the module, by its name.
  const member = value.type === AST_NODE_TYPES.MemberExpression && unwrapCastsAndChains(value.object) === root ? memberName(value) : undefined;
  if (definition.type === "ClassName") return direct && isVendorClientName(root.name, vendors);
  if (definition.type === "Variable") {
    const required = requiredModule(sourceCode, definition.name, definition.node, true);
    if (!required) return false;
    if (isVendorPackage(required.source, vendors) || (direct && isVendorClientName(required.imported ?? root.name, vendors))) return true;
    return required.kind === "namespace" && member !== undefined && isVendorClientName(member, vendors);
  }
  if (definition.type !== "ImportBinding" || definition.parent.type !== AST_NODE_TYPES.ImportDeclaration) return false;
  if (isVendorPackage(definition.parent.source.value, vendors)) return true;
  const specifier = definition.node;
  if (specifier.type !== AST_NODE_TYPES.ImportSpecifier && member !== undefined) return isVendorClientName(member, vendors);
  const exported = specifier.type === AST_NODE_TYPES.ImportSpecifier ? specifierName(specifier.imported) : root.name;
  return direct && specifier.type !== AST_NODE_TYPES.ImportNamespaceSpecifier && isVendorClientName(exported, vendors);
}

/** `this.client` in a class whose every write to `client` stores a client (a field initializer or `this.client = new Client(...)`). */
function isClientField(sourceCode: Readonly<TSESLint.SourceCode>, member: TSESTree.MemberExpression, clients: Clients, reading: ModuleReading): boolean {
  if (member.computed || member.property.type !== AST_NODE_TYPES.Identifier) return false;
  const name = member.property.name;
  const body = enclosingClassBody(member);
  if (!body) return false;
  const verdicts = cachedPerFile(sourceCode.ast, "own-api-fields", reading.settings, () => new Map<string, boolean>());
  const key = `${body.range[0]}:${name}`;
  let verdict = verdicts.get(key);
  if (verdict === undefined) {
    verdict = fieldHoldsClient(sourceCode, body, name, clients, reading);
    verdicts.set(key, verdict);
  }
  return verdict;
}

/**
 * `this.client = client` of the constructor's parameter `client`, in an exported class that every other module of the
 * package constructs with a client there (LINE's `new GetProfile(messagingApiClient, destinationId)`, with `const
 * messagingApiClient = new line.messagingApi.MessagingApiClient(...)` in `index.js`), read from disk
 * (`readImportedModules`). Any construction with something else, or none found, and the field is not known to hold one.
 */
function constructedWithClients(sourceCode: Readonly<TSESLint.SourceCode>, body: TSESTree.ClassBody, value: TSESTree.Node, clients: Clients, reading: ModuleReading): boolean {
  const stored = unwrapCastsAndChains(value);
  if (!reading.settings.readImportedModules || stored.type !== AST_NODE_TYPES.Identifier) return false;
  const definition = findVariableOf(sourceCode, stored)?.defs[0];
  const constructor = definition?.type === "Parameter" ? definition.node : undefined;
  const method = constructor?.parent;
  if (method?.type !== AST_NODE_TYPES.MethodDefinition || method.kind !== "constructor" || method.parent !== body) return false;
  const index = (constructor as FunctionNode).params.findIndex((param) => param === definition!.name);
  const handed = index < 0 ? undefined : constructionArguments(sourceCode, body.parent, index);
  return (
    handed !== undefined &&
    handed.every(({ sourceCode: other, node }) => node.type === AST_NODE_TYPES.Identifier && isClientValue(other, node, findVariableOf(other, node), clients, reading))
  );
}

function fieldHoldsClient(sourceCode: Readonly<TSESLint.SourceCode>, body: TSESTree.ClassBody, name: string, clients: Clients, reading: ModuleReading): boolean {
  const visitorKeys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[] | undefined>>;
  let writes = 0;
  const stack: TSESTree.Node[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === AST_NODE_TYPES.ClassBody && node !== body) continue;
    if (node.type === AST_NODE_TYPES.PropertyDefinition && !node.computed && node.key.type === AST_NODE_TYPES.Identifier && node.key.name === name && !node.static) {
      // `private client: Stripe;`: whatever is stored there, TypeScript checks it is one.
      if (typeNamesClient(sourceCode, node.typeAnnotation?.typeAnnotation, clients)) return true;
      if (node.value) {
        if (!isClientConstruction(sourceCode, node.value, clients, callResolver(reading))) return false;
        writes++;
      }
    }
    // `constructor(private readonly client: Stripe)`.
    if (node.type === AST_NODE_TYPES.TSParameterProperty && node.parameter.type === AST_NODE_TYPES.Identifier && node.parameter.name === name) {
      return parameterHoldsClient(sourceCode, node, clients);
    }
    if (node.type === AST_NODE_TYPES.AssignmentExpression) {
      const target = unwrapCastsAndChains(node.left);
      if (
        target.type === AST_NODE_TYPES.MemberExpression &&
        target.object.type === AST_NODE_TYPES.ThisExpression &&
        !target.computed &&
        target.property.type === AST_NODE_TYPES.Identifier &&
        target.property.name === name
      ) {
        if (node.operator !== "=" || !(isClientConstruction(sourceCode, node.right, clients, callResolver(reading)) || constructedWithClients(sourceCode, body, node.right, clients, reading))) return false;
        writes++;
      }
    }
    pushChildren(node, stack, visitorKeys);
  }
  return writes > 0;
}
