/**
 * Can a `try` only fail with local text?
 *
 * Text from outside reaches a caught error through I/O: a response awaited, a process's output. A `try` that
 * awaits nothing cannot wait for a response (nor one that awaits only Node's file-system promises, or helpers of
 * the project that await only those: failure-handlers.ts), so what it catches is the failure of work on values
 * the code already holds: the runtime's text (`Cannot read properties of undefined`), a library's text about
 * the arguments it was handed (turf's "coordinates must contain numbers", a zod issue, `JSON.parse`'s
 * "Unexpected token"), an OS error about a path or a pid (`kill ESRCH`). Such text may echo what the code was
 * given (the agent's own arguments, a few characters of a body being parsed), but nobody outside wrote it.
 *
 * Two ways remain for outside text to arrive synchronously, and a `try` that may use one is not local:
 * - a child process run synchronously (`execFileSync`, `spawnSync`), whose error carries the process's
 *   stderr, or a synchronous network call (`sync-request`). Found through the imports (`child_process`, a
 *   package named `*sync*`, also `require` and a `const` alias), through the file's own functions and
 *   methods, through the synchronous functions of the project's other modules (read by their bodies, as the
 *   settings allow: see {@link foreignFailure}), and, for a call of another module that is not read, by the
 *   names such helpers go by (`execFileSyncSafe`, `runCommand`, `shell`, `kubectl`, `git`);
 * - a value the code holds, thrown (`if (!body.ok) throw new Error(body.message)` after the `await`) or handed
 *   to a call whose error may quote it (`JSON.parse(errorText)`: V8 quotes the text it could not parse, a
 *   schema's issues quote the values they reject; `items.map(JSON.parse)` hands it the items): the thrown
 *   values, the calls' arguments and the receivers of calls given a callback are handed back for the caller
 *   to judge (taint.ts evaluates them), with the calls (a declared `untrustedCalls` function is outside text).
 *
 * Functions written in the `try` (callbacks run synchronously by `map`, `forEach`) and the file's own
 * functions and methods it calls (a few levels deep) are read too; what fails inside an inner `try` whose
 * `catch` throws nothing stops there (only that `catch` and its `finally` are read). A generator's `yield`
 * can be resumed with anything.
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { isFunctionNode, isPropertyName, memberName, pushChildren, unwrapCastsAndChains, type FunctionNode } from "../ast.js";
import { constInitializer, findVariableOf, valuesPushedTo } from "../scope.js";
import { cachedPerFile } from "./file-cache.js";
import { findFailureHandlers, isConsoleCallee, isGlobalReference, isJsonStringify, isPackagePredicateCall, isQuoteFreeBuiltinCall, swallowsFailures, type ModuleReading } from "./failure-handlers.js";
import { bindingOfIdentifier, NODE_LOCAL_MODULE, PROCESS_MODULES } from "./module-bindings.js";
import { resolveCallee } from "./functions.js";
import { isCalledLogger, logCalls } from "./log-calls.js";
import { calledInOtherModule } from "./relative-imports.js";
import { flatten, getTaintAnalysis, Trust } from "./taint.js";

type SourceCode = Readonly<TSESLint.SourceCode>;
type Call = TSESTree.CallExpression | TSESTree.NewExpression;

/** Packages that run processes (`execa`, `shelljs`, `zx`) or block on the network (`sync-request`, `sync-fetch`). */
const PROCESS_PACKAGES = /^(?:execa|shelljs|zx|cross-spawn|@actions\/exec|node-pty|deasync|sync-[\w-]+|[\w-]+-sync)$/;
/** Words of a function's name (camelCase, snake_case) that say it runs a process. */
const PROCESS_WORDS: ReadonlySet<string> = new Set(["exec", "execa", "spawn", "shell", "kubectl", "git", "docker", "sh"]);
/** Words that say so only after `run` (`runCommand`, `runCmd`). */
const RUN_WORDS: ReadonlySet<string> = new Set(["command", "cmd"]);
/** The file's own functions followed from a `try`, beyond which a call counts as one to another module. */
const MAX_HELPERS = 20;

