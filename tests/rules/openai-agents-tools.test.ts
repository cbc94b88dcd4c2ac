// The OpenAI Agents SDK's tools, against the real `@openai/agents` (installed in the workspace tests/fixtures/openai-agents:
// its peer zod ^4 cannot share the root's zod 3): `tool({ name, description, parameters, execute, errorFunction? })`, a
// default tool boundary whose handler is the `execute` property. What `execute` returns is the tool's output (an object
// as its JSON). An error it throws does not reach the model as it is: since 0.19 the SDK's default `errorFunction`
// answers every failure with a fixed text. A tool's own `errorFunction(context, error)` is handed what `execute` threw,
// and the text it returns is the tool's output.
import { mkdirSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileErrors, lintProject, makeTempDir, projectFindings, repoRoot, writeProject } from "../helpers.js";

const SHOP_AGENT: Record<string, string> = {
  "src/agents/orders.ts": `import { tool } from "@openai/agents";
import { z } from "zod";

const SHOP = process.env.SHOP_API_URL ?? "https://shop.example.com/api";

// Not reported: the SDK answers what \`execute\` throws with its own fixed text (the default \`errorFunction\`).
export const getOrder = tool({
  name: "get_order",
  description: "Look up an order by its id",
  parameters: z.object({ orderId: z.string() }),
  execute: async ({ orderId }) => {
    const res = await fetch(\`\${SHOP}/orders/\${encodeURIComponent(orderId)}\`);
    if (!res.ok) throw new Error(\`The shop answered \${res.status}: \${await res.text()}\`);
    return res.json();
  },
});

export const refundOrder = tool({
  name: "refund_order",
  description: "Refund an order",
  parameters: z.object({ orderId: z.string(), amountCents: z.number().int() }),
  execute: async ({ orderId, amountCents }) => {
    try {
      const res = await fetch(\`\${SHOP}/orders/\${encodeURIComponent(orderId)}/refunds\`, { method: "POST", body: JSON.stringify({ amountCents }) });
      if (!res.ok) return { refunded: false, error: \`Refund refused: \${await res.text()}\` };
      return { refunded: true };
    } catch (error) {
      return \`Refund failed: \${error instanceof Error ? error.message : String(error)}\`;
    }
  },
});

class UserInputError extends Error {}

export const trackShipment = tool({
  name: "track_shipment",
  description: "Track the shipment of an order",
  parameters: z.object({ trackingNumber: z.string() }),
  execute: async ({ trackingNumber }) => {
    if (!/^[A-Z0-9]{10,20}$/.test(trackingNumber)) throw new UserInputError("A tracking number is 10 to 20 letters and digits.");
    const res = await fetch(\`https://carrier.example.com/track/\${trackingNumber}\`);
    if (!res.ok) throw new Error(await res.text());
    return res.json();
  },
  // The project's own error's message, or a fixed text: nothing from outside.
  errorFunction: (_context, error) => (error instanceof UserInputError ? error.message : "Tracking is unavailable; try again later."),
});

export const searchCatalog = tool({
  name: "search_catalog",
  description: "Search the product catalog",
  parameters: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    const res = await fetch(\`\${SHOP}/search?q=\${encodeURIComponent(query)}\`);
    if (!res.ok) throw new Error(\`Search failed: \${await res.text()}\`);
    return res.json();
  },
  // Hands what \`execute\` threw back to the model.
  errorFunction: (_context, error) => \`Catalog search failed: \${error instanceof Error ? error.message : String(error)}\`,
});
`,
  "src/agents/inventory.ts": `import { tool, type RunContext } from "@openai/agents-core";
import { z } from "zod";

async function describeFailure(_context: RunContext, error: unknown): Promise<string> {
  return \`Inventory lookup failed: \${String(error)}\`;
}

export const checkStock = tool({
  name: "check_stock",
  description: "How many of a product are in stock",
  parameters: z.object({ sku: z.string() }),
  execute: async ({ sku }) => {
    const res = await fetch(\`https://inventory.example.com/stock/\${encodeURIComponent(sku)}\`);
    if (!res.ok) throw new Error(\`Inventory answered \${res.status}: \${await res.text()}\`);
    return res.json();
  },
  errorFunction: describeFailure,
});
`,
  // The project's error functions, shared by its tools: one hands the error back, one answers with fixed text.
  "src/agents/errors.ts": `import type { RunContext } from "@openai/agents";

export class UserInputError extends Error {}

export function describeToolFailure(_context: RunContext, error: unknown): string {
  return \`The tool failed: \${error instanceof Error ? error.message : String(error)}\`;
}

export const fixedFailure = (_context: RunContext, error: unknown): string =>
  error instanceof UserInputError ? error.message : "The tool is unavailable; try again later.";
`,
  "src/agents/payments.ts": `import { tool } from "@openai/agents";
import { z } from "zod";
import * as errors from "./errors.js";
import { describeToolFailure as describeFailure, fixedFailure } from "./errors.js";

const PAYMENTS = "https://payments.example.com/v2";

export const capturePayment = tool({
  name: "capture_payment",
  description: "Capture an authorized payment",
  parameters: z.object({ paymentId: z.string() }),
  execute: async ({ paymentId }) => {
    const res = await fetch(\`\${PAYMENTS}/payments/\${encodeURIComponent(paymentId)}/capture\`, { method: "POST" });
    if (!res.ok) throw new Error(\`Capture refused: \${await res.text()}\`);
    return res.json();
  },
  errorFunction: describeFailure,
});

export const voidPayment = tool({
  name: "void_payment",
  description: "Void an authorized payment",
  parameters: z.object({ paymentId: z.string() }),
  execute: async ({ paymentId }) => {
    const res = await fetch(\`\${PAYMENTS}/payments/\${encodeURIComponent(paymentId)}/void\`, { method: "POST" });
    if (!res.ok) throw new Error(\`Void refused: \${await res.text()}\`);
    return res.json();
  },
  errorFunction: errors.describeToolFailure,
});

export const listPayments = tool({
  name: "list_payments",
  description: "List recent payments",
  parameters: z.object({ limit: z.number().int().max(100) }),
  execute: async ({ limit }) => {
    const res = await fetch(\`\${PAYMENTS}/payments?limit=\${limit}\`);
    if (!res.ok) throw new Error(await res.text());
    return res.json();
  },
  // A fixed text, or the project's own error's message: nothing from outside.
  errorFunction: fixedFailure,
});
`,
  // A project module that re-exports the SDK's \`tool\`: the type-checked presets follow it to the package.
  "src/agents/sdk.ts": `export { tool } from "@openai/agents";
`,
  "src/agents/reviews.ts": `import { z } from "zod";
import { tool } from "./sdk.js";

export const listReviews = tool({
  name: "list_reviews",
  description: "List a product's reviews",
  parameters: z.object({ sku: z.string() }),
  execute: async ({ sku }) => {
    try {
      const res = await fetch(\`https://reviews.example.com/products/\${encodeURIComponent(sku)}\`);
      return res.json();
    } catch (error) {
      return { reviews: [], error: \`Reviews unavailable: \${(error as Error).message}\` };
    }
  },
});
`,
};

