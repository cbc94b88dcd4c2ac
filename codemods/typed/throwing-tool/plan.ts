/**
 * Planning the migration of one project: for every tool, the text edits of its style, the imports they
 * need, the sites left for a person, the helpers that still throw and the callers whose use of the
 * result must change. Nothing is edited here: the plans are text edits on the files as loaded, applied
 * by transform.ts once every tool has been analysed.
 */
import { resolve } from "node:path";
import { ts } from "ts-morph";
import type { TextEdit } from "../../../src/core/fix/imports.js";
import type { Style } from "./options.js";
import type { ImportRequest } from "../imports.js";
import { commentsDropped, commentsIn, indentationAt, isFunctionNode, layoutOf, namesUsedIn, outerParent, resolveAlias, skipOuter, walk, type FunctionNode, type Layout } from "../nodes.js";
import { isDependencyFile, projectRoots, type LoadedProject } from "../project.js";
import { ProjectReferences } from "../references.js";
import type { ClassMap } from "./classify.js";
import { errorShapeType, mcpError, print, resultObjectError, resultObjectSuccess, toolErrorV1, type Tree } from "./payload.js";
import { describeThrow, type DescribeContext } from "./thrown.js";
import { calledFunction, isClassNamed, isProtocolError, scanHandler, tryPosition, type HandlerScan, type ToolSite } from "./tools.js";
import { mention } from "../../../src/core/mention.js";

export type { Style };

export interface PlannedSite {
  path: string;
  /** Offset in the file's text as loaded. */
  pos: number;
  reason: string;
}

export interface ToolPlan {
  site: ToolSite;
  edits: Map<string, TextEdit[]>;
  imports: Map<string, ImportRequest[]>;
  /** Per file, the offsets of identifiers that no longer refer to what they imported (the replaced `tool`). */
  replacedCallees: Map<string, number[]>;
  manual: PlannedSite[];
  /** Callers whose use of the result must change: listed when the tool's files are kept. */
  callers: PlannedSite[];
  /** The files whose changes make this tool migrated (its own edits, or those of a handler it shares). */
  files: string[];
}

export interface PlanOptions {
  style: Style;
  classMap: ClassMap;
  /** Classes that stay thrown (`keepThrown` of --error-map), besides the MCP SDK's protocol errors. */
  keepThrown: ReadonlySet<string>;
  cwd: string;
  /** Files the migration may change. */
  editable: ReadonlySet<string>;
  agentTool: string;
  /** Where `agentTool` comes from (agent-tool style): a file of the project or a package. */
  agentToolFrom: { file: string } | { module: string } | undefined;
}

interface ProjectType {
  name: string;
  symbol: ts.Symbol;
  file: string;
}

const HELPER_DEPTH = 3;

/** A location inside a reason: `\u0001<path>\u0002<offset>\u0001`, see {@link fillLocations}. */
export function locationPlaceholder(path: string, offset: number): string {
  return `\u0001${path}\u0002${offset}\u0001`;
}

/** Replaces the location placeholders of a reason with `file:line:column`. */
export function fillLocations(reason: string, locate: (path: string, offset: number) => string): string {
  return reason.replace(/\u0001([^\u0001\u0002]*)\u0002(\d+)\u0001/g, (_, path: string, offset: string) => locate(path, Number(offset)));
}

function fileOf(node: ts.Node): string {
  return resolve(node.getSourceFile().fileName);
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some((modifier) => modifier.kind === kind) ?? false;
}

function functionName(fn: FunctionNode): string {
  if (fn.name && (ts.isIdentifier(fn.name) || ts.isPrivateIdentifier(fn.name))) return fn.name.text;
  const parent = outerParent(fn);
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return "the function";
}

function isThenable(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.some(isThenable);
  return !!type.getProperty("then");
}

/** Whether `await <text>` needs parentheses around the expression. */
function needsParensUnderAwait(node: ts.Expression): boolean {
  return !(
    ts.isIdentifier(node) ||
    ts.isCallExpression(node) ||
    (ts.isNewExpression(node) && node.arguments !== undefined) ||
    ts.isPropertyAccessExpression(node) ||
    ts.isElementAccessExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isTemplateExpression(node) ||
    ts.isArrayLiteralExpression(node) ||
    ts.isObjectLiteralExpression(node)
  );
}

export class Planner {
  private readonly checker: ts.TypeChecker;
  private readonly program: ts.Program;
  private readonly layouts = new Map<ts.SourceFile, Layout>();
  private readonly names = new Map<ts.Node, Set<string>>();
  private readonly scans = new Map<FunctionNode, HandlerScan>();
  /** Each helper `throw` reported, with the tools that reach it (its reason names them all). */
  private readonly reportedHelperThrows = new Map<ts.Node, { site: PlannedSite; helper: string; tools: { name: string; where: string; mcp: boolean }[] }>();
  /** Handlers already rewritten, with the files of their edits. */
  private readonly rewritten = new Map<FunctionNode, string[]>();
  private projectTypes: { toolResponse?: ProjectType; toolError?: ProjectType } | undefined;
  private agentToolFile: string | null | undefined;
  private references: ProjectReferences | undefined;
  private readonly roots: string[];

  constructor(
    private readonly loaded: LoadedProject,
    private readonly options: PlanOptions,
  ) {
    this.checker = loaded.checker;
    this.program = loaded.program;
    this.roots = projectRoots(loaded.tsconfig, options.cwd);
  }

  // -------------------------------------------------------------------------------------------------
  // Small services

  /** A source file of the project's own: not a declaration file, not a dependency's (see isDependencyFile). */
  private readonly isOwnFile = (file: ts.SourceFile): boolean =>
    !file.isDeclarationFile && !this.program.isSourceFileFromExternalLibrary(file) && !isDependencyFile(file.fileName, this.roots);

