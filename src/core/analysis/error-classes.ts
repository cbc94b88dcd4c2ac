/**
 * Is this a class from a settings list (expected errors, server errors, trusted-message errors)?
 *
 * - Without types: a name resolves through its import (`import { ApiNotFoundError as NotFound }`,
 *   `errors.ApiNotFoundError`), or to a class declared in the same file; a class declared in the file
 *   that extends a listed class counts too (`class QuotaError extends ApiClientError {}`).
 * - With types: the class's real hierarchy decides, across files and packages
 *   (`class ProjectNotFound extends ApiNotFoundError` in another module is a client error).
 */
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import picomatch from "picomatch";
import tsutils from "../ts-api-utils.cjs";
import ts from "../typescript.cjs";
import type { ClassSpecifier } from "../settings.js";
import { cachedPerFile } from "./file-cache.js";
import { moduleMatches } from "./modules.js";
import { findFunctionReferences } from "./references.js";
import { findVariableOf } from "../scope.js";

const { isIntersectionType, isObjectType, isUnionType, isTypeFlagSet } = tsutils;

/** How deep a class hierarchy is followed; real hierarchies are a handful of levels. */
const MAX_HIERARCHY_DEPTH = 32;

function specFor(name: string, specs: readonly ClassSpecifier[]): ClassSpecifier | undefined {
  // A dotted spec (`messagingApi.MessagingApiClient`) names the class by its last part.
  return specs.find((spec) => (spec.path?.at(-1) ?? spec.name) === name);
}

interface ClassIndex {
  /** Identifiers and member expressions that refer to a listed class through an import. */
  references: Map<TSESTree.Node, ClassSpecifier>;
  /** Classes declared in this file that are listed (same name, any-module spec) or extend a listed class. */
  localClasses: Map<TSESLint.Scope.Variable, ClassSpecifier>;
}

function classIndex(sourceCode: Readonly<TSESLint.SourceCode>, specs: readonly ClassSpecifier[]): ClassIndex {
  return cachedPerFile(sourceCode.ast, "class-index", specs, () => {
    const references = new Map<TSESTree.Node, ClassSpecifier>();
    for (const reference of findFunctionReferences(sourceCode, specs).references) references.set(reference.node, reference.spec);

    // Local class declarations, in source order, so a local subclass of a local listed class resolves.
    const localClasses = new Map<TSESLint.Scope.Variable, ClassSpecifier>();
    // `class X extends Y {}`, and a bundler's `var X = class extends Y {}`.
    const declarations: { name: string; variable: TSESLint.Scope.Variable; superClass: TSESTree.Node | null }[] = [];
    for (const statement of sourceCode.ast.body) {
      const declaration =
        statement.type === AST_NODE_TYPES.ExportNamedDeclaration || statement.type === AST_NODE_TYPES.ExportDefaultDeclaration
          ? statement.declaration
          : statement;
      if (declaration?.type === AST_NODE_TYPES.ClassDeclaration && declaration.id) {
        // The outer binding (the class's own scope has an inner one of the same name).
        const variable = sourceCode.getDeclaredVariables(declaration).find((candidate) => candidate.scope.block !== declaration);
        if (variable) declarations.push({ name: declaration.id.name, variable, superClass: declaration.superClass });
      } else if (declaration?.type === AST_NODE_TYPES.VariableDeclaration) {
        for (const declarator of declaration.declarations) {
          if (declarator.id.type !== AST_NODE_TYPES.Identifier || declarator.init?.type !== AST_NODE_TYPES.ClassExpression) continue;
          const name = declarator.id.name;
          const variable = sourceCode.getDeclaredVariables(declarator).find((candidate) => candidate.name === name);
          if (variable) declarations.push({ name, variable, superClass: declarator.init.superClass });
        }
      }
    }
    for (const { name, variable, superClass } of declarations) {
      const own = specFor(name, specs);
      // A class that a spec ties to a module is that module's class, not a same-named local one.
      if (own && !own.from) {
        localClasses.set(variable, own);
        continue;
      }
      const base = superClass && lookup(superClass);
      if (base) localClasses.set(variable, base);
    }
    return { references, localClasses };

    function lookup(node: TSESTree.Node): ClassSpecifier | undefined {
      const viaImport = references.get(node);
      if (viaImport) return viaImport;
      if (node.type !== AST_NODE_TYPES.Identifier) return undefined;
      const variable = findVariableOf(sourceCode, node);
      return variable ? localClasses.get(variable) : undefined;
    }
  });
}

