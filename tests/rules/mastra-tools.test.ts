// Mastra's tools, against the real `@mastra/core` (a devDependency): `createTool({ id, description, inputSchema, execute })`
// of `@mastra/core/tools` (a default tool boundary whose handler is the `execute` property). In Mastra 1.x `execute`
// gets the agent's input as its first parameter (`execute(inputData, context)`; 0.x wrote `execute({ context })`, where
// `context` is the input). What it returns is the tool's output (a string as it is, anything else as JSON), and an error
// it throws reaches the model as its message with nothing around it (the agent loop's `error-text` tool result).
import { describe, expect, it } from "vitest";
import { compileErrors, lintProject, makeTempDir, projectFindings, writeProject } from "../helpers.js";

const TRAVEL_AGENT: Record<string, string> = {
  // Mastra's own template tool, as `create-mastra` writes it: the agent's location echoed in a thrown message.
  "src/mastra/tools/weather-tool.ts": `import { createTool } from "@mastra/core/tools";
import { z } from "zod";

interface GeocodingResponse {
  results?: { latitude: number; longitude: number; name: string }[];
}

export const weatherTool = createTool({
  id: "get-weather",
  description: "Get current weather for a location",
  inputSchema: z.object({ location: z.string().describe("City name") }),
  outputSchema: z.object({ temperature: z.number(), location: z.string() }),
  execute: async (inputData) => {
    const geocodingUrl = \`https://geocoding-api.open-meteo.com/v1/search?name=\${encodeURIComponent(inputData.location)}&count=1\`;
    const geocodingResponse = await fetch(geocodingUrl);
    const geocodingData = (await geocodingResponse.json()) as GeocodingResponse;
    if (!geocodingData.results?.[0]) {
      throw new Error(\`Location '\${inputData.location}' not found\`);
    }
    const { latitude, longitude, name } = geocodingData.results[0];
    const weather = await fetch(\`https://api.open-meteo.com/v1/forecast?latitude=\${latitude}&longitude=\${longitude}&current=temperature_2m\`);
    if (!weather.ok) {
      throw new Error(\`Open-Meteo answered \${weather.status}\`);
    }
    const data = (await weather.json()) as { current: { temperature_2m: number } };
    return { temperature: data.current.temperature_2m, location: name };
  },
});
`,
  "src/mastra/tools/flights.ts": `import { createTool } from "@mastra/core/tools";
import { z } from "zod";

const AMADEUS = process.env.AMADEUS_URL ?? "https://test.api.amadeus.com";

export const searchFlights = createTool({
  id: "search-flights",
  description: "Search flight offers between two airports",
  inputSchema: z.object({ origin: z.string().length(3), destination: z.string().length(3), adults: z.number().int() }),
  execute: async ({ origin, destination, adults }) => {
    try {
      const res = await fetch(\`\${AMADEUS}/v2/shopping/flight-offers?originLocationCode=\${origin}&destinationLocationCode=\${destination}&adults=\${adults}\`);
      if (!res.ok) {
        return { offers: [], error: \`Amadeus refused the search: \${await res.text()}\` };
      }
      return { offers: ((await res.json()) as { data: unknown[] }).data };
    } catch (error) {
      return \`Flight search failed: \${error instanceof Error ? error.message : String(error)}\`;
    }
  },
});

export const bookFlight = createTool({
  id: "book-flight",
  description: "Book a flight offer",
  inputSchema: z.object({ offerId: z.string() }),
  execute: async ({ offerId }) => {
    try {
      const res = await fetch(\`\${AMADEUS}/v1/booking/flight-orders\`, { method: "POST", body: JSON.stringify({ offerId }) });
      return (await res.json()) as Record<string, unknown>;
    } catch {
      return { booked: false, error: "Booking is unavailable right now; try again later." };
    }
  },
});
`,
  // A Mastra 0.x tool, as its users wrote them (in this 1.x project its \`context\` is not the input: see the 0.x project
  // below), importing \`createTool\` from the package's root.
  "src/mastra/tools/legacy-hotels.ts": `import { createTool } from "@mastra/core";
import { z } from "zod";

export const findHotels = createTool({
  id: "find-hotels",
  description: "Find hotels in a city",
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ context }) => {
    const res = await fetch(\`https://hotels.example.com/search?city=\${encodeURIComponent(context.city)}\`);
    if (!res.ok) throw new Error(\`Hotel search failed: \${res.statusText}\`);
    return res.json();
  },
});
`,
  // A project module that re-exports Mastra's \`createTool\`: the type-checked presets follow it to the package.
  "src/mastra/lib/tools.ts": `export { createTool } from "@mastra/core/tools";
`,
  "src/mastra/tools/currency.ts": `import { z } from "zod";
import { createTool } from "../lib/tools.js";

export const convertCurrency = createTool({
  id: "convert-currency",
  description: "Convert an amount between currencies",
  inputSchema: z.object({ from: z.string(), to: z.string(), amount: z.number() }),
  execute: async ({ from, to, amount }) => {
    const res = await fetch(\`https://api.frankfurter.app/latest?amount=\${amount}&from=\${from}&to=\${to}\`);
    if (!res.ok) throw new Error(\`Frankfurter answered \${res.status}: \${await res.text()}\`);
    return res.json();
  },
});
`,
  // A module of the project that hands Mastra's function on under its own binding (a real agent's utils/tool-factory.ts).
  "src/mastra/utils/tool-factory.ts": `import { createTool as mastraCreateTool } from "@mastra/core/tools";

export const createTool = mastraCreateTool;
`,
  "src/mastra/tools/calendar.ts": `import { z } from "zod";
import { createTool } from "../utils/tool-factory.js";

export const listEvents = createTool({
  id: "list-events",
  description: "List the events of a day",
  inputSchema: z.object({ date: z.string() }),
  execute: async ({ date }) => {
    const res = await fetch(\`https://www.googleapis.com/calendar/v3/calendars/primary/events?timeMin=\${date}\`);
    if (!res.ok) throw new Error(\`Google Calendar error: \${res.statusText}\`);
    return res.json();
  },
});
`,
  // A module of the project with a function of its own of that name: not Mastra's.
  "src/mastra/utils/own-factory.ts": `export function createTool<T>(options: { id: string; execute: (input: T) => Promise<unknown> }) {
  return { ...options, kind: "local" };
}
`,
  "src/mastra/tools/notes.ts": `import { createTool } from "../utils/own-factory.js";

export const addNote = createTool({
  id: "add-note",
  execute: async (input: { text: string }) => {
    throw new Error(\`Cannot add \${input.text}\`);
  },
});
`,
  // Not Mastra's: a project function of the same name.
  "src/mastra/tools/local.ts": `import { z } from "zod";

function createTool<T>(options: { id: string; inputSchema: z.ZodType<T>; execute: (input: T) => Promise<string> }) {
  return options;
}

export const echoTool = createTool({
  id: "echo",
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => {
    throw new Error(\`Cannot echo \${text}\`);
  },
});
`,
};

