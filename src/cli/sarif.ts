/**
 * SARIF 2.1.0 for `agent-errors check --format sarif`: one run, the rules that have findings with their
 * docs, one result per message (suppressed ones with their in-source suppression), and the messages that
 * belong to no rule (a file that does not parse) as tool notifications.
 *
 * Written here rather than taken from a formatter package: the one ESLint users know
 * (`@microsoft/eslint-formatter-sarif`) depends on eslint@8 and on a dist-tag (`jschardet: "latest"`),
 * which broke every `npm ci` of lockfiles made before a jschardet release, and the maintained builder
 * (`node-sarif-builder`) needs Node 22. The log is checked against the SARIF 2.1.0 schema in the tests.
 */
import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { ESLint, Linter } from "eslint";
import type * as Sarif from "sarif";
import { recordedFlow } from "../core/flows.js";

interface PackageInfo {
  name: string;
  version: string;
  homepage?: string;
}

let packageInfo: PackageInfo | undefined;
function ownPackage(): PackageInfo {
  // src/cli/sarif.ts is two folders below the package root, dist/src/cli/sarif.js three.
  if (packageInfo) return packageInfo;
  for (const candidate of ["../../package.json", "../../../package.json"]) {
    try {
      const parsed = JSON.parse(readFileSync(new URL(candidate, import.meta.url), "utf8")) as PackageInfo;
      if (parsed.name === "eslint-plugin-agent-errors") return (packageInfo = parsed);
    } catch {
      // not this one
    }
  }
  return (packageInfo = { name: "eslint-plugin-agent-errors", version: "0.0.0" });
}

/** The file's URI relative to the source root when it is under it, else an absolute file URI. */
function artifactLocation(filePath: string, cwd: string, index: number): Sarif.ArtifactLocation {
  const rel = relative(cwd, filePath);
  if (rel !== "" && !rel.startsWith("..") && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel)) {
    return { uri: rel.split(sep).map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%", index };
  }
  return { uri: pathToFileURL(filePath).href, index };
}

function region(message: Linter.LintMessage): Sarif.Region {
  const result: Sarif.Region = { startLine: Math.max(1, message.line), startColumn: Math.max(1, message.column) };
  if (message.endLine !== undefined) result.endLine = message.endLine;
  if (message.endColumn !== undefined) result.endColumn = message.endColumn;
  return result;
}

function level(message: Linter.LintMessage): Sarif.Result.level {
  return message.severity === 2 ? "error" : "warning";
}

export function formatSarif(
  results: readonly ESLint.LintResult[],
  context: { cwd: string; rulesMeta: Record<string, { docs?: { description?: string; url?: string } } | undefined> },
): string {
  const own = ownPackage();
  const rules: Sarif.ReportingDescriptor[] = [];
  const ruleIndex = new Map<string, number>();
  const artifacts: Sarif.Artifact[] = [];
  const sarifResults: Sarif.Result[] = [];
  const notifications: Sarif.Notification[] = [];

  const ruleIndexOf = (ruleId: string): number => {
    let index = ruleIndex.get(ruleId);
    if (index === undefined) {
      index = rules.length;
      ruleIndex.set(ruleId, index);
      const docs = context.rulesMeta[ruleId]?.docs;
      const descriptor: Sarif.ReportingDescriptor = { id: ruleId };
      if (docs?.description) descriptor.shortDescription = { text: docs.description };
      if (docs?.url) descriptor.helpUri = docs.url;
      rules.push(descriptor);
    }
    return index;
  };

  const sorted = [...results].sort((a, b) => (a.filePath < b.filePath ? -1 : a.filePath > b.filePath ? 1 : 0));
  for (const result of sorted) {
    const messages: { message: Linter.LintMessage; suppressed: boolean }[] = [
      ...result.messages.map((message) => ({ message, suppressed: false })),
      ...(result.suppressedMessages ?? []).map((message) => ({ message, suppressed: true })),
    ];
    if (messages.length === 0) continue;
    const artifactIndex = artifacts.length;
    const location = artifactLocation(result.filePath, context.cwd, artifactIndex);
    artifacts.push({ location: { uri: location.uri!, ...(location.uriBaseId ? { uriBaseId: location.uriBaseId } : {}) } });
    for (const { message, suppressed } of messages) {
      const physicalLocation: Sarif.PhysicalLocation = { artifactLocation: location, region: region(message) };
      if (!message.ruleId) {
        // A parse error or another message of no rule: the file was not checked, which is about the run.
        notifications.push({
          level: message.fatal ? "error" : level(message),
          message: { text: message.message },
          locations: [{ physicalLocation }],
        });
        continue;
      }
      const sarifResult: Sarif.Result = {
        ruleId: message.ruleId,
        ruleIndex: ruleIndexOf(message.ruleId),
        level: level(message),
        message: { text: message.message },
        locations: [{ physicalLocation }],
      };
      // The untrusted-text rule's flow, when this process ran the rules: source, helpers, sink.
      const flow = recordedFlow(result.filePath, message.ruleId, message.line, message.column);
      if (flow) {
        sarifResult.codeFlows = [
          {
            threadFlows: [
              {
                locations: flow.steps.map((step) => ({
                  location: {
                    physicalLocation: {
                      artifactLocation: location,
                      region: { startLine: step.line, startColumn: step.column, ...(step.endLine ? { endLine: step.endLine } : {}), ...(step.endColumn ? { endColumn: step.endColumn } : {}) },
                    },
                    message: { text: step.message },
                  },
                })),
              },
            ],
          },
        ];
      }
      if (suppressed) sarifResult.suppressions = [{ kind: "inSource" }];
      sarifResults.push(sarifResult);
    }
  }

  const log: Sarif.Log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "agent-errors",
            fullName: `${own.name} ${own.version}`,
            version: own.version,
            semanticVersion: own.version,
            ...(own.homepage ? { informationUri: own.homepage } : {}),
            rules,
          },
        },
        originalUriBaseIds: { "%SRCROOT%": { uri: pathToFileURL(context.cwd.endsWith(sep) ? context.cwd : context.cwd + sep).href } },
        artifacts,
        results: sarifResults,
        invocations: [{ executionSuccessful: !notifications.some((n) => n.level === "error"), toolExecutionNotifications: notifications }],
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