  private layout(sourceFile: ts.SourceFile): Layout {
    let layout = this.layouts.get(sourceFile);
    if (!layout) this.layouts.set(sourceFile, (layout = layoutOf(sourceFile)));
    return layout;
  }

  /**
   * A name for a `const` inserted into `scope` (the block that will hold it): one that no identifier
   * there uses as a variable, so it shadows nothing that the block reads (`error`, `error2`, ...).
   */
  private freshName(scope: ts.Node, base: string): string {
    let names = this.names.get(scope);
    if (!names) this.names.set(scope, (names = namesUsedIn(scope)));
    let name = base;
    for (let index = 2; names.has(name); index++) name = `${base}${index}`;
    names.add(name);
    return name;
  }

  private nameInUse(sourceFile: ts.SourceFile, name: string): boolean {
    let names = this.names.get(sourceFile);
    if (!names) this.names.set(sourceFile, (names = namesUsedIn(sourceFile)));
    return names.has(name);
  }

  private scan(fn: FunctionNode): HandlerScan {
    let scan = this.scans.get(fn);
    if (!scan) this.scans.set(fn, (scan = scanHandler(this.checker, fn)));
    return scan;
  }

  /** `file:line:column` of a node, as a placeholder that transform.ts fills in once it knows where the node ends up. */
  private where(node: ts.Node): string {
    return locationPlaceholder(fileOf(node), node.getStart(node.getSourceFile()));
  }

  private site(node: ts.Node, reason: string): PlannedSite {
    return { path: fileOf(node), pos: node.getStart(node.getSourceFile()), reason };
  }

  // -------------------------------------------------------------------------------------------------
  // Project-level lookups

  /** The project's own `ToolResponse<T>` (the `{ ok, error, errorType }` convention) and its `toolError:v1` type, if any. */
  private types(): { toolResponse?: ProjectType; toolError?: ProjectType } {
    if (this.projectTypes) return this.projectTypes;
    const found: { toolResponse?: ProjectType; toolError?: ProjectType } = {};
    const files = this.program
      .getSourceFiles()
      .filter((file) => this.isOwnFile(file))
      .sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
    for (const file of files) {
      for (const statement of file.statements) {
        if (!(ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) || !hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
        const symbol = this.checker.getSymbolAtLocation(statement.name);
        if (!symbol) continue;
        const entry = { name: statement.name.text, symbol, file: resolve(file.fileName) };
        if (!found.toolResponse && statement.name.text === "ToolResponse" && (statement.typeParameters?.length ?? 0) >= 1) found.toolResponse = entry;
        if (!found.toolError && !statement.typeParameters) {
          const type = this.checker.getDeclaredTypeOfSymbol(symbol);
          const kind = type.isUnion() ? undefined : type.getProperty("kind");
          const kindType = kind && this.checker.getTypeOfSymbol(kind);
          if (kindType?.isStringLiteral() && kindType.value === "toolError:v1" && type.getProperty("code")) found.toolError = entry;
        }
      }
    }
    return (this.projectTypes = found);
  }

  /** The name under which the file can write a project type: its own, an import of it, or a new import. */
  private localTypeName(sourceFile: ts.SourceFile, type: ProjectType, imports: ImportRequest[]): string | undefined {
    if (resolve(sourceFile.fileName) === type.file) return type.name;
    for (const statement of sourceFile.statements) {
      const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        if (resolveAlias(this.checker, this.checker.getSymbolAtLocation(element.name)) === type.symbol) return element.name.text;
      }
    }
    if (this.nameInUse(sourceFile, type.name)) return undefined;
    imports.push({ kind: "type", name: type.name, target: { file: type.file } });
    return type.name;
  }