const LINTED = Object.keys(TRAVEL_AGENT);

describe("Mastra tools on the real @mastra/core", () => {
  const dir = writeProject(makeTempDir("mastra"), "travel-agent", TRAVEL_AGENT);

  it("the tools compile against the package's declarations (the 0.x tool is left out: 1.x types its execute otherwise)", () => {
    expect(compileErrors(dir, (file) => !file.endsWith("legacy-hotels.ts"))).toEqual({ files: 9, errors: [] });
  });

  const untyped = [
    // the agent's location echoed in what `execute` throws (the status of a numeric check is no text)
    "src/mastra/tools/weather-tool.ts:18:36 no-untrusted-error-message",
    // the API's body in the `error` of the object `execute` returns (shown to the model as JSON)
    "src/mastra/tools/flights.ts:14:74 no-untrusted-error-message",
    // the caught error's text `execute` returns from its catch (bookFlight's constant text is not)
    "src/mastra/tools/flights.ts:18:64 no-untrusted-error-message",
    // Mastra 0.x's root import: the API's status text in what `execute` throws
    "src/mastra/tools/legacy-hotels.ts:10:58 no-untrusted-error-message",
    // `createTool` through a module of the project that re-exports it (read as `readImportedModules` allows), or hands
    // it on under its own binding
    "src/mastra/tools/currency.ts:10:79 no-untrusted-error-message",
    "src/mastra/tools/calendar.ts:10:60 no-untrusted-error-message",
  ];

  it.each(["recommended", "recommended-type-checked"])("%s finds what reaches the model", async (preset) => {
    expect(projectFindings(await lintProject(dir, LINTED, preset))).toEqual([...untyped].sort());
  });

  it("without `readImportedModules`, only the type-checked presets follow a module of the project to the package", async () => {
    const alone = { settings: { "agent-errors": { readImportedModules: false } } };
    const handedOn = (finding: string): boolean => finding.includes("/currency.ts") || finding.includes("/calendar.ts");
    expect(projectFindings(await lintProject(dir, LINTED, "recommended", undefined, alone))).toEqual(untyped.filter((finding) => !handedOn(finding)).sort());
    expect(projectFindings(await lintProject(dir, LINTED, "recommended-type-checked", undefined, alone))).toEqual([...untyped].sort());
  });
});

