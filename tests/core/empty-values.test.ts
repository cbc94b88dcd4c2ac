import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { classifyValue, errorSignalOf, isAccumulator, typedValueResolver, VALUE_MENTION, type ValueOptions } from "../../src/core/analysis/empty-values.js";
import { mention } from "../../src/core/mention.js";
import { findFailureHandlers, operationName, type FailureAnalysis } from "../../src/core/analysis/failure-handlers.js";
import { alwaysExits } from "../../src/core/analysis/flow.js";
import { errorResponseText, preferredQuote } from "../../src/core/error-styles.js";
import { isFunctionNode, pushChildren } from "../../src/core/ast.js";
import { DEFAULT_SETTINGS, parseSettings } from "../../src/core/settings.js";
import { forEachNode, withTypedSourceCode } from "../helpers.js";

type Context = Readonly<TSESLint.RuleContext<never, []>>;

const defaults: ValueOptions = { signals: DEFAULT_SETTINGS.errorSignals };

/**
 * Lints `code` with probe rules; each gets the context and the file's `return` statements at the end of
 * the file. Fails on any lint message (a parse error, a crash).
 */
function probe(code: string, ...visits: ((context: Context, returns: TSESTree.ReturnStatement[]) => void)[]): void {
  const rules: Record<string, TSESLint.RuleModule<never>> = {};
  visits.forEach((visit, index) => {
    rules[`p${index}`] = {
      defaultOptions: [],
      meta: { type: "problem", messages: {}, schema: [] },
      create(context) {
        const returns: TSESTree.ReturnStatement[] = [];
        return {
          ReturnStatement(node: TSESTree.ReturnStatement) {
            returns.push(node);
          },
          "Program:exit"() {
            visit(context as Context, returns);
          },
        };
      },
    };
  });
  const linter = new Linter({ configType: "flat" });
  const messages = linter.verify(
    code,
    [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser as never },
        plugins: { probe: { rules: rules as never } },
        rules: Object.fromEntries(Object.keys(rules).map((name) => [`probe/${name}`, "error"])),
      },
    ],
    "file.ts",
  );
  expect(messages).toEqual([]);
}

/** The kind `classifyValue` gives each `return` argument of `code`, with its text. */
function kinds(code: string, options: ValueOptions = defaults): string[] {
  const found: string[] = [];
  probe(code, (context, returns) => {
    for (const statement of returns) {
      if (!statement.argument) continue;
      const shape = classifyValue(context.sourceCode, statement.argument, options);
      found.push(`${context.sourceCode.getText(statement.argument)} => ${shape.kind}`);
    }
  });
  return found;
}

function analyse(code: string): { analysis: FailureAnalysis; text: (node: TSESTree.Node | undefined) => string | undefined } {
  let result: FailureAnalysis | undefined;
  let text: (node: TSESTree.Node | undefined) => string | undefined = () => undefined;
  probe(code, (context) => {
    result = findFailureHandlers(context.sourceCode);
    text = (node) => (node ? context.sourceCode.getText(node) : undefined);
  });
  return { analysis: result!, text };
}