  /** The project's module that exports `agentTool` (agent-tool style). */
  private agentToolTarget(): { file: string } | { module: string } | undefined {
    if (this.options.agentToolFrom) return this.options.agentToolFrom;
    if (this.agentToolFile === undefined) {
      this.agentToolFile = null;
      for (const file of this.program.getSourceFiles()) {
        if (!this.isOwnFile(file)) continue;
        const moduleSymbol = this.checker.getSymbolAtLocation(file);
        if (!moduleSymbol) continue;
        const exported = this.checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.getName() === this.options.agentTool);
        const target = resolveAlias(this.checker, exported);
        // The module that declares it, not one that re-exports it.
        const declaration = target && target.flags & ts.SymbolFlags.Value ? target.declarations?.[0] : undefined;
        if (declaration && resolve(declaration.getSourceFile().fileName) === resolve(file.fileName)) {
          this.agentToolFile = resolve(file.fileName);
          break;
        }
      }
    }
    return this.agentToolFile ? { file: this.agentToolFile } : undefined;
  }

  /** The type of the options object `agentTool` takes, when the codemod can see its declaration. */
  private agentToolConfigType(): ts.Type | undefined {
    const target = this.agentToolTarget();
    if (!target || !("file" in target)) return undefined;
    const file = this.program.getSourceFile(target.file);
    const moduleSymbol = file && this.checker.getSymbolAtLocation(file);
    const exported = moduleSymbol && this.checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.getName() === this.options.agentTool);
    const declaration = resolveAlias(this.checker, exported)?.declarations?.[0];
    if (!declaration) return undefined;
    const signature = this.checker.getSignaturesOfType(this.checker.getTypeAtLocation(declaration), ts.SignatureKind.Call)[0];
    const parameter = signature?.getParameters()[0];
    return parameter && this.checker.getTypeOfSymbolAtLocation(parameter, declaration);
  }

  // -------------------------------------------------------------------------------------------------
  // Tools

  plan(site: ToolSite): ToolPlan {
    const plan: ToolPlan = { site, edits: new Map(), imports: new Map(), replacedCallees: new Map(), manual: [], callers: [], files: [] };
    // The `tool()` inside `agentTool`'s own implementation is what agentTool is built on: not a tool to migrate.
    for (let current: ts.Node | undefined = site.call.parent; current; current = current.parent) {
      if (isFunctionNode(current) && functionName(current) === this.options.agentTool) return plan;
    }
    const handler = site.handler;
    if ("problem" in handler) {
      if (site.kind === "mcp" && this.options.style === "agent-tool") return plan;
      if (site.kind === "agent-tool") return plan;
      plan.manual.push(this.site(handler.node, handler.problem));
      return plan;
    }
    if (this.options.style === "agent-tool") {
      if (site.kind === "mcp") return plan;
      this.planAgentTool(plan, handler);
    } else if (site.kind !== "agent-tool") {
      this.planRewrite(plan, handler);
    }
    if (plan.edits.size > 0) plan.files = [...plan.edits.keys()];
    // The direct callers of a shared handler are listed with the tool that rewrote it.
    if (plan.files.length > 0) plan.callers = this.callers(site, handler, plan.edits.size > 0);
    return plan;
  }

  private addEdit(plan: ToolPlan, path: string, edit: TextEdit): void {
    const edits = plan.edits.get(path);
    if (edits) edits.push(edit);
    else plan.edits.set(path, [edit]);
  }

  private addImports(plan: ToolPlan, path: string, requests: readonly ImportRequest[]): void {
    if (requests.length === 0) return;
    plan.imports.set(path, [...(plan.imports.get(path) ?? []), ...requests]);
  }

  /** The `throw`s of project functions the handler calls (through at most {@link HELPER_DEPTH} calls). */
  private helperThrows(fn: FunctionNode): { helper: FunctionNode; statement: ts.ThrowStatement }[] {
    const found: { helper: FunctionNode; statement: ts.ThrowStatement }[] = [];
    const visited = new Set<FunctionNode>([fn]);
    const queue: [FunctionNode, number][] = [[fn, 0]];
    for (let index = 0; index < queue.length; index++) {
      const [current, depth] = queue[index]!;
      const scan = this.scan(current);
      // A helper's own throws, and those of the callbacks written in it (`items.map((o) => { throw ... })`
      // throws through the helper, as the handler's own callbacks do).
      if (current !== fn) {
        for (const statement of scan.ownThrows) if (tryPosition(statement, current) !== "caught") found.push({ helper: current, statement });
        for (const statement of scan.nestedThrows) found.push({ helper: current, statement });
      }
      if (depth >= HELPER_DEPTH) continue;
      for (const call of scan.calls) {
        const callee = calledFunction(this.checker, this.isOwnFile, call);
        if (callee && !visited.has(callee)) {
          visited.add(callee);
          queue.push([callee, depth + 1]);
        }
      }
    }
    return found;
  }

  private reportHelpers(plan: ToolPlan, fn: FunctionNode): void {
    const tool = { name: plan.site.name, where: this.where(plan.site.call), mcp: plan.site.kind === "mcp" };
    for (const { helper, statement } of this.helperThrows(fn)) {
      const reported = this.reportedHelperThrows.get(statement);
      if (reported) {
        // Another tool reaches the same `throw`: the one listed site names every tool.
        if (!reported.tools.some((known) => known.name === tool.name && known.where === tool.where)) reported.tools.push(tool);
        reported.site.reason = helperThrowReason(reported.helper, reported.tools);
        continue;
      }
      const entry = { site: this.site(statement, ""), helper: functionName(helper), tools: [tool] };
      entry.site.reason = helperThrowReason(entry.helper, entry.tools);
      this.reportedHelperThrows.set(statement, entry);
      plan.manual.push(entry.site);
    }
  }

  // agent-tool ---------------------------------------------------------------------------------------

  private planAgentTool(plan: ToolPlan, fn: FunctionNode): void {
    const { site } = plan;
    const scan = this.scan(fn);
    this.userInputCandidates(plan, fn, [...scan.ownThrows, ...scan.nestedThrows]);
    if (site.kind !== "ai-tool") return;
    const throws = scan.ownThrows.some((statement) => tryPosition(statement, fn) !== "caught") || scan.nestedThrows.length > 0 || scan.rejects.length > 0;
    if (!throws && this.helperThrows(fn).length === 0) return;
    const sourceFile = site.sourceFile;
    const path = fileOf(site.call);
    const name = this.options.agentTool;
    if (!this.options.editable.has(path)) return;
    if (site.call.typeArguments) {
      plan.manual.push(this.site(site.call, `\`${site.call.expression.getText()}<...>()\` has type arguments that \`${name}()\` may not take: migrate this tool by hand.`));
      return;
    }
    if (fn.parameters.length > 1) {
      plan.manual.push(this.site(fn.parameters[1]!, `\`execute\` of the tool \`${site.name}\` takes a second argument (the AI SDK's options), which \`${name}()\` does not pass: migrate this tool by hand.`));
      return;
    }
    const options = skipOuter(site.call.arguments[0]!) as ts.ObjectLiteralExpression;
    const accepted = this.agentToolConfigType();
    const unknown = accepted && options.properties.find((property) => {
      const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
      return key === undefined || !accepted.getProperty(key);
    });
    if (unknown) {
      plan.manual.push(this.site(unknown, `\`${name}()\` takes no \`${unknown.name?.getText(sourceFile) ?? "..."}\` option: migrate this tool by hand.`));
      return;
    }
    const callee = skipOuter(site.call.expression);
    const dropped = commentsIn(sourceFile, callee);
    if (dropped.length > 0) {
      plan.manual.push(this.site(site.call, `Replacing \`${callee.getText()}\` would drop a comment: migrate this tool to \`${name}()\` by hand.`));
      return;
    }
    // An import of agentTool the file already has, else a new one.
    let local: string | undefined;
    for (const statement of sourceFile.statements) {
      if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
      const bindings = statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        if ((element.propertyName ?? element.name).getText() === name && !element.isTypeOnly) local = element.name.text;
      }
    }
    const imports: ImportRequest[] = [];
    if (local === undefined) {
      const target = this.agentToolTarget();
      if (!target) {
        plan.manual.push(this.site(site.call, `No module of the project exports \`${name}\`, so the codemod cannot import it: pass --agent-tool-from <module>, or migrate this tool by hand.`));
        return;
      }
      if ("file" in target && target.file === path) local = name;
      else if (this.nameInUse(sourceFile, name)) {
        plan.manual.push(this.site(site.call, `\`${name}\` is already a name in this file, so the codemod cannot import it: migrate this tool by hand.`));
        return;
      } else {
        imports.push({ kind: "value", name, target });
        local = name;
      }
    }
    this.addEdit(plan, path, { range: [callee.getStart(sourceFile), callee.end], text: local });
    this.addImports(plan, path, imports);
    const identifier = ts.isPropertyAccessExpression(callee) ? skipOuter(callee.expression) : callee;
    plan.replacedCallees.set(path, [...(plan.replacedCallees.get(path) ?? []), identifier.getStart(sourceFile)]);
  }

  /** Plain `Error`s with a constant message in a check of a parameter: candidates for `UserInputError`. */
  private userInputCandidates(plan: ToolPlan, fn: FunctionNode, throws: readonly ts.ThrowStatement[]): void {
    const parameters = new Map<ts.Symbol, string>();
    for (const parameter of fn.parameters) {
      walk(parameter.name, (node) => {
        if (ts.isIdentifier(node)) {
          const symbol = this.checker.getSymbolAtLocation(node);
          if (symbol) parameters.set(symbol, node.text);
        }
        return !ts.isComputedPropertyName(node);
      });
    }
    for (const statement of throws) {
      const thrown = skipOuter(statement.expression);
      if (!ts.isNewExpression(thrown) || thrown.arguments?.length !== 1) continue;
      const message = thrown.arguments[0]!;
      if (!ts.isStringLiteral(message) && !ts.isNoSubstitutionTemplateLiteral(message)) continue;
      const declaration = this.checker.getTypeAtLocation(thrown).getSymbol()?.declarations?.[0];
      if (this.checker.getTypeAtLocation(thrown).getSymbol()?.getName() !== "Error" || !declaration || !this.program.isSourceFileDefaultLibrary(declaration.getSourceFile())) continue;
      let parameter: string | undefined;
      let child: ts.Node = statement;
      for (let parent = statement.parent; parent && child !== fn && !parameter; child = parent, parent = parent.parent) {
        if (!ts.isIfStatement(parent) || child !== parent.thenStatement) continue;
        walk(parent.expression, (node) => {
          if (parameter) return false;
          if (ts.isIdentifier(node)) {
            const symbol = this.checker.getSymbolAtLocation(node);
            if (symbol && parameters.has(symbol)) parameter = parameters.get(symbol);
          }
          return true;
        });
        break;
      }
      if (!parameter) continue;
      plan.manual.push(
        this.site(
          statement,
          `A plain \`Error\` with a constant message checks the parameter \`${parameter}\`: \`${this.options.agentTool}()\` re-throws plain errors as unexpected. ` +
            `Throw \`UserInputError\` here, so the agent gets the message and can fix its input.`,
        ),
      );
    }
  }

  // result-object and tool-error-v1 --------------------------------------------------------------------

  private planRewrite(plan: ToolPlan, fn: FunctionNode): void {
    const { site } = plan;
    // A handler two tools share is rewritten once; the second tool is migrated with it.
    const shared = this.rewritten.get(fn);
    if (shared) {
      plan.files = shared;
      return;
    }
    const { style } = this.options;
    const scan = this.scan(fn);
    const sourceFile = fn.getSourceFile();
    const path = fileOf(fn);
    const isMcp = site.kind === "mcp";
    const handlerText = isMcp ? "the handler" : "`execute`";

    for (const statement of scan.nestedThrows) {
      plan.manual.push(this.site(statement, `This \`throw\` is inside a callback within ${handlerText} of the tool \`${site.name}\`: it cannot become ${handlerText}'s return value. Return the error shape from ${handlerText} by hand.`));
    }
    for (const call of scan.rejects) {
      // The MCP SDK turns a rejected handler into an `isError` result with the error's message: what changes is the shape.
      const effect = isMcp
        ? "the SDK turns that into an `isError` result with the error's message only, without the structured error of the other failures"
        : "the failure still reaches the caller as an exception";
      plan.manual.push(this.site(call, `This rejects the promise that ${handlerText} of the tool \`${site.name}\` returns, so ${effect}: resolve with the error shape instead, by hand.`));
    }
    this.reportHelpers(plan, fn);

    const rewritable: ts.ThrowStatement[] = [];
    for (const statement of scan.ownThrows) {
      const position = tryPosition(statement, fn);
      if (position === "caught") {
        plan.manual.push(this.site(statement, `This \`throw\` is inside a \`try\` block whose \`catch\` handles it: turned into a \`return\`, it would skip the \`catch\`. Migrate it by hand.`));
      } else if (position === "finally") {
        plan.manual.push(this.site(statement, `This \`throw\` is inside a \`finally\` block: migrate it by hand.`));
      } else if (isMcp && isProtocolError(this.checker, this.checker.getTypeAtLocation(statement.expression))) {
        // A protocol error (URL elicitation, v2's ProtocolError) must stay thrown: the SDK sends it as a JSON-RPC error.
        continue;
      } else if (this.options.keepThrown.size > 0 && isClassNamed(this.checker, this.checker.getTypeAtLocation(statement.expression), this.options.keepThrown)) {
        // The project says this error is not a tool failure (--error-map keepThrown).
        continue;
      } else {
        rewritable.push(statement);
      }
    }
    if (rewritable.length === 0) {
      if (!isMcp && style === "result-object") this.leftoverFailures(plan, scan);
      return;
    }
    if (!this.options.editable.has(path)) {
      plan.manual.push(this.site(site.handlerNode, `The handler of the tool \`${site.name}\` is \`${functionName(fn)}\` in ${this.where(fn)}, outside the paths being migrated: include that file to migrate it.`));
      return;
    }
    if (fn.asteriskToken) {
      plan.manual.push(this.site(site.handlerNode, `${isMcp ? "The handler" : "`execute`"} of the tool \`${site.name}\` is a generator: migrate it by hand.`));
      return;
    }
    if (!isMcp && !hasModifier(fn, ts.SyntaxKind.AsyncKeyword)) {
      plan.manual.push(
        this.site(site.handlerNode, `\`execute\` of the tool \`${site.name}\` is not \`async\`, so a \`return\` of the error shape cannot replace its \`throw\`s: make it \`async\` and run the codemod again, or migrate it by hand.`),
      );
      return;
    }

    const imports: ImportRequest[] = [];
    const edits: TextEdit[] = [];
    // Literal types: a declared (or added) return type gives them; without one, the AI SDK infers the
    // result type from the returns, which widens `ok: false` to `boolean`, so `as const` keeps them.
    let constSuffix = "";
    let literalTypes = false;
    if (/\.(c|m)?jsx?$/.test(path)) {
      // JavaScript: no types to keep, and no TypeScript syntax to write.
    } else if (isMcp) {
      literalTypes = !fn.type && !(ts.isExpression(fn as ts.Node) ? this.checker.getContextualType(fn as unknown as ts.Expression) : undefined);
    } else {
      // A failure the handler already returns as data (`{ success: false }`) stays as it is (wrapSuccess), so
      // the type must still admit it.
      const keepsFailures = style === "result-object" && scan.returns.some((statement) => {
        const object = statement.expression && skipOuter(statement.expression);
        return !!object && ts.isObjectLiteralExpression(object) && !hasOkProperty(object) && errorShapedProperty(object) !== undefined;
      });
      const annotation = this.planAnnotation(fn, imports, keepsFailures);
      if (typeof annotation === "string") {
        plan.manual.push(this.site(fn.type ?? site.handlerNode, annotation));
        return;
      }
      if (annotation.edit) edits.push(annotation.edit);
      if (!annotation.typed) constSuffix = " as const";
    }

    const layout = this.layout(sourceFile);
    let rewritten = 0;
    for (const statement of rewritable) {
      // A `const` the rewrite needs goes into the statement's block, or into braces of its own.
      const scope = inBlock(statement) ? statement.parent : statement;
      const describe: DescribeContext = { checker: this.checker, program: this.program, classMap: this.options.classMap, freshName: (base) => this.freshName(scope, base) };
      const described = describeThrow(describe, statement, fn);
      if (typeof described === "string") {
        plan.manual.push(this.site(statement, described));
        continue;
      }
      const dropped = commentsDropped(sourceFile, statement, described.kept);
      if (dropped.length > 0) {
        plan.manual.push(this.site(statement, `Rewriting this \`throw\` would drop the comment \`${dropped[0]!.text.slice(0, 40)}\`: move the comment and run the codemod again, or migrate it by hand.`));
        continue;
      }
      let { message } = described;
      const prelude = [...described.prelude];
      if (isMcp && !described.repeatable) {
        const name = this.freshName(scope, "message");
        prelude.push({ name, init: message });
        message = name;
      }
      const payload = style === "result-object" ? resultObjectError(message, described.failure, layout) : toolErrorV1(message, described.failure, layout);
      const tree: Tree = isMcp ? mcpError(message, payload, layout, literalTypes, site.outputSchema === true) : payload;
      edits.push(this.returnInPlaceOf(sourceFile, statement, tree, constSuffix, prelude, layout));
      rewritten++;
    }
    if (rewritten === 0) return;
    if (!isMcp && style === "result-object") this.wrapSuccess(plan, fn, scan, edits, constSuffix, layout);
    for (const edit of edits) this.addEdit(plan, path, edit);
    this.addImports(plan, path, imports);
    this.rewritten.set(fn, [path]);
  }

  /** The statement(s) that replace a `throw`: `return <tree>;`, after the prelude's `const`s. */
  private returnInPlaceOf(sourceFile: ts.SourceFile, statement: ts.Statement, tree: Tree, suffix: string, prelude: { name: string; init: string }[], layout: Layout): TextEdit {
    const text = sourceFile.text;
    const start = statement.getStart(sourceFile);
    const semicolon = text.slice(start, statement.end).trimEnd().endsWith(";") ? ";" : "";
    const lineIndent = indentationAt(text, start);
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    // What follows the object on its last line (` as const;`) counts against the width too.
    layout = { ...layout, width: layout.width - suffix.length - semicolon.length };
    if (prelude.length === 0) {
      return { range: [start, statement.end], text: `return ${print(tree, layout, lineIndent, start - lineStart + 7)}${suffix}${semicolon}` };
    }
    const indent = inBlock(statement) ? lineIndent : lineIndent + layout.indentUnit;
    const lines = [...prelude.map(({ name, init }) => `const ${name} = ${init}${semicolon}`), `return ${print(tree, layout, indent, indent.length + 7)}${suffix}${semicolon}`];
    const body = lines.join(`${layout.eol}${indent}`);
    return { range: [start, statement.end], text: inBlock(statement) ? body : `{${layout.eol}${indent}${body}${layout.eol}${lineIndent}}` };
  }

  /**
   * A tool migrated before (a run that left sites for a person): it throws no more and returns `{ ok, ... }`,
   * but a failure of another shape it returned as data (`{ success: false }`) is still there. Listed again
   * on every run until a person migrates it, so that a second run or `--check` does not pass in silence.
   */
  private leftoverFailures(plan: ToolPlan, scan: HandlerScan): void {
    const returned: { statement: ts.ReturnStatement; object: ts.ObjectLiteralExpression }[] = [];
    for (const statement of scan.returns) {
      const object = statement.expression && skipOuter(statement.expression);
      if (object && ts.isObjectLiteralExpression(object)) returned.push({ statement, object });
    }
    if (!returned.some(({ object }) => hasOkProperty(object))) return;
    for (const { statement, object } of returned) {
      const failure = hasOkProperty(object) ? undefined : errorShapedProperty(object);
      if (failure) {
        plan.manual.push(this.site(statement, `This \`return\` is a failure of another shape (\`${failure}\`) in a tool that returns \`{ ok, ... }\`: return \`{ ok: false, error, errorType }\` here by hand.`));
      }
    }
  }

  /** `return v` -> `return { ok: true, data: v }` (never for a failure: see errorShapedProperty), and the same at an end that can be reached. */
  private wrapSuccess(plan: ToolPlan, fn: FunctionNode, scan: HandlerScan, edits: TextEdit[], suffix: string, layout: Layout): void {
    const sourceFile = fn.getSourceFile();
    const text = sourceFile.text;
    for (const statement of scan.returns) {
      const expression = statement.expression;
      if (!expression) {
        if (commentsIn(sourceFile, statement).length > 0) {
          plan.manual.push(this.site(statement, "Rewriting this `return` would drop a comment: return `{ ok: true, data: undefined }` by hand."));
          continue;
        }
        edits.push(this.returnInPlaceOf(sourceFile, statement, resultObjectSuccess("undefined"), suffix, [], layout));
        continue;
      }
      const inner = skipOuter(expression);
      if (ts.isObjectLiteralExpression(inner) && hasOkProperty(inner)) continue;
      // A failure the handler already returns as data is never wrapped as a success.
      const failure = ts.isObjectLiteralExpression(inner) ? errorShapedProperty(inner) : undefined;
      if (failure) {
        plan.manual.push(
          this.site(
            statement,
            `This \`return\` is already a failure (\`${failure}\`), so it was not wrapped as \`{ ok: true, data }\`: return \`{ ok: false, error, errorType }\` here by hand (the rest of the tool is migrated).`,
          ),
        );
        continue;
      }
      let data = expression.getText(sourceFile);
      if (isThenable(this.checker.getTypeAtLocation(expression))) data = `await ${needsParensUnderAwait(expression) ? `(${data})` : data}`;
      else if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.CommaToken) data = `(${data})`;
      const start = expression.getStart(sourceFile);
      const lineStart = text.lastIndexOf("\n", start - 1) + 1;
      edits.push({ range: [start, expression.end], text: `${print(resultObjectSuccess(data), layout, indentationAt(text, start), start - lineStart)}${suffix}` });
    }
    const body = fn.body;
    if (body && ts.isBlock(body) && fn.flags & ts.NodeFlags.HasImplicitReturn) {
      const last = body.statements[body.statements.length - 1];
      if (!last) return;
      const indent = indentationAt(text, last.getStart(sourceFile));
      const semicolons = scan.returns.length + body.statements.length;
      const withSemicolon = [...scan.returns, ...body.statements].filter((statement) => text.slice(statement.getStart(sourceFile), statement.end).trimEnd().endsWith(";")).length;
      const semicolon = withSemicolon * 2 >= semicolons ? ";" : "";
      const statement = `return ${print(resultObjectSuccess("undefined"), layout, indent, indent.length + 7)}${suffix}${semicolon}`;
      // After the last statement's line (a comment at its end stays there), unless the block closes on it.
      let lineEnd = text.indexOf("\n", last.end);
      if (lineEnd !== -1 && text[lineEnd - 1] === "\r") lineEnd--;
      if (lineEnd === -1 || lineEnd >= body.end - 1) edits.push({ range: [last.end, last.end], text: ` ${statement}` });
      else edits.push({ range: [lineEnd, lineEnd], text: `${layout.eol}${indent}${statement}` });
    }
  }

  /**
   * The declared return type, updated (`Promise<T>` -> `Promise<ToolResponse<T>>`), or one added when the
   * project has its own type and the inferred one can be written here. `typed` says whether the
   * function ends up with a declared type. A string: why the tool cannot be migrated.
   */
  private planAnnotation(fn: FunctionNode, imports: ImportRequest[], keepsFailures: boolean): { typed: boolean; edit?: TextEdit } | string {
    const sourceFile = fn.getSourceFile();
    const style = this.options.style as "result-object" | "tool-error-v1";
    const types = this.types();
    const projectType = style === "result-object" ? types.toolResponse : types.toolError;
    const layout = this.layout(sourceFile);
    const requests: ImportRequest[] = [];
    const local = projectType && this.localTypeName(sourceFile, projectType, requests);
    const wrap = (data: string, dataNode?: ts.TypeNode): string => {
      if (style === "result-object") return local ? `${local}<${data}>` : `{ ok: true; data: ${data} } | ${errorShapeType(style, layout)}`;
      const needsParens = dataNode && (ts.isFunctionTypeNode(dataNode) || ts.isConstructorTypeNode(dataNode) || ts.isConditionalTypeNode(dataNode));
      return `${needsParens ? `(${data})` : data} | ${local ?? errorShapeType(style, layout)}`;
    };
    if (fn.type) {
      const declared = fn.type;
      if (!ts.isTypeReferenceNode(declared) || declared.typeName.getText(sourceFile) !== "Promise" || declared.typeArguments?.length !== 1) {
        return `The declared return type \`${declared.getText(sourceFile)}\` of \`execute\` is not \`Promise<...>\`, so the codemod cannot add the error shape to it: migrate this tool by hand.`;
      }
      const data = declared.typeArguments[0]!;
      imports.push(...requests);
      // The failures returned as data keep the declared type: `Promise<ToolResponse<T> | T>`.
      const dataText = data.getText(sourceFile);
      const kept = keepsFailures ? ` | ${ts.isFunctionTypeNode(data) || ts.isConstructorTypeNode(data) || ts.isConditionalTypeNode(data) ? `(${dataText})` : dataText}` : "";
      return { typed: true, edit: { range: [data.getStart(sourceFile), data.end], text: `${wrap(dataText, data)}${kept}` } };
    }
    // An added type would rule out the failures returned as data: the returns keep their literal types with `as const`.
    if (!local || keepsFailures) return { typed: false };
    const closeParen = fn.getChildren(sourceFile).find((child) => child.kind === ts.SyntaxKind.CloseParenToken);
    const data = closeParen && this.printableReturnType(fn);
    if (!closeParen || data === undefined) return { typed: false };
    imports.push(...requests);
    return { typed: true, edit: { range: [closeParen.end, closeParen.end], text: `: Promise<${wrap(data)}>` } };
  }

  /** The awaited return type of a function, as text that means the same at the function (or undefined). */
  private printableReturnType(fn: FunctionNode): string | undefined {
    const signature = this.checker.getSignatureFromDeclaration(fn);
    if (!signature) return undefined;
    const returnType = this.checker.getReturnTypeOfSignature(signature);
    const awaited = this.checker.getAwaitedType(returnType) ?? returnType;
    if (awaited.flags & (ts.TypeFlags.Any | ts.TypeFlags.Never)) return undefined;
    if (awaited.flags & ts.TypeFlags.Void) return "undefined";
    // `{ a: string; b: number; }` as a person writes it: `{ a: string; b: number }`.
    const text = this.checker.typeToString(awaited, fn, ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope).replace(/; \}/g, " }");
    if (/\bimport\(|\bany\b|\.\.\./.test(text) || text.length > 160) return undefined;
    const probe = ts.createSourceFile("probe.ts", `type T = ${text};`, ts.ScriptTarget.Latest, true);
    if ((probe as unknown as { parseDiagnostics?: unknown[] }).parseDiagnostics?.length) return undefined;
    const inScope = new Set(this.checker.getSymbolsInScope(fn, ts.SymbolFlags.Type | ts.SymbolFlags.Namespace | ts.SymbolFlags.Alias).map((symbol) => symbol.getName()));
    let ok = true;
    walk(probe, (node) => {
      if (ts.isTypeReferenceNode(node)) {
        let name: ts.EntityName = node.typeName;
        while (ts.isQualifiedName(name)) name = name.left;
        if (!inScope.has(name.text)) ok = false;
      }
      return ok;
    });
    return ok ? text : undefined;
  }

  // -------------------------------------------------------------------------------------------------
  // Callers

  /** The references to names in the project's files, found in one pass over their text (see ProjectReferences). */
  private projectReferences(): ProjectReferences {
    this.references ??= new ProjectReferences(this.program, this.checker, this.loaded.languageService, this.isOwnFile);
    return this.references;
  }

  /** Before the tools are planned: the names their callers are looked for by, found in the files in one pass. */
  expectCallers(sites: readonly ToolSite[]): void {
    const names: string[] = [];
    for (const site of sites) {
      const holder = site.kind !== "mcp" ? holderNameOf(site) : undefined;
      if (holder) names.push(holder.text);
      const handler = "problem" in site.handler ? undefined : handlerNameOf(site.handler);
      if (handler) names.push(handler.text);
    }
    this.projectReferences().expect(names);
  }

  private callers(site: ToolSite, fn: FunctionNode, handlerCalls: boolean): PlannedSite[] {
    const reason = this.callerReason(site);
    const found: PlannedSite[] = [];
    const seen = new Set<ts.Node>();
    const add = (call: ts.CallExpression, via: string): void => {
      if (seen.has(call)) return;
      seen.add(call);
      found.push(this.site(call, `\`${via}\` ${reason}`));
    };
    const references = (node: ts.Node): ts.Identifier[] => this.projectReferences().referencesTo(node as ts.Identifier);
    // `holder.execute(...)`, `holder.execute!(...)`, `holder.execute?.(...)`.
    const executeCall = (reference: ts.Node): ts.CallExpression | undefined => {
      let expression: ts.Node = reference;
      if (ts.isPropertyAccessExpression(expression.parent) && expression.parent.name === expression) expression = expression.parent;
      const access = outerParent(expression);
      if (!access || !ts.isPropertyAccessExpression(access) || access.name.text !== "execute") return undefined;
      const call = outerParent(access);
      return call && ts.isCallExpression(call) && skipOuter(call.expression) === access ? call : undefined;
    };
    if (site.kind !== "mcp") {
      const holderName = holderNameOf(site);
      // The tool's name, then the properties of the maps it is put into (`const builtinTools = { read: readTool }`,
      // `{ readTool }`), a few levels deep: `builtinTools.read.execute(...)` calls it too.
      const names: ts.Node[] = holderName ? [holderName] : [];
      const followed = new Set<ts.Node>(names);
      for (let index = 0; index < names.length && index < MAX_CALLER_HOLDERS; index++) {
        for (const reference of references(names[index]!)) {
          const call = executeCall(reference);
          if (call) {
            add(call, `${skipOuter(call.expression).getText()}(...)`);
            continue;
          }
          const container = outerParent(reference);
          let property: ts.Node | undefined;
          if (container && ts.isPropertyAssignment(container) && skipOuter(container.initializer) === reference && ts.isIdentifier(container.name)) property = container.name;
          else if (ts.isShorthandPropertyAssignment(reference.parent) && reference.parent.name === reference) property = reference;
          if (property) {
            if (!followed.has(property)) {
              followed.add(property);
              names.push(property);
            }
          } else if (container && ts.isArrayLiteralExpression(container)) {
            // A list of tools: what takes the tool from it (`tools.find(...)`, an index) is not followed.
            if (!followed.has(container)) {
              followed.add(container);
              found.push(
                this.site(
                  reference,
                  `\`${reference.getText()}\` is put into a list here, and the callers that take it from the list are not followed: ${reason.replace(/^calls/, "whoever calls it from the list calls")}`,
                ),
              );
            }
          }
        }
      }
    }
    // A handler that is a named function: its direct calls.
    const named = handlerNameOf(fn);
    if (handlerCalls && named) {
      for (const reference of references(named)) {
        const call = reference.parent;
        if (ts.isCallExpression(call) && skipOuter(call.expression) === reference && !isInside(call, fn)) add(call, `${named.text}(...)`);
      }
    }
    return found;
  }

  private callerReason(site: ToolSite): string {
    const where = this.where(site.call);
    switch (this.options.style) {
      case "agent-tool":
        return `calls the tool \`${site.name}\` (${where}), now built with \`${this.options.agentTool}()\`: its result is \`{ result }\` or \`{ error }\`. Read \`result\` and handle \`error\` here.`;
      case "result-object":
        return site.kind === "mcp"
          ? `calls the handler of the MCP tool \`${site.name}\` (${where}), which now returns \`{ isError: true, ... }\` instead of throwing: check \`isError\` here.`
          : `calls the tool \`${site.name}\` (${where}), whose result is now \`{ ok: true, data }\` or \`{ ok: false, error, errorType }\` instead of data or an exception: check \`ok\` before using \`data\` here.`;
      case "tool-error-v1":
        return site.kind === "mcp"
          ? `calls the handler of the MCP tool \`${site.name}\` (${where}), which now returns \`{ isError: true, ${site.outputSchema ? "content" : "structuredContent"}: ... }\` with a \`toolError:v1\` payload instead of throwing: check \`isError\` here.`
          : `calls the tool \`${site.name}\` (${where}), which now returns a \`{ kind: "toolError:v1", code, message, retryable }\` object instead of throwing: check \`kind\` before using the result here.`;
    }
  }
}

