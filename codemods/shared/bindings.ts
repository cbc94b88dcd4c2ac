/**
 * Names resolved through their imports, without types: which identifiers of a file refer to a name
 * imported from a module (`import { a }`, `import { a as b }`, `import * as ns` then `ns.a`,
 * `const { a } = require("m")`, `const m = require("m")` then `m.a`, `require("m").a`). A same-named
 * local (a parameter, a variable, a function in an inner scope) shadows the import and is never a
 * match; neither is a property of an unrelated object.
 */
import { child, children, isFunction, nameOf, stringValue, type AstNode, type FileAst } from "./ast.js";

export interface ModuleBinding {
  /** `named`: a named import or destructured `require`; `namespace`: `import * as ns` or `const ns = require("m")`; `default`: `import d from "m"`. */
  kind: "named" | "namespace" | "default";
  local: string;
  /** For `named`: the exported name (`a` in `import { a as b }`). */
  imported?: string;
  source: string;
  /** ImportSpecifier, ImportNamespaceSpecifier, ImportDefaultSpecifier, ObjectProperty (of a `require` pattern) or VariableDeclarator (`const ns = require()`). */
  declaration: AstNode;
  /** ImportDeclaration or VariableDeclaration. */
  statement: AstNode;
  style: "import" | "require";
  /** The identifier that declares the local name. */
  localNode: AstNode;
  /** Identifiers that refer to the binding: reads, writes, type positions, re-exports, JSX. */
  references: AstNode[];
}

/** A constant `require("m")` call: its module, or undefined. */
export function requireSource(ast: FileAst, node: AstNode | undefined): string | undefined {
  if (!node || node.type !== "CallExpression") return undefined;
  const callee = child(node, "callee");
  const args = children(node, "arguments");
  if (nameOf(callee) !== "require" || args.length !== 1 || (node.arguments as unknown[]).length !== 1) return undefined;
  if (callee && isShadowed(ast, callee, "require")) return undefined;
  return stringValue(args[0]);
}

/** The value imports and top-level `require`s of a file, with their references. */
export function moduleBindings(ast: FileAst): ModuleBinding[] {
  const bindings: ModuleBinding[] = [];
  for (const statement of children(ast.program, "body")) {
    if (statement.type === "ImportDeclaration") {
      if (statement.importKind === "type" || statement.importKind === "typeof") continue;
      const source = stringValue(child(statement, "source"));
      if (source === undefined) continue;
      for (const specifier of children(statement, "specifiers")) {
        const localNode = child(specifier, "local");
        const local = nameOf(localNode);
        if (!localNode || !local) continue;
        if (specifier.type === "ImportSpecifier") {
          if (specifier.importKind === "type" || specifier.importKind === "typeof") continue;
          const importedNode = child(specifier, "imported");
          const imported = nameOf(importedNode) ?? stringValue(importedNode);
          if (imported === undefined) continue;
          bindings.push({ kind: "named", local, imported, source, declaration: specifier, statement, style: "import", localNode, references: [] });
        } else if (specifier.type === "ImportNamespaceSpecifier") {
          bindings.push({ kind: "namespace", local, source, declaration: specifier, statement, style: "import", localNode, references: [] });
        } else if (specifier.type === "ImportDefaultSpecifier") {
          bindings.push({ kind: "default", local, source, declaration: specifier, statement, style: "import", localNode, references: [] });
        }
      }
    } else if (statement.type === "VariableDeclaration") {
      for (const declarator of children(statement, "declarations")) {
        const source = requireSource(ast, child(declarator, "init"));
        const id = child(declarator, "id");
        if (source === undefined || !id) continue;
        if (id.type === "Identifier") {
          bindings.push({ kind: "namespace", local: id.name as string, source, declaration: declarator, statement, style: "require", localNode: id, references: [] });
        } else if (id.type === "ObjectPattern") {
          for (const property of children(id, "properties")) {
            if (property.type !== "ObjectProperty" || property.computed === true) continue;
            const keyNode = child(property, "key");
            const imported = nameOf(keyNode) ?? stringValue(keyNode);
            let value = child(property, "value");
            if (value?.type === "AssignmentPattern") value = child(value, "left");
            const local = nameOf(value);
            if (imported === undefined || !local || !value) continue;
            bindings.push({ kind: "named", local, imported, source, declaration: property, statement, style: "require", localNode: value, references: [] });
          }
        }
      }
    }
  }
  for (const binding of bindings) {
    binding.references = ast
      .identifiersNamed(binding.local)
      .filter((identifier) => identifier !== binding.localNode && isReference(ast, identifier) && !isShadowed(ast, identifier, binding.local));
  }
  return bindings;
}

const PATTERN_TYPES = new Set(["ObjectPattern", "ArrayPattern", "AssignmentPattern", "RestElement", "TSParameterProperty"]);

/**
 * Where an identifier in a binding position declares its name: the scope node (a block, a function,
 * a catch clause, a class), or undefined when the identifier is not a declaration.
 */