/** What a `try` that can only fail locally does with values. */
export interface LocalFailure {
  /** What it throws itself (also in the functions it runs). */
  thrown: readonly TSESTree.Node[];
  /**
   * What it hands to calls: their arguments, and the receivers of calls given a callback (`items.map(JSON.parse)`).
   * Not the arguments of a call of a function of the file, which is read (in `runs`): what it hands on of a
   * parameter is here, and the arguments given for that parameter are found through `calls`.
   */
  handed: readonly TSESTree.Node[];
  /**
   * What it gives a function of another module that throws a message of its own made of its parameters (`throw new
   * Error(\`Project ${projectId} not found\`)`): quoted by the project's own text, as a `throw` of the file's
   * functions is, so the agent's input there is an echo (the conventions' first unsafe example), not a library's
   * note about its arguments.
   */
  quoted: readonly TSESTree.Node[];
  /** Its calls, and its callbacks' and helpers' (a declared source is the caller's to know). */
  calls: readonly Call[];
  /** The functions it runs: callbacks written in it, and the file's functions and methods it calls. */
  runs: readonly FunctionNode[];
}

/**
 * What a `try` throws itself and hands to calls, when it can only fail with local text about those values;
 * undefined when outside text may reach its `catch` (it awaits, runs a process, or yields).
 */
export function localFailure(sourceCode: SourceCode, tryStatement: TSESTree.TryStatement, reading: ModuleReading): LocalFailure | undefined {
  const verdicts = cachedPerFile(sourceCode.ast, reading.services ? "local-failures:typed" : "local-failures", reading.settings, () => new Map<TSESTree.TryStatement, LocalFailure | null>());
  let verdict = verdicts.get(tryStatement);
  if (verdict === undefined) {
    const failure = findFailureHandlers(sourceCode, reading).tryFailure(tryStatement);
    verdict = failure.kind === "await" && failure.outsideText ? null : (synchronousFailure(sourceCode, tryStatement.block, reading) ?? null);
    verdicts.set(tryStatement, verdict);
  }
  return verdict ?? undefined;
}

