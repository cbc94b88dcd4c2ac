// This repository lints itself with its own plugin (the built package in dist/: `npm run build` first).
import agentErrors from "./dist/src/index.js";

export default [
  { ignores: ["dist/", "examples/", "tests/fixtures/", ".tmp/", "coverage/"] },
  agentErrors.configs.recommended,
  {
    ...agentErrors.configs["recommended-type-checked"],
    languageOptions: {
      ...agentErrors.configs["recommended-type-checked"].languageOptions,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
];