describe("classifyValue", () => {
  it("empty-looking literals and collections", () => {
    expect(
      kinds(`
        function f() { return []; }
        function f() { return {}; }
        function f() { return ""; }
        function f() { return \`\`; }
        function f() { return new Map(); }
        function f() { return new Set<string>([]); }
        function f() { return new Map([["a", 1]]); }
        function f() { return new Array(10); }
        function f() { return [] as string[]; }
        function f() { return Object.freeze({ orders: [] }); }
        function f() { return Promise.resolve([]); }
        function f() { return [1]; }
        function f() { return [, ]; }
        function f() { return "none"; }
        function f() { return \`\${x}\`; }
      `),
    ).toEqual([
      "[] => empty",
      "{} => empty",
      '"" => empty',
      "`` => empty",
      "new Map() => empty",
      "new Set<string>([]) => empty",
      'new Map([["a", 1]]) => other',
      "new Array(10) => other",
      "[] as string[] => empty",
      "Object.freeze({ orders: [] }) => empty",
      "Promise.resolve([]) => empty",
      "[1] => other",
      "[, ] => other",
      '"none" => other',
      "`${x}` => other",
    ]);
  });

  it("objects made of empty parts, zeros, flags and null; a bare zero is not", () => {
    expect(
      kinds(`
        function f() { return { orders: [], total: 0 }; }
        function f() { return { ok: true, data: [] }; }
        function f() { return { issues: [], nextCursor: null, hasMore: false }; }
        function f() { return { page: { items: [] }, meta: {} }; }
        function f() { return { total: 0 }; }
        function f() { return { hasMore: false }; }
        function f() { return { orders: [], total: count }; }
        function f() { return { orders: [], message: "Order service unavailable" }; }
        function f() { return { load() { return []; } }; }
        function f() { return { [key]: [] }; }
        function f() { return 0; }
        function f() { return false; }
        function f() { return null; }
        function f() { return undefined; }
        function f() { return void 0; }
      `),
    ).toEqual([
      "{ orders: [], total: 0 } => empty",
      "{ ok: true, data: [] } => empty",
      "{ issues: [], nextCursor: null, hasMore: false } => empty",
      "{ page: { items: [] }, meta: {} } => empty",
      "{ total: 0 } => empty",
      "{ hasMore: false } => other",
      "{ orders: [], total: count } => other",
      '{ orders: [], message: "Order service unavailable" } => other',
      "{ load() { return []; } } => other",
      "[] => empty",
      "{ [key]: [] } => other",
      "0 => other",
      "false => false",
      "null => nullish",
      "undefined => nullish",
      "void 0 => nullish",
    ]);
  });

  it("error signals win, with the default list and with a project's list", () => {
    const code = `
      function f() { return { orders: [], error: "Order service unavailable" }; }
      function f() { return { orders: [], error: null }; }
      function f() { return { isError: true, content: [] }; }
      function f() { return { isError: false, content: [] }; }
      function f() { return { ok: false, data: [] }; }
      function f() { return { status: "error", items: [] }; }
      function f() { return { status: "ok", items: [] }; }
      function f() { return { kind: "toolError:v1", details: {} }; }
      function f() { return { data: { error: "nested" }, items: [] }; }
      function f() { return { failed: true, rows: [] }; }
    `;
    expect(kinds(code)).toEqual([
      '{ orders: [], error: "Order service unavailable" } => error-signal',
      "{ orders: [], error: null } => empty",
      "{ isError: true, content: [] } => error-signal",
      "{ isError: false, content: [] } => empty",
      "{ ok: false, data: [] } => error-signal",
      '{ status: "error", items: [] } => error-signal',
      '{ status: "ok", items: [] } => other',
      '{ kind: "toolError:v1", details: {} } => error-signal',
      '{ data: { error: "nested" }, items: [] } => other',
      "{ failed: true, rows: [] } => empty",
    ]);
    const project = { signals: parseSettings({ errorSignals: [{ property: "failed", value: true }] }).errorSignals };
    expect(kinds(code, project).slice(-1)).toEqual(["{ failed: true, rows: [] } => error-signal"]);
    expect(kinds(code, project)[0]).toBe('{ orders: [], error: "Order service unavailable" } => other');
    // Without signals, `isError: true` is just a flag next to empty content.
    expect(kinds(code, { signals: [] })[2]).toBe("{ isError: true, content: [] } => empty");
  });

  it("follows constants and factories in the file, not mutated or reassigned ones", () => {
    expect(
      kinds(`
        const EMPTY_PAGE = Object.freeze({ orders: [], total: 0 });
        export const NO_TAGS = [] as const;
        const FAILED = { ok: false, error: "Order service unavailable" };
        const cache: Record<string, string> = {};
        cache.a = "b";
        const seen = new Set<string>();
        seen.add("x");
        let lastPage = { orders: [], total: 0 };
        lastPage = load();
        let stable = { items: [] };
        const emptyPage = () => ({ orders: [], total: 0 });
        function emptyList() { return []; }
        const withArgument = (n: number) => ({ items: [], n });
        const A = { ...B };
        const B = { ...A };
        function f() { return { ...EMPTY_PAGE }; }
        function f() { return EMPTY_PAGE; }
        function f() { return [...NO_TAGS]; }
        function f() { return { ...FAILED, orders: [] }; }
        function f() { return cache; }
        function f() { return seen; }
        function f() { return lastPage; }
        function f() { return stable; }
        function f() { return emptyPage(); }
        function f() { return emptyList(); }
        function f() { return withArgument(1); }
        function f() { return A; }
        function f() { return unknownName; }
      `).filter((line) => !line.startsWith("[] =>") && !line.startsWith("{ items: [], n }")),
    ).toEqual([
      "{ ...EMPTY_PAGE } => empty",
      "EMPTY_PAGE => empty",
      "[...NO_TAGS] => empty",
      "{ ...FAILED, orders: [] } => error-signal",
      "cache => other",
      "seen => other",
      "lastPage => other",
      "stable => empty",
      "emptyPage() => empty",
      "emptyList() => empty",
      "withArgument(1) => other",
      "A => other",
      "unknownName => other",
    ]);
  });

  it("a shadowed Map or undefined is not the built-in", () => {
    expect(
      kinds(`
        class Map { constructor(public entries = 1) {} }
        function f() { return new Map(); }
        function g(undefined: string[]) { return undefined; }
      `),
    ).toEqual(["new Map() => other", "undefined => other"]);
  });

  it("reports the origin of a named empty value", () => {
    let origin: unknown;
    probe(`const EMPTY_PAGE = { orders: [], total: 0 };\nfunction f() {\n  return EMPTY_PAGE;\n}`, (context, returns) => {
      const shape = classifyValue(context.sourceCode, returns[0]!.argument!, defaults);
      origin = shape.kind === "empty" ? shape.origin : undefined;
    });
    expect(origin).toEqual({ name: "EMPTY_PAGE", text: "{ orders: [], total: 0 }", line: 1 });
  });

  it("a 10,000-deep value does not overflow the stack (the budget answers `other`)", () => {
    let node: TSESTree.Node = { type: AST_NODE_TYPES.ArrayExpression, elements: [] } as unknown as TSESTree.Node;
    for (let depth = 0; depth < 10_000; depth++) {
      node = { type: AST_NODE_TYPES.ArrayExpression, elements: [{ type: AST_NODE_TYPES.SpreadElement, argument: node }] } as unknown as TSESTree.Node;
    }
    const sourceCode = {} as unknown as TSESLint.SourceCode;
    expect(classifyValue(sourceCode, node, defaults).kind).toBe("other");
    expect(errorSignalOf(sourceCode, node, defaults)).toBeUndefined();
  });
});

