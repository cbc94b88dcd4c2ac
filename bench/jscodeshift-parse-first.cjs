// A reference transform for the codemod benchmark, never shipped: a codemod written the conventional
// jscodeshift way, which parses every file (`j(file.source)`) before it looks for anything, and then runs
// the real transform. It shows what jscodeshift's CLI costs when the transform has no prefilter of its
// own (the shipped transforms have one: they skip a file that does not mention the wrapper unparsed).
// Usage: jscodeshift -t bench/jscodeshift-parse-first.cjs --codemod=<name> --parser ts <files>
"use strict";
const { join } = require("node:path");

module.exports = function parseFirst(file, api, options) {
  api.jscodeshift(file.source);
  const transform = require(join(__dirname, "../dist/codemods", `${options.codemod}.js`));
  return (transform.default ?? transform)(file, api, options);
};