describe("a Mastra 0.x project: `execute({ context })`, where `context` is the tool's input (`inputPathBelow`)", () => {
  const LEGACY: Record<string, string> = {
    // As 0.x tools were written: the input destructured from `context`, the framework's `runtimeContext` beside it.
    "src/mastra/tools/hotels.ts": `import { createTool } from "@mastra/core";
import { z } from "zod";

export const findHotels = createTool({
  id: "find-hotels",
  description: "Find hotels in a city",
  inputSchema: z.object({ city: z.string(), apiKey: z.string().optional() }),
  execute: async ({ context, runtimeContext }) => {
    const res = await fetch(\`https://hotels.example.com/search?city=\${encodeURIComponent(context.city)}\`);
    if (res.status === 404) throw new Error(\`No hotels found in \${context.city}\`);
    if (!res.ok) {
      console.error("hotel search failed", context.apiKey);
      throw new Error(\`Hotel search failed for tenant \${String(runtimeContext.get("tenant"))} (\${res.status})\`);
    }
    return res.json();
  },
});

export const bookHotel = createTool({
  id: "book-hotel",
  description: "Book a hotel",
  inputSchema: z.object({ hotelId: z.string(), nights: z.number() }),
  execute: async ({ context: { hotelId, nights } }) => {
    if (nights > 30) throw new Error(\`Cannot book \${nights} nights at \${hotelId}\`);
    const res = await fetch(\`https://hotels.example.com/book/\${hotelId}\`, { method: "POST" });
    return res.json();
  },
});
`,
  };
  // the city echoed; the hotel id echoed (the number of nights is no text); not the framework's runtimeContext
  const thrown = ["src/mastra/tools/hotels.ts:10:67 no-untrusted-error-message", "src/mastra/tools/hotels.ts:24:73 no-untrusted-error-message"];
  const project = (version: string): string =>
    writeProject(makeTempDir(`mastra-${version}`), "travel-agent", {
      ...LEGACY,
      "package.json": JSON.stringify({ name: "travel-agent", type: "module", dependencies: { "@mastra/core": `^${version}` } }),
      "node_modules/@mastra/core/package.json": JSON.stringify({ name: "@mastra/core", version }),
    });

  it("below 1.0 the input is `context` of the first parameter: echoed, it is reported, and logged too", async () => {
    const dir = project("0.24.9");
    expect(projectFindings(await lintProject(dir, ["src/mastra/tools/hotels.ts"], "recommended"))).toEqual(thrown);
    expect(projectFindings(await lintProject(dir, ["src/mastra/tools/hotels.ts"], "strict"))).toEqual(
      [...thrown, "src/mastra/tools/hotels.ts:12:44 no-tool-params-in-error-log"].sort(),
    );
  });

  it("from 1.0 the first parameter is the input: its schema has no `context`, so nothing of it is the agent's text", async () => {
    const dir = project("1.0.0");
    expect(projectFindings(await lintProject(dir, ["src/mastra/tools/hotels.ts"], "recommended"))).toEqual([]);
  });
});