describe("errorSignalOf", () => {
  it("names the signal a result carries", () => {
    const found: (string | undefined)[] = [];
    probe(
      `
        const UNAVAILABLE = { ok: false, error: "Order service unavailable", errorType: "execution" } as const;
        function f() { return { ...UNAVAILABLE }; }
        function f() { return { isError: true, content: [{ type: "text", text: "Order service unavailable" }] }; }
        function f() { return { "status": "error" }; }
        function f() { return { error: undefined, items: [] }; }
      `,
      (context, returns) => {
        for (const statement of returns) {
          const signal = errorSignalOf(context.sourceCode, statement.argument!, defaults);
          found.push(signal && `${signal.property}${signal.value === undefined ? "" : `=${String(signal.value)}`}`);
        }
      },
    );
    // The first property that carries a signal names it.
    expect(found).toEqual(["ok=false", "isError=true", "status=error", undefined]);
  });
});

describe("findFailureHandlers", () => {
  it("what a try block can do, and the operation whose failure is caught", () => {
    const { analysis, text } = analyse(`
      async function a() { try { return await listOrders(await customerId()); } catch {} }
      function b(raw: string) { try { return JSON.parse(raw); } catch {} }
      function c(value: string) { try { new URL(value); return decodeURIComponent(value); } catch {} }
      function d() { try { return cache.items.length; } catch {} }
      function e() { try { console.debug("x"); throw new NotFoundError("gone"); } catch {} }
      function f() { try { return readFileSync(path, "utf8"); } catch {} }
      function g() { try { queue.push(async () => await send()); } catch {} }
      async function h() { try { for await (const page of pages()) rows.push(page); } catch {} }
      async function i() { try { const r = await fetch(url); return await r.json(); } catch {} }
      function j() { const JSON = { parse: remoteParse }; try { return JSON.parse(raw); } catch {} }
      async function k() { try { return await (async () => [])(); } catch {} }
      async function l() { try { return await fetchOrders(id).then((page) => page.orders); } catch {} }
      function m(raw: string) { try { return constructor.parse(raw) + toString.call(raw); } catch {} }
    `);
    expect(analysis.handlers.map((handler) => `${handler.failure.kind} ${text(handler.failure.operation) ?? "-"}`)).toEqual([
      "await listOrders(await customerId())",
      "sync-parse JSON.parse(raw)",
      "sync-parse new URL(value)",
      "none -",
      "none -",
      'call readFileSync(path, "utf8")',
      "call queue.push(async () => await send())",
      "await pages()",
      "await fetch(url)",
      "call JSON.parse(raw)",
      "await (async () => [])()",
      "await fetchOrders(id)",
      "call constructor.parse(raw)",
    ]);
  });

  it("a call of a helper of the file fails as its body can; type tests of the globals cannot fail", () => {
    const { analysis, text } = analyse(`
      function isRecord(value: unknown) { return typeof value === "object" && value !== null && !Array.isArray(value); }
      function withStructured(text: string, data: unknown) { return isRecord(data) ? { text, data } : { text }; }
      const load = async (id: string) => fetch(\`/items/\${id}\`);
      function countdown(n: number): number { return n > 0 ? countdown(n - 1) : remote(); }
      function a(raw: string) { try { return withStructured(raw, JSON.parse(raw)); } catch {} }
      function b(value: unknown) { try { return withStructured(String(value), Number.isInteger(value)); } catch {} }
      function c(id: string) { try { return load(id); } catch {} }
      function d() { try { return countdown(3); } catch {} }
    `);
    expect(analysis.handlers.map((handler) => `${handler.failure.kind} ${text(handler.failure.operation) ?? "-"}`)).toEqual([
      "sync-parse JSON.parse(raw)",
      "sync-parse String(value)",
      "call load(id)",
      "call countdown(3)",
    ]);
  });

  it("attributes each return to its own handler only", () => {
    const { analysis, text } = analyse(`
      async function load() {
        try {
          return await primary();
        } catch (outer) {
          try {
            return await secondary();
          } catch (inner) {
            return [];
          }
          queue.onDrain(() => { return {}; });
          return null;
        }
      }
    `);
    const [outer, inner] = analysis.handlers;
    expect(outer!.returns.map((statement) => text(statement))).toEqual(["return await secondary();", "return null;"]);
    expect(inner!.returns.map((statement) => text(statement))).toEqual(["return [];"]);
    expect(text(inner!.failure.operation)).toBe("secondary()");
    expect(text(outer!.returnsFrom)).toMatch(/^async function load/);
  });

  it("promise rejection handlers and whether their value is used", () => {
    const { analysis, text } = analyse(`
      const a = fetchOrders(id).catch(() => []);
      fetchOrders(id).catch(() => []);
      void fetchOrders(id).catch(() => []);
      await fetchOrders(id).catch(() => []);
      const b = await fetchOrders(id).catch(() => []).finally(() => done());
      fetchOrders(id).catch(() => []).then(render);
      const c = fetchOrders(id).then((page) => page.orders, (error) => { log(error); return []; });
      const d = fetchOrders(id).then((page) => page.orders);
      const e = schema.catch([]);
    `);
    expect(analysis.handlers.map((handler) => `${handler.kind} ${handler.valueUsed} ${text(handler.failure.operation)}`)).toEqual([
      "promise-catch true fetchOrders(id)",
      "promise-catch false fetchOrders(id)",
      "promise-catch false fetchOrders(id)",
      "promise-catch false fetchOrders(id)",
      "promise-catch true fetchOrders(id)",
      "promise-catch true fetchOrders(id)",
      "promise-then true fetchOrders(id)",
    ]);
    expect(analysis.handlers[6]!.returns.map((statement) => text(statement))).toEqual(["return [];"]);
  });

  it("knows which functions return values", () => {
    const answers: string[] = [];
    probe(
      `
      async function notify() { try { await send(); } catch (e) { log(e); } }
      async function title() { try { return (await getIssue()).title; } catch (e) { log(e); } }
      const arrow = () => 1;
      function outer() { const inner = () => { return 2; }; inner(); }
    `,
      (context) => {
        const analysis = findFailureHandlers(context.sourceCode);
        const stack: TSESTree.Node[] = [context.sourceCode.ast];
        while (stack.length > 0) {
          const node = stack.pop()!;
          if (isFunctionNode(node) && analysis.returnsValue(node)) answers.push(context.sourceCode.getText(node).slice(0, 20));
          pushChildren(node, stack, context.sourceCode.visitorKeys);
        }
      },
    );
    expect(answers).toEqual(["async function title", "() => 1", "() => { return 2; }"]);
  });

  it("is computed once per file and shared between rules", () => {
    const seen: FailureAnalysis[] = [];
    probe(
      `try { await load(); } catch { }`,
      (context) => seen.push(findFailureHandlers(context.sourceCode)),
      (context) => seen.push(findFailureHandlers(context.sourceCode)),
    );
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  it("a 10,000-deep tree is walked without recursion", () => {
    let probeContext: Context | undefined;
    probe(`try { await load(); } catch { }`, (context) => {
      probeContext = context;
    });
    const visitorKeys = probeContext!.sourceCode.visitorKeys;
    // try { [[[...[load()]...]]]; } catch { [[[...[return-less]...]]]; }, with ranges for the descent from
    // the `catch` token: the try block spans [0, 50), the catch clause [60, 100).
    const deep = (inner: TSESTree.Node, range: [number, number]): TSESTree.Node => {
      let expression = inner;
      for (let depth = 0; depth < 10_000; depth++) {
        const outer = { type: AST_NODE_TYPES.ArrayExpression, elements: [expression], range } as unknown as TSESTree.ArrayExpression;
        (expression as { parent?: TSESTree.Node }).parent = outer;
        expression = outer;
      }
      return { type: AST_NODE_TYPES.ExpressionStatement, expression, range } as unknown as TSESTree.Node;
    };
    const callee = { type: AST_NODE_TYPES.Identifier, name: "load", range: [10, 14] };
    const call = { type: AST_NODE_TYPES.CallExpression, callee, arguments: [], optional: false, range: [10, 16] } as unknown as TSESTree.Node;
    const block = { type: AST_NODE_TYPES.BlockStatement, body: [deep(call, [5, 45])], range: [0, 50] };
    const literal = { type: AST_NODE_TYPES.Literal, value: 1, raw: "1", range: [75, 76] } as unknown as TSESTree.Node;
    const body = { type: AST_NODE_TYPES.BlockStatement, body: [deep(literal, [72, 95])], range: [70, 100] };
    const handler = { type: AST_NODE_TYPES.CatchClause, param: null, body, range: [60, 100] };
    const tryStatement = { type: AST_NODE_TYPES.TryStatement, block, handler, finalizer: null, range: [0, 100] };
    const program = { type: AST_NODE_TYPES.Program, body: [tryStatement], sourceType: "module", range: [0, 100], tokens: [{ type: "Keyword", value: "catch", range: [60, 65] }] };
    for (const [child, parent] of [[block, tryStatement], [handler, tryStatement], [body, handler], [tryStatement, program]] as const) {
      (child as { parent?: unknown }).parent = parent;
    }
    for (const statement of [...block.body, ...body.body]) (statement as { parent?: unknown }).parent = statement === block.body[0] ? block : body;
    const text = `${" ".repeat(60)}catch${" ".repeat(35)}`;
    const getTokenByRangeStart = (offset: number): unknown => program.tokens.find((token) => token.range[0] === offset) ?? null;
    // No scope: `load` is an undeclared global (not a helper of the file whose body could be read).
    const globalScope = { type: "global", set: new Map(), variables: [], references: [], through: [], childScopes: [], upper: null };
    const getScope = (): unknown => globalScope;
    const sourceCode = { ast: program, text, visitorKeys, getTokenByRangeStart, getScope } as unknown as TSESLint.SourceCode;
    const analysis = findFailureHandlers(sourceCode);
    expect(analysis.handlers).toHaveLength(1);
    expect(analysis.handlers[0]!.failure).toEqual({ kind: "call", operation: call });
    expect(analysis.handlers[0]!.returns).toEqual([]);
  });
});

describe("alwaysExits", () => {
  it("returns, throws, if/else and try", () => {
    const found: boolean[] = [];
    probe(
      `
        function f() {
          if (a) { return 1; } else { throw new Error("x"); }
          if (a) { return 1; }
          { log(); return 2; }
          try { return 1; } catch { throw new Error("y"); }
          try { return 1; } catch { log(); }
          try { log(); } finally { return 3; }
          while (a) { return 1; }
        }
      `,
      (context) => {
        const fn = context.sourceCode.ast.body[0] as TSESTree.FunctionDeclaration;
        for (const statement of fn.body.body) found.push(alwaysExits(statement));
      },
    );
    expect(found).toEqual([true, false, true, true, false, true, false]);
  });

  it("nesting deeper than any program counts as exiting instead of overflowing", () => {
    let block: TSESTree.Node = { type: AST_NODE_TYPES.BlockStatement, body: [] } as unknown as TSESTree.Node;
    for (let depth = 0; depth < 10_000; depth++) block = { type: AST_NODE_TYPES.BlockStatement, body: [block] } as unknown as TSESTree.Node;
    expect(alwaysExits(block)).toBe(true);
  });
});

describe("isAccumulator", () => {
  function accumulators(code: string): (string | null)[] {
    const found: (string | null)[] = [];
    probe(code, (context) => {
      const { handlers } = findFailureHandlers(context.sourceCode);
      for (const handler of handlers) {
        const tryStatement = handler.tryStatement!;
        const list = (tryStatement.parent as TSESTree.BlockStatement).body;
        const after = list[list.indexOf(tryStatement) + 1] as TSESTree.ReturnStatement;
        const accumulator = isAccumulator(context.sourceCode, after.argument as TSESTree.Identifier, tryStatement, defaults);
        found.push(accumulator ? context.sourceCode.getText(accumulator.init) : null);
      }
    });
    return found;
  }

  it("initialised empty before the try, filled only inside it", () => {
    expect(
      accumulators(`
        async function a() { const out: Record<string, number> = {}; try { for (const t of await tags()) out[t.key] = t.n; } catch {} return out; }
        async function b() { let rows: Row[] = []; try { rows = await load(); } catch {} return rows; }
        async function c() { const seen = new Set<string>(); try { (await ids()).forEach((id) => seen.add(id)); } catch {} return seen; }
        async function d() { const out = {}; try { fill(out, await load()); } catch {} return out; }
        async function e() { const out = { items: [] as string[] }; try { out.items.push(...(await load())); } catch {} return out; }
      `),
    ).toEqual(["{}", "[]", "new Set<string>()", "{}", "{ items: [] as string[] }"]);
  });

  it("not when it starts full, is filled elsewhere, or is touched by the catch", () => {
    expect(
      accumulators(`
        async function a() { const out = { source: "api" }; try { Object.assign(out, await load()); } catch {} return out; }
        async function b() { const out: string[] = []; out.push("first"); try { out.push(...(await load())); } catch {} return out; }
        async function c() { const out: Record<string, string> = {}; try { Object.assign(out, await load()); } catch { out.error = "unavailable"; } return out; }
        async function d() { const out: string[] = []; try { await load(); } catch {} return out; }
        async function e(out: string[]) { try { out.push(...(await load())); } catch {} return out; }
      `),
    ).toEqual([null, null, null, null, null]);
  });
});

describe("names and error shapes", () => {
  it("operationName", () => {
    const found: (string | undefined)[] = [];
    probe(
      `
        fetchOrders(id);
        apiService.listIssues(q);
        this.request(path);
        this.client.get(path);
        Promise.all(calls);
        response.json();
        new URL(value);
        (client as Client).orders.list();
      `,
      (context) => {
        for (const statement of context.sourceCode.ast.body) {
          const expression = (statement as TSESTree.ExpressionStatement).expression as TSESTree.CallExpression | TSESTree.NewExpression;
          found.push(operationName(expression));
        }
      },
    );
    expect(found).toEqual(["fetchOrders", "apiService.listIssues", "request", "client.get", undefined, undefined, "URL", "orders.list"]);
  });

  it("errorResponseText writes the three configured shapes", () => {
    expect(errorResponseText("error-property", "listOrders")).toBe('{ error: "listOrders failed" }');
    expect(errorResponseText("tool-error-v1", "listOrders")).toBe(
      '{ kind: "toolError:v1", code: "UNKNOWN_ERROR", message: "listOrders failed", retryable: false }',
    );
    expect(errorResponseText("ok-false", "listOrders", "'")).toBe("{ ok: false, error: 'listOrders failed', errorType: 'execution' }");
    expect(errorResponseText("error-property", "it's", "'")).toBe("{ error: 'it\\'s failed' }");
  });

  it("preferredQuote, and mention() for values", () => {
    const quotes: string[] = [];
    probe(`import { a } from './a.js';\nconst b = "x";`, (context) => quotes.push(preferredQuote(context.sourceCode)));
    probe(`const n = 1;`, (context) => quotes.push(preferredQuote(context.sourceCode)));
    expect(quotes).toEqual(["'", '"']);
    expect(mention("{\n  orders: [ ],\n  total: 0,\n}", VALUE_MENTION)).toBe("{ orders: [], total: 0, }");
    expect(mention("{ }")).toBe("{}");
    expect(mention("x".repeat(80), 10)).toBe("xxxxxxx...");
    expect(mention("x".repeat(60), VALUE_MENTION)).toBe("x".repeat(60));
    expect(mention("x".repeat(61), VALUE_MENTION)).toBe(`${"x".repeat(57)}...`);
  });
});

describe("typedValueResolver (types)", () => {
  it("follows imports to constants and factories in another module", () => {
    const found: string[] = [];
    withTypedSourceCode(`
import { DEFAULT_PAGE, EMPTY_ORDER_RESULT, EMPTY_PAGE, NO_TAGS, ORDERS_UNAVAILABLE, emptyIssuePage, lastSeenPage } from "./empty-catch/pagination.js";
export function a() { return EMPTY_PAGE; }
export function b() { return { ...EMPTY_ORDER_RESULT, cursor: null }; }
export function c() { return [...NO_TAGS]; }
export function d() { return emptyIssuePage(); }
export function e() { return ORDERS_UNAVAILABLE; }
export function f() { return { ...ORDERS_UNAVAILABLE }; }
export function g() { return DEFAULT_PAGE; }
export function h() { return lastSeenPage; }
`, (sourceCode, services) => {
      const options: ValueOptions = { signals: DEFAULT_SETTINGS.errorSignals, resolveExternal: typedValueResolver(services, DEFAULT_SETTINGS.errorSignals) };
      forEachNode(sourceCode, sourceCode.ast, (node) => {
        if (node.type !== "ReturnStatement") return;
        const shape = classifyValue(sourceCode, node.argument!, options);
        const origin = shape.kind === "empty" && shape.origin ? ` ${shape.origin.name} ${shape.origin.file}:${shape.origin.line}` : "";
        found.push(`${sourceCode.getText(node.argument!)} => ${shape.kind}${origin}`);
      });
    });
    expect(found).toEqual([
      "EMPTY_PAGE => empty EMPTY_PAGE empty-catch/pagination.ts:19",
      "{ ...EMPTY_ORDER_RESULT, cursor: null } => empty EMPTY_ORDER_RESULT empty-catch/pagination.ts:25",
      "[...NO_TAGS] => empty NO_TAGS empty-catch/pagination.ts:22",
      "emptyIssuePage() => empty emptyIssuePage() empty-catch/pagination.ts:28",
      "ORDERS_UNAVAILABLE => error-signal",
      "{ ...ORDERS_UNAVAILABLE } => error-signal",
      "DEFAULT_PAGE => other",
      "lastSeenPage => other",
    ]);
  });
});