/** The name a tool is kept under: `const readTool = tool(...)`, `{ read: tool(...) }`. */
function holderNameOf(site: ToolSite): ts.Identifier | undefined {
  const holder = outerParent(site.call);
  return holder && (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder)) && ts.isIdentifier(holder.name) ? holder.name : undefined;
}

/** The name of a handler that is a named function (`function search(...)`, `const search = async (...) => ...`). */
function handlerNameOf(fn: FunctionNode): ts.Identifier | undefined {
  const named = ts.isFunctionDeclaration(fn) ? fn.name : outerParent(fn) && ts.isVariableDeclaration(outerParent(fn)!) ? (outerParent(fn) as ts.VariableDeclaration).name : undefined;
  return named && ts.isIdentifier(named) ? named : undefined;
}

/** How many names a tool is followed through to its callers (its own, the map properties that hold it). */
const MAX_CALLER_HOLDERS = 16;

/** Whether a statement stands in a block, where a `const` can go before it. */
function inBlock(statement: ts.Statement): boolean {
  return ts.isBlock(statement.parent);
}

/** Whether `node` is inside `fn` (a recursive call of the handler is not a caller to list). */
function isInside(node: ts.Node, fn: ts.Node): boolean {
  for (let current: ts.Node | undefined = node; current; current = current.parent) if (current === fn) return true;
  return false;
}