function synchronousFailure(sourceCode: SourceCode, block: TSESTree.Node, reading: ModuleReading): LocalFailure | undefined {
  const keys = sourceCode.visitorKeys;
  let isLogCall: ((call: TSESTree.CallExpression) => unknown) | undefined;
  const logs = (call: Call): boolean => {
    if (call.type !== AST_NODE_TYPES.CallExpression) return false;
    isLogCall ??= logCalls(sourceCode, reading.settings, { ...reading.settings, services: reading.services });
    return isLogCall(call) !== undefined;
  };
  const thrown: TSESTree.Node[] = [];
  const handed: TSESTree.Node[] = [];
  const quoted: TSESTree.Node[] = [];
  const calls: Call[] = [];
  const runs = new Set<FunctionNode>();
  let followed = 0;
  const stack: TSESTree.Node[] = [block];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.type) {
      case AST_NODE_TYPES.YieldExpression:
        return undefined;
      case AST_NODE_TYPES.ThrowStatement:
        thrown.push(node.argument);
        break;
      case AST_NODE_TYPES.CallExpression:
      case AST_NODE_TYPES.NewExpression: {
        calls.push(node);
        const callee = unwrapCastsAndChains(node.callee);
        const helper = resolveCallee(sourceCode, callee);
        // A function of another module of the project is read as the file's are: by its body, whatever its name.
        const foreign = helper ? undefined : foreignFailure(sourceCode, node, reading);
        if (foreign === "outside") return undefined;
        if (!helper && !foreign && mayRunProcess(sourceCode, node)) return undefined;
        let callback = false;
        // `console.error(\`Failed to parse: ${parseError}\`)` (or the settings' loggers, `logger.warn(...)`) writes
        // what it is given and throws nothing quoting it; nor does `JSON.stringify(data)` (its errors name a
        // circular structure's keys or a BigInt, never a value).
        // Nor does a built-in whose failure is the runtime's own text (`String(error)`, `url.toString()`), or a
        // logger object called as a function that it cannot read (`log("Error deploying action:", error)`, Auth0's
        // `debug("auth0-mcp")` logger of another module, named as the settings' `loggerObjects` are), or a package's
        // type guard (`axios.isAxiosError(error)`).
        const logsOnly =
          isConsoleCallee(sourceCode, callee) ||
          isJsonStringify(sourceCode, callee) ||
          foreign?.handsParameters === false ||
          (!helper && !foreign && (logs(node) || isCalledLogger(callee, reading.settings) || (node.type === AST_NODE_TYPES.CallExpression && (isQuoteFreeBuiltinCall(sourceCode, node) || isPackagePredicateCall(sourceCode, node)))));
        for (const argument of node.arguments) {
          if (argument.type === AST_NODE_TYPES.Literal || logsOnly) continue;
          const fn = isFunctionNode(argument) ? argument : argument.type === AST_NODE_TYPES.Identifier ? resolveCallee(sourceCode, argument) : undefined;
          // A function it cannot read (`items.map(JSON.parse)`) is handed the receiver's values; one it reads
          // hands on what it is given as its parameters, and taint.ts judges the receiver for them.
          if (!fn && argument.type === AST_NODE_TYPES.MemberExpression) callback = true;
          if (fn === argument) runs.add(fn);
          else if (fn && !runs.has(fn)) {
            // A function of the file passed by name: read like a helper, within the same bound.
            if (++followed > MAX_HELPERS) return undefined;
            runs.add(fn);
            stack.push(fn.body);
          } else if (!fn && !helper) (foreign?.throwsParameters ? quoted : handed).push(argument);
          // A function of the file called is read below: what it hands on of its parameters is handed there, and
          // the caller (taint.ts) judges the arguments given for those parameters in this `try`.
        }
        // What a callback it cannot read is handed comes from the receiver: `items.map(JSON.parse)`.
        if (callback && callee.type === AST_NODE_TYPES.MemberExpression) {
          const receiver = unwrapCastsAndChains(callee.object);
          if (receiver.type === AST_NODE_TYPES.ArrayExpression) {
            for (const element of receiver.elements) if (element) handed.push(element.type === AST_NODE_TYPES.SpreadElement ? element.argument : element);
          } else handed.push(receiver);
        }
        if (helper && !runs.has(helper)) {
          if (++followed > MAX_HELPERS) return undefined;
          runs.add(helper);
          stack.push(helper.body);
        }
        break;
      }
      case AST_NODE_TYPES.TryStatement:
        // What fails inside a `try` whose `catch` throws nothing stops there (a helper that catches its own
        // failures): only its `catch` and `finally` can fail on to the `try` being judged.
        if (swallowsFailures(node, keys)) {
          stack.push(node.handler.body);
          if (node.finalizer) stack.push(node.finalizer);
          continue;
        }
        break;
      default:
        if (isFunctionNode(node)) runs.add(node);
        break;
    }
    pushChildren(node, stack, keys);
  }
  return { thrown, handed, quoted, calls, runs: [...runs] };
}

/**
 * How a synchronous function of another module fails, once per function and settings (the loggers are the
 * settings'); one being read (a cycle) hands its parameters on.
 */
const foreignVerdicts = new WeakMap<object, WeakMap<FunctionNode, ForeignFailure>>();
type ForeignFailure = "outside" | { handsParameters: boolean; throwsParameters: boolean };
/** How many modules deep a synchronous `try`'s calls are read. */
const MAX_FOREIGN_DEPTH = 3;
let foreignDepth = 0;

/**
 * A call of a synchronous function of another module of the project (through the checker, or read from disk
 * as the settings allow): "outside" when it may run a process or yield (outside text may reach the `catch`),
 * else whether it hands on or throws anything that depends on its parameters (`logEvent(raw)` that only logs
 * `raw` hands nothing on; `parse(raw)` with `JSON.parse(raw)` inside does). An async one is read so too: what it
 * awaits is failure-handlers.ts's question (only Node's file-system promises, or functions awaiting only those,
 * leave the `try` local), what it throws and runs is this one's, where the call is awaited. Undefined when it
 * resolves to none, is a generator, is async and not awaited, or is too deep.
 */
