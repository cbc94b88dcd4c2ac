/** Minimal stand-in for "@sentry/node". */
declare module "@sentry/node" {
  export type SeverityLevel = "fatal" | "error" | "warning" | "log" | "info" | "debug";

  export interface CaptureHint {
    level?: SeverityLevel;
    tags?: Record<string, string>;
    extra?: Record<string, unknown>;
  }

  /** Creates a Sentry issue event and returns its event id. */
  export function captureException(exception: unknown, hint?: CaptureHint): string;

  export function setContext(name: string, context: Record<string, unknown> | null): void;

  export function setTag(key: string, value: string | number | boolean | undefined): void;
}
