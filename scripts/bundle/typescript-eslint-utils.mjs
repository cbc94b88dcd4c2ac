// What the plugin's bundle takes from `@typescript-eslint/utils` (scripts/build.mjs resolves that import here):
// the same values from the packages that utils re-exports them from. The whole of utils costs every ESLint
// process 15–25 ms to load (its ast-utils, ts-eslint and json-schema modules), of which the plugin uses six
// functions of @eslint-community/eslint-utils, the AST's type names and RuleCreator. The sources keep
// importing from `@typescript-eslint/utils` (its types, and the CLI and the tests run the unbundled code);
// tests/plugin-load.test.ts checks that the bundle exposes the same rules.
import {
  findVariable,
  getPropertyName,
  getStaticValue,
  getStringIfConstant,
  hasSideEffect,
  isParenthesized,
  ReferenceTracker,
} from "@eslint-community/eslint-utils";
import * as ESLintUtils from "@typescript-eslint/utils/eslint-utils";

export { AST_NODE_TYPES, AST_TOKEN_TYPES } from "@typescript-eslint/types";
export { ESLintUtils };
export const ASTUtils = { findVariable, getPropertyName, getStaticValue, getStringIfConstant, hasSideEffect, isParenthesized, ReferenceTracker };