function foreignFailure(sourceCode: SourceCode, call: Call, reading: ModuleReading): ForeignFailure | undefined {
  if (call.type !== AST_NODE_TYPES.CallExpression || foreignDepth >= MAX_FOREIGN_DEPTH) return undefined;
  const foreign = calledInOtherModule(sourceCode, call, reading);
  // An async function's failure is a rejection: the `try` catches it only where it awaits the call (a call left
  // running, `trackMCP(...)` for telemetry, rejects after the `try` is gone).
  if (!foreign || foreign.fn.generator || (foreign.fn.async && !isAwaited(call))) return undefined;
  const fn = foreign.fn;
  let verdicts = foreignVerdicts.get(reading.settings);
  if (!verdicts) foreignVerdicts.set(reading.settings, (verdicts = new WeakMap()));
  let verdict = verdicts.get(fn);
  if (verdict === undefined) {
    verdicts.set(fn, { handsParameters: true, throwsParameters: false });
    const module = foreign.module.sourceCode;
    foreignDepth++;
    try {
      const home = { settings: reading.settings, services: foreign.module.services };
      const failure = synchronousFailure(module, fn.body, home);
      if (!failure || failure.thrown.some((node) => throwsOutsideText(module, node, home))) verdict = "outside";
      else {
        const throwsParameters = [...failure.thrown, ...failure.quoted].some((node) => dependsOnParameters(module, node));
        verdict = { handsParameters: throwsParameters || failure.handed.some((node) => dependsOnParameters(module, node)), throwsParameters };
      }
    } finally {
      foreignDepth--;
    }
    verdicts.set(fn, verdict);
  }
  return verdict;
}

/** Whether a call is what an `await` waits for (under casts and parentheses). */
function isAwaited(call: TSESTree.CallExpression): boolean {
  let node: TSESTree.Node = call;
  while (node.parent && (node.parent.type === AST_NODE_TYPES.TSAsExpression || node.parent.type === AST_NODE_TYPES.TSNonNullExpression || node.parent.type === AST_NODE_TYPES.TSSatisfiesExpression)) node = node.parent;
  return node.parent?.type === AST_NODE_TYPES.AwaitExpression;
}

/**
 * Whether a function of another module throws outside text (`throw new Error(body.error)` of a body its swallowing
 * `try` kept): the taint of what it throws, read in its module; the agent's own input (a parameter) is the
 * caller's to judge, as what it hands on is.
 */
function throwsOutsideText(module: SourceCode, thrown: TSESTree.Node, home: ModuleReading): boolean {
  const owner = getTaintAnalysis(module, home.services ? { settings: home.settings, services: home.services } : { settings: home.settings });
  const node = unwrapCastsAndChains(thrown);
  const parts = node.type === AST_NODE_TYPES.NewExpression || node.type === AST_NODE_TYPES.CallExpression ? node.arguments : [node];
  return parts.some((part) => {
    const text = flatten(owner.valueOf(part));
    return text.level === Trust.Untrusted && text.source?.kind !== "tool input";
  });
}

/**
 * Whether a value may be made of a function's parameters: it names one (or `arguments`), or a variable that is
 * not a `const` whose initialiser is made of none (a `let` may be given one later), a few `const`s deep.
 */
function dependsOnParameters(sourceCode: SourceCode, root: TSESTree.Node): boolean {
  const keys = sourceCode.visitorKeys;
  const stack: TSESTree.Node[] = [root];
  const seen = new Set<TSESTree.Node>();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    if (seen.size > 200) return true;
    seen.add(node);
    if (node.type === AST_NODE_TYPES.Identifier) {
      if (isPropertyName(node)) continue;
      if (node.name === "arguments") return true;
      const variable = findVariableOf(sourceCode, node);
      const definition = variable?.defs[0];
      if (!variable || !definition) continue;
      if (definition.type === "Parameter") return true;
      if (definition.type !== "Variable") continue;
      if (definition.parent.kind !== "const" || !definition.node.init) return true;
      stack.push(definition.node.init);
      // `failures.push(\`could not reach ${candidate}\`)`: an array holds what is pushed to it.
      stack.push(...valuesPushedTo(variable));
      continue;
    }
    if (isFunctionNode(node)) continue;
    pushChildren(node, stack, keys);
  }
  return false;
}