const LINTED = Object.keys(SHOP_AGENT);

const expected = [
  // the API's body in the `error` of the object `execute` returns, and the caught error's text it returns from its catch
  "src/agents/orders.ts:25:78 no-untrusted-error-message",
  "src/agents/orders.ts:28:57 no-untrusted-error-message",
  // what `execute` threw, in the text the tool's `errorFunction` returns (an arrow, and a function of the file)
  "src/agents/orders.ts:59:90 no-untrusted-error-message",
  "src/agents/inventory.ts:5:45 no-untrusted-error-message",
  // what `execute` threw, in the text another module's error function returns: reported at the function's name here
  // (an alias of a named import, and a namespace import's member)
  "src/agents/payments.ts:17:18 no-untrusted-error-message",
  "src/agents/payments.ts:29:18 no-untrusted-error-message",
  // `tool` through a module of the project that re-exports it (read as `readImportedModules` allows; the checker with types)
  "src/agents/reviews.ts:13:60 no-untrusted-error-message",
];

describe("OpenAI Agents SDK tools on the real @openai/agents", () => {
  const dir = writeProject(makeTempDir("openai-agents"), "shop-agent", SHOP_AGENT);
  // The SDK and zod 4 are the workspace's.
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  for (const name of ["@openai", "zod"]) symlinkSync(join(repoRoot, "tests/fixtures/openai-agents/node_modules", name), join(dir, "node_modules", name));

  it("the tools compile against the package's declarations", () => {
    expect(compileErrors(dir)).toEqual({ files: 6, errors: [] });
  });

  it.each(["recommended", "recommended-type-checked"])("%s finds what reaches the model", async (preset) => {
    expect(projectFindings(await lintProject(dir, LINTED, preset))).toEqual([...expected].sort());
  });
});

describe("an OpenAI Agents SDK before 0.19 shows the model what a tool throws (`... Please try again. Error: ${error}`)", () => {
  const files = { "src/agents/orders.ts": SHOP_AGENT["src/agents/orders.ts"]! };
  // what getOrder, trackShipment and searchCatalog throw: the API's body, and the input's tracking number check's constant
  // text, which is not reported
  const thrown = ["src/agents/orders.ts:13:76 no-untrusted-error-message", "src/agents/orders.ts:42:40 no-untrusted-error-message", "src/agents/orders.ts:55:58 no-untrusted-error-message"];

  it("the version its package.json allows at the lowest, when none is installed", async () => {
    const old = writeProject(makeTempDir("openai-agents-018"), "shop-agent", { ...files, "package.json": JSON.stringify({ name: "shop-agent", type: "module", dependencies: { "@openai/agents": "^0.18.2", zod: "^4.0.0" } }) });
    expect(projectFindings(await lintProject(old, ["src/agents/orders.ts"], "recommended"))).toEqual([...thrown, ...expected.filter((finding) => finding.startsWith("src/agents/orders.ts"))].sort());
    const current = writeProject(makeTempDir("openai-agents-019"), "shop-agent", { ...files, "package.json": JSON.stringify({ name: "shop-agent", type: "module", dependencies: { "@openai/agents": "^0.19.0" } }) });
    expect(projectFindings(await lintProject(current, ["src/agents/orders.ts"], "recommended"))).toEqual(expected.filter((finding) => finding.startsWith("src/agents/orders.ts")).sort());
  });

  it("the version installed where the file's imports find it, before what package.json allows", async () => {
    const installed = writeProject(makeTempDir("openai-agents-installed"), "shop-agent", {
      ...files,
      "package.json": JSON.stringify({ name: "shop-agent", type: "module", dependencies: { "@openai/agents-core": ">=0.17.0" } }),
      "node_modules/@openai/agents-core/package.json": JSON.stringify({ name: "@openai/agents-core", version: "0.20.0" }),
    });
    expect(projectFindings(await lintProject(installed, ["src/agents/orders.ts"], "recommended"))).toEqual(expected.filter((finding) => finding.startsWith("src/agents/orders.ts")).sort());
  });
});
