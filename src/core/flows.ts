/**
 * The data flows behind reports, for SARIF's `codeFlows` (`agent-errors check --format sarif`): where the
 * untrusted text came from, the helpers it went through, and where it reaches the agent. ESLint's messages
 * carry text only, so a rule records its flow here, keyed by the file and the report's position, and the SARIF
 * writer of the same process reads it back. Off unless a run turns it on (an editor's long-lived process keeps
 * nothing); with ESLint's worker threads the rules run elsewhere and the log simply has no code flows.
 */

export interface FlowStep {
  line: number;
  /** 1-based, as ESLint's messages. */
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
}

export interface RecordedFlow {
  ruleId: string;
  line: number;
  column: number;
  steps: FlowStep[];
}

let recording: Map<string, RecordedFlow[]> | undefined;

/** Starts keeping flows (and forgets earlier ones). */
export function startRecordingFlows(): void {
  recording = new Map();
}

/** Stops keeping flows and forgets them. */
export function stopRecordingFlows(): void {
  recording = undefined;
}

export function isRecordingFlows(): boolean {
  return recording !== undefined;
}

/** Keeps the flow of a report of `ruleId` at `line`:`column` of `filename`, when a run records flows. */
export function recordFlow(filename: string, flow: RecordedFlow): void {
  if (!recording) return;
  let flows = recording.get(filename);
  if (!flows) recording.set(filename, (flows = []));
  flows.push(flow);
}

/** The flow recorded for the report of `ruleId` at `line`:`column` of `filename`. */
export function recordedFlow(filename: string, ruleId: string, line: number, column: number): RecordedFlow | undefined {
  return recording?.get(filename)?.find((flow) => flow.ruleId === ruleId && flow.line === line && flow.column === column);
}
