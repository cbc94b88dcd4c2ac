import { RuleTester } from "@typescript-eslint/rule-tester";
import { afterAll, describe, it } from "vitest";
import { removeTempDirs } from "./helpers.js";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The temporary directories a test file made (`makeTempDir`) go when it ends: nothing piles up in .tmp/.
afterAll(() => removeTempDirs());