/** Whether an object literal is a result of the `{ ok, ... }` convention already. */
function hasOkProperty(object: ts.ObjectLiteralExpression): boolean {
  return object.properties.some((property) => property.name && ts.isIdentifier(property.name) && property.name.text === "ok");
}

/**
 * The property that makes an object literal a failure already: `success: false`, `isError: true`,
 * `status: "error"`, or an `error` that is not `null`/`undefined`/`false` (`{ data, error: null }` is a
 * success). Its text, for the message; undefined for anything else.
 */
function errorShapedProperty(object: ts.ObjectLiteralExpression): string | undefined {
  for (const property of object.properties) {
    if (ts.isShorthandPropertyAssignment(property) && property.name.text === "error") return "error";
    if (!ts.isPropertyAssignment(property)) continue;
    const name = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
    const value = skipOuter(property.initializer);
    const text = property.getText();
    if (name === "success" && value.kind === ts.SyntaxKind.FalseKeyword) return text;
    if (name === "isError" && value.kind === ts.SyntaxKind.TrueKeyword) return text;
    if (name === "status" && ts.isStringLiteralLike(value) && value.text === "error") return text;
    if (
      name === "error" &&
      value.kind !== ts.SyntaxKind.NullKeyword &&
      value.kind !== ts.SyntaxKind.FalseKeyword &&
      !(ts.isIdentifier(value) && value.text === "undefined")
    ) {
      return mention(text);
    }
  }
  return undefined;
}

/** Why a helper's `throw` is left for a person, naming every tool that reaches it. */
function helperThrowReason(helper: string, tools: readonly { name: string; where: string; mcp: boolean }[]): string {
  const names = tools.map((tool) => `\`${tool.name}\` (${tool.where})`);
  const list = names.length === 1 ? `the tool ${names[0]}` : `the tools ${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  // What the error does in the end: an MCP server turns it into an `isError` result with its message only.
  const effect = tools.every((tool) => tool.mcp)
    ? "the SDK turns this error into an `isError` result with its message only, not the structured result of the other failures"
    : tools.some((tool) => tool.mcp)
      ? "this error still reaches the AI SDK tools' callers as an exception (and the MCP ones as an `isError` result with its message only), not as a structured result"
      : "this error still reaches the caller as an exception, not as a structured result";
  return `\`${helper}()\` throws here and is called by the handler of ${list}: ${effect}. Return the error shape from the tool (catch it there, or make the helper return a result) by hand.`;
}