/** Whether a call may run a child process or block on the network. */
function mayRunProcess(sourceCode: SourceCode, call: Call): boolean {
  const callee = unwrapCastsAndChains(call.callee);
  // The chain's root: `cp` of `cp.execFileSync(...)`, `require("child_process")` of `require("child_process").execSync(...)`;
  // through `const` aliases (`const sh = execSync`).
  let root: TSESTree.Node = callee;
  for (let steps = 0; steps < 100; steps++) {
    root = unwrapCastsAndChains(root);
    if (root.type === AST_NODE_TYPES.MemberExpression) root = root.object;
    else if (root.type === AST_NODE_TYPES.CallExpression) {
      const inner = unwrapCastsAndChains(root.callee);
      if (inner.type === AST_NODE_TYPES.Identifier && inner.name === "require" && isGlobalReference(sourceCode, inner)) {
        const specifier = root.arguments[0];
        return specifier?.type === AST_NODE_TYPES.Literal && typeof specifier.value === "string" && runsProcesses(specifier.value, memberName(callee));
      }
      root = inner;
    } else if (root.type === AST_NODE_TYPES.Identifier) {
      const init = constInitializer(sourceCode, root);
      if (!init || (init.type !== AST_NODE_TYPES.Identifier && init.type !== AST_NODE_TYPES.MemberExpression)) break;
      root = init;
    } else break;
  }
  const binding = root.type === AST_NODE_TYPES.Identifier ? bindingOfIdentifier(sourceCode, root) : undefined;
  if (binding && runsProcesses(binding.source, binding.kind === "named" ? binding.imported : memberName(callee))) return true;
  // `spawn(...)` of `child_process` itself, whatever its name says (its failures come later).
  if (binding && PROCESS_MODULES.has(binding.source)) return false;
  // Node's other modules fail with Node's text (`ENOENT` for a path), whatever the function is called.
  if (binding && NODE_LOCAL_MODULE.test(binding.source)) return false;
  // A constructor builds (`new Command()`); a regular expression's `exec` matches.
  if (call.type === AST_NODE_TYPES.NewExpression || isRegExp(sourceCode, callee)) return false;
  const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : memberName(callee);
  return name !== undefined && namedLikeRunner(name);
}

/**
 * Whether a function of a module (`name`, when known) runs a process whose failure a `try` catches at once:
 * of `child_process`, only the synchronous ones (`execSync`, `spawnSync`): `spawn`, `exec`, `execFile` and
 * `fork` report their failures later (an event, a callback), and throw at once only about their arguments.
 */
function runsProcesses(source: string, name: string | undefined): boolean {
  if (PROCESS_MODULES.has(source)) return name === undefined || !ASYNC_PROCESS_FUNCTIONS.has(name);
  return PROCESS_PACKAGES.test(source);
}

const ASYNC_PROCESS_FUNCTIONS: ReadonlySet<string> = new Set(["spawn", "exec", "execFile", "fork"]);

/** `execFileSyncSafe`, `runCommand`, `run_shell`, `kubectl`, `sh`: a name whose words say it runs a process. */
function namedLikeRunner(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_$-]+/)
    .map((word) => word.toLowerCase());
  return words.some((word, index) => PROCESS_WORDS.has(word) || (RUN_WORDS.has(word) && words.slice(0, index).includes("run")));
}

/** `RE.exec(text)`, `/x/.exec(text)`: a regular expression's method. */
function isRegExp(sourceCode: SourceCode, callee: TSESTree.Node): boolean {
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  let object = unwrapCastsAndChains(callee.object);
  if (object.type === AST_NODE_TYPES.Identifier) object = constInitializer(sourceCode, object) ?? object;
  if (object.type === AST_NODE_TYPES.Literal) return "regex" in object && object.regex !== undefined;
  return object.type === AST_NODE_TYPES.NewExpression && object.callee.type === AST_NODE_TYPES.Identifier && object.callee.name === "RegExp";
}
