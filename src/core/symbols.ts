/** The checker's symbols, seen through import and export aliases (`import { x as y }`, re-exports). */
import ts from "./typescript.cjs";

/** The symbol an alias stands for, or the symbol itself when it is not an alias. */
export function unaliased(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** The symbol a node names, through aliases to the declaration it comes from. */
export function symbolAt(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  return unaliased(checker, checker.getSymbolAtLocation(node));
}
