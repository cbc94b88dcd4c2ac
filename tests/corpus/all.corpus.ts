// `npm run test:corpus`: the corpus suite (tests/corpus/suite.ts) over every corpus, or those named in
// CORPORA (CORPORA=ai,zod npm run test:corpus).
import { corpusSuite, selectedCorpora } from "./suite.js";

corpusSuite(await selectedCorpora());
