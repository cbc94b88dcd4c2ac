// Part of `npm test`: the corpus suite (tests/corpus/suite.ts) over examples/ and the smallest pinned
// package, the AI SDK's own sources (fetched once into node_modules/.cache/ by `npm pack`). All the corpora:
// `npm run test:corpus`.
import { corpusSuite } from "./suite.js";

corpusSuite("examples,ai");
