/**
 * TypeScript for the rules, loaded with `require`: an ES module that imports "typescript" makes Node scan
 * its 9 MB of CommonJS for named exports (cjs-module-lexer), about 450 ms on every ESLint process, although
 * the parser has already required it. Required from here, the module cache answers at once.
 */
import ts = require("typescript");
export = ts;
