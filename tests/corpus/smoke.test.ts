// Part of `npm test`: the corpus suite (tests/corpus/suite.ts) over examples/ and the smallest pinned
// package, the AI SDK's own sources (fetched once into .tmp/corpora/ by `npm pack`), the project-wide
// codemod in one of its styles. Every corpus, every style: `npm run test:corpus`.
import { corpusSuite } from "./suite.js";

corpusSuite("examples,ai", { quick: true });