export function declarationScope(ast: FileAst, identifier: AstNode): AstNode | undefined {
  let node = identifier;
  let link = ast.parentLink(node);
  // Climb out of destructuring patterns: `{ a: [b = 1] }`.
  while (link) {
    const { parent, key } = link;
    if (parent.type === "ObjectProperty" && key === "value" && ast.parent(parent)?.type === "ObjectPattern") {
      node = parent;
    } else if (PATTERN_TYPES.has(parent.type) && key !== "right" && key !== "typeAnnotation" && key !== "decorators") {
      node = parent;
    } else {
      break;
    }
    link = ast.parentLink(node);
  }
  if (!link) return undefined;
  const { parent, key } = link;
  switch (parent.type) {
    case "VariableDeclarator": {
      if (key !== "id") return undefined;
      const declaration = ast.parent(parent);
      if (declaration?.kind === "var") return nearest(ast, declaration, (candidate) => isFunction(candidate) || candidate.type === "Program" || candidate.type === "TSModuleBlock");
      return nearest(ast, declaration ?? parent, isBlockScope);
    }
    case "CatchClause":
      return key === "param" ? parent : undefined;
    case "FunctionExpression":
    case "ClassExpression":
      if (key === "id" && node === identifier) return parent;
      return key === "params" ? parent : undefined;
    case "FunctionDeclaration":
    case "TSDeclareFunction":
      if (key === "id" && node === identifier) return nearest(ast, parent, (candidate) => isBlockScope(candidate) || isFunction(candidate));
      return key === "params" ? parent : undefined;
    case "ArrowFunctionExpression":
    case "ObjectMethod":
    case "ClassMethod":
    case "ClassPrivateMethod":
    case "TSDeclareMethod":
      return key === "params" ? parent : undefined;
    case "ClassDeclaration":
    case "TSEnumDeclaration":
    case "TSModuleDeclaration":
    case "TSImportEqualsDeclaration":
      return key === "id" && node === identifier ? nearest(ast, parent, isBlockScope) : undefined;
    default:
      return undefined;
  }
}

function isBlockScope(node: AstNode): boolean {
  switch (node.type) {
    case "Program":
    case "BlockStatement":
    case "ForStatement":
    case "ForInStatement":
    case "ForOfStatement":
    case "SwitchStatement":
    case "StaticBlock":
    case "TSModuleBlock":
      return true;
    default:
      return false;
  }
}

function nearest(ast: FileAst, node: AstNode, test: (candidate: AstNode) => boolean): AstNode | undefined {
  for (const ancestor of ast.ancestors(node)) if (test(ancestor)) return ancestor;
  return undefined;
}

const scopeCache = new WeakMap<FileAst, Map<string, Set<AstNode>>>();

/** The scopes below the module's top level that declare `name`. */
function innerScopesDeclaring(ast: FileAst, name: string): Set<AstNode> {
  let byName = scopeCache.get(ast);
  if (!byName) scopeCache.set(ast, (byName = new Map()));
  let scopes = byName.get(name);
  if (!scopes) {
    scopes = new Set();
    for (const identifier of ast.identifiersNamed(name)) {
      const scope = declarationScope(ast, identifier);
      if (scope && scope.type !== "Program") scopes.add(scope);
    }
    byName.set(name, scopes);
  }
  return scopes;
}

/** Whether a local declaration between `identifier` and the module's top level declares `name`. */
export function isShadowed(ast: FileAst, identifier: AstNode, name: string): boolean {
  const scopes = innerScopesDeclaring(ast, name);
  if (scopes.size === 0) return false;
  for (const ancestor of ast.ancestors(identifier)) if (scopes.has(ancestor)) return true;
  return false;
}

/** Whether an identifier reads, writes, re-exports or type-references a binding (not a key, a member name or a declaration). */
export function isReference(ast: FileAst, identifier: AstNode): boolean {
  const link = ast.parentLink(identifier);
  if (!link) return false;
  const { parent, key } = link;
  switch (parent.type) {
    case "MemberExpression":
    case "OptionalMemberExpression":
    case "JSXMemberExpression":
      return key === "object" || parent.computed === true;
    case "ObjectProperty":
    case "ObjectMethod":
    case "ClassProperty":
    case "ClassAccessorProperty":
    case "ClassMethod":
    case "ClassPrivateMethod":
    case "ClassPrivateProperty":
    case "TSPropertySignature":
    case "TSMethodSignature":
    case "TSDeclareMethod":
    case "TSAbstractPropertyDefinition":
    case "TSAbstractMethodDefinition":
      if (key === "key" && parent.computed !== true) return false;
      break;
    case "TSEnumMember":
      if (key === "id") return false;
      break;
    case "ImportSpecifier":
    case "ImportDefaultSpecifier":
    case "ImportNamespaceSpecifier":
    case "ExportNamespaceSpecifier":
    case "ExportDefaultSpecifier":
      return false;
    case "ExportSpecifier":
      return key === "local" && !child(ast.parent(parent) ?? parent, "source");
    case "LabeledStatement":
    case "BreakStatement":
    case "ContinueStatement":
    case "MetaProperty":
    case "JSXAttribute":
      return false;
    case "TSQualifiedName":
      return key === "left";
    case "TSFunctionType":
    case "TSConstructorType":
    case "TSMethodSignature":
    case "TSCallSignatureDeclaration":
    case "TSConstructSignatureDeclaration":
    case "TSIndexSignature":
      // The parameter names of a signature type: `(withApiErrorHandling: boolean) => void`.
      if (key === "parameters" || key === "params") return false;
      break;
    case "TSTypePredicate":
      if (key === "parameterName") return false;
      break;
    default:
      break;
  }
  if (identifier.type === "JSXIdentifier") {
    return parent.type === "JSXOpeningElement" || parent.type === "JSXClosingElement" || (parent.type === "JSXMemberExpression" && key === "object");
  }
  return declarationScope(ast, identifier) === undefined && !isTypeDeclarationName(parent, key);
}