/**
 * The listed class that an expression names (the right side of `instanceof`, the callee of `new`, the
 * object of `X.isInstance(e)`), resolved without types; undefined when it names none.
 */
export function classNamedBy(
  sourceCode: Readonly<TSESLint.SourceCode>,
  node: TSESTree.Node,
  specs: readonly ClassSpecifier[],
): ClassSpecifier | undefined {
  if (specs.length === 0) return undefined;
  const index = classIndex(sourceCode, specs);
  const viaImport = index.references.get(node);
  if (viaImport) return viaImport;
  if (node.type !== AST_NODE_TYPES.Identifier) return undefined;
  const variable = findVariableOf(sourceCode, node);
  return variable ? index.localClasses.get(variable) : undefined;
}

const packagePathMatchers = new Map<string, (path: string) => boolean>();

/** Whether a class declaration comes from where a spec says; relative `from`s are matched by name only. */
function declaredWhereSpecSays(symbol: ts.Symbol, spec: ClassSpecifier): boolean {
  const packages = spec.from?.filter((from) => !from.startsWith("."));
  if (!packages || packages.length === 0 || packages.length < (spec.from?.length ?? 0)) return true;
  const key = packages.join("\0");
  let matcher = packagePathMatchers.get(key);
  if (!matcher) {
    matcher = picomatch(
      packages.flatMap((from) => [`**/node_modules/${from}/**`, `**/node_modules/@types/${from.replace(/^@([^/]+)\//, "$1__")}/**`]),
      { dot: true },
    );
    packagePathMatchers.set(key, matcher);
  }
  return (symbol.declarations ?? []).some((declaration) => matcher(declaration.getSourceFile().fileName) || inAmbientModule(declaration, packages));
}

/** Whether a declaration stands in `declare module "<from>" { ... }` (type stubs of a package). */
function inAmbientModule(declaration: ts.Node, patterns: readonly string[]): boolean {
  for (let node: ts.Node | undefined = declaration.parent; node; node = node.parent) {
    if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) return moduleMatches(node.name.text, patterns);
  }
  return false;
}

/**
 * The listed class that a type is, or derives from, through its real hierarchy. For a union every
 * member must be listed (`ApiNotFoundError | UserInputError` is expected; `ApiNotFoundError | Error`
 * is not); an intersection is listed when one of its parts is. `any`, `unknown` and non-objects are not.
 */
export function classOfType(checker: ts.TypeChecker, type: ts.Type, specs: readonly ClassSpecifier[]): ClassSpecifier | undefined {
  if (specs.length === 0) return undefined;
  if (isTypeFlagSet(type, ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)) return undefined;
  if (isUnionType(type)) {
    let first: ClassSpecifier | undefined;
    for (const part of type.types) {
      if (isTypeFlagSet(part, ts.TypeFlags.Null | ts.TypeFlags.Undefined)) continue;
      const found = classOfType(checker, part, specs);
      if (!found) return undefined;
      first ??= found;
    }
    return first;
  }
  if (isIntersectionType(type)) {
    for (const part of type.types) {
      const found = classOfType(checker, part, specs);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObjectType(type)) return undefined;

  const seen = new Set<ts.Type>();
  let level: ts.Type[] = [type];
  for (let depth = 0; depth < MAX_HIERARCHY_DEPTH && level.length > 0; depth++) {
    const next: ts.Type[] = [];
    for (const current of level) {
      if (seen.has(current)) continue;
      seen.add(current);
      const symbol = current.getSymbol();
      if (symbol) {
        const spec = specFor(symbol.getName(), specs);
        if (spec && declaredWhereSpecSays(symbol, spec)) return spec;
      }
      const target = (current as ts.TypeReference).target ?? current;
      if (target.isClassOrInterface()) next.push(...(checker.getBaseTypes(target) ?? []));
    }
    level = next;
  }
  return undefined;
}