function isTypeDeclarationName(parent: AstNode, key: string): boolean {
  return (
    key === "id" &&
    (parent.type === "TSTypeAliasDeclaration" || parent.type === "TSInterfaceDeclaration" || parent.type === "VariableDeclarator" || parent.type === "ClassDeclaration")
  );
}

/** A reference to an exported function, found through a binding, a namespace member or a re-export. */
export interface FunctionReference {
  /** `binding`: an identifier bound by an import; `member`: `ns.name` / `require("m").name`; `re-export`: `export { name } from "m"`. */
  kind: "binding" | "member" | "re-export";
  /** The expression that names the function: an Identifier, a MemberExpression or an ExportSpecifier. */
  node: AstNode;
  /** The binding that the reference goes through (the named import, or the namespace). */
  binding?: ModuleBinding;
  /** The identifier that refers to the binding (the namespace's identifier for members). */
  identifier?: AstNode;
  source: string;
  /** The exported name it refers to (one of the names asked for). */
  name: string;
}

/** Every reference to the functions exported under any of `names`, in source order (see {@link findFunctionReferences}). */
export function findReferencesOfAny(ast: FileAst, bindings: readonly ModuleBinding[], names: readonly string[]): FunctionReference[] {
  if (names.length === 1) return findFunctionReferences(ast, bindings, names[0]!);
  return [...new Set(names)].flatMap((name) => findFunctionReferences(ast, bindings, name)).sort((a, b) => a.node.start - b.node.start);
}

/** Every reference to the function exported as `name` (from any module, or one that `fromModule` accepts). */
export function findFunctionReferences(
  ast: FileAst,
  bindings: readonly ModuleBinding[],
  name: string,
  fromModule: (source: string) => boolean = () => true,
): FunctionReference[] {
  const found: FunctionReference[] = [];
  for (const binding of bindings) {
    if (!fromModule(binding.source)) continue;
    if (binding.kind === "named" && binding.imported === name) {
      for (const identifier of binding.references) found.push({ kind: "binding", node: identifier, binding, identifier, source: binding.source, name });
    } else if (binding.kind === "namespace") {
      for (const identifier of binding.references) {
        const member = memberNamed(ast, identifier, name);
        if (member) found.push({ kind: "member", node: member, binding, identifier, source: binding.source, name });
      }
    }
  }
  // `require("m").name` and `export { name } from "m"`.
  for (const identifier of ast.identifiersNamed(name)) {
    const link = ast.parentLink(identifier);
    if (!link) continue;
    const { parent, key } = link;
    if ((parent.type === "MemberExpression" || parent.type === "OptionalMemberExpression") && key === "property" && parent.computed !== true) {
      const source = requireSource(ast, child(parent, "object"));
      if (source !== undefined && fromModule(source)) found.push({ kind: "member", node: parent, source, name });
    } else if (parent.type === "ExportSpecifier" && key === "local" && parent.exportKind !== "type") {
      const declaration = ast.parent(parent);
      const source = stringValue(child(declaration ?? parent, "source"));
      if (declaration?.exportKind !== "type" && source !== undefined && fromModule(source)) found.push({ kind: "re-export", node: parent, source, name });
    }
  }
  return found.sort((a, b) => a.node.start - b.node.start);
}

/** `ns.name` or `ns["name"]` with `identifier` as the object. */
function memberNamed(ast: FileAst, identifier: AstNode, name: string): AstNode | undefined {
  const link = ast.parentLink(identifier);
  if (!link || link.key !== "object") return undefined;
  const member = link.parent;
  if (member.type !== "MemberExpression" && member.type !== "OptionalMemberExpression") return undefined;
  const property = child(member, "property");
  const propertyName = member.computed === true ? stringValue(property) : nameOf(property);
  return propertyName === name ? member : undefined;
}

/** Whether any identifier of the file declares or refers to `name` (other than keys and member names). */
export function nameInUse(ast: FileAst, name: string): boolean {
  return ast.identifiersNamed(name).some((identifier) => isReference(ast, identifier) || declarationScope(ast, identifier) !== undefined || isImportLocal(ast, identifier));
}

function isImportLocal(ast: FileAst, identifier: AstNode): boolean {
  const link = ast.parentLink(identifier);
  return !!link && link.key === "local" && link.parent.type.startsWith("Import");
}
