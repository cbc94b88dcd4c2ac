/**
 * Minimal stand-in for the parts of "zod" (v3) the examples use, so the example
 * project type-checks without installing it.
 */
declare module "zod" {
  export interface ZodIssue {
    path: Array<string | number>;
    message: string;
    code: string;
  }

  export class ZodError extends Error {
    issues: ZodIssue[];
  }

  export type SafeParseResult<T> = { success: true; data: T } | { success: false; error: ZodError };

  export abstract class ZodType<Output = unknown> {
    readonly _output: Output;
    describe(description: string): this;
    optional(): ZodOptional<this>;
    parse(data: unknown): Output;
    safeParse(data: unknown): SafeParseResult<Output>;
  }

  export class ZodString extends ZodType<string> {
    min(length: number, message?: string): ZodString;
    max(length: number, message?: string): ZodString;
    regex(pattern: RegExp, message?: string): ZodString;
  }

  export class ZodNumber extends ZodType<number> {
    int(): ZodNumber;
    min(value: number, message?: string): ZodNumber;
    max(value: number, message?: string): ZodNumber;
  }

  export class ZodBoolean extends ZodType<boolean> {}

  export class ZodOptional<T extends ZodType> extends ZodType<T["_output"] | undefined> {}

  export class ZodEnum<T extends readonly [string, ...string[]]> extends ZodType<T[number]> {
    readonly options: T;
  }

  export type ZodRawShape = { [key: string]: ZodType };

  export type objectOutputType<S extends ZodRawShape> = { [K in keyof S]: S[K]["_output"] };

  export class ZodObject<S extends ZodRawShape> extends ZodType<objectOutputType<S>> {
    readonly shape: S;
  }

  export namespace z {
    export function object<S extends ZodRawShape>(shape: S): ZodObject<S>;
    export function string(): ZodString;
    export function number(): ZodNumber;
    export function boolean(): ZodBoolean;
    function enum_<const T extends readonly [string, ...string[]]>(values: T): ZodEnum<T>;
    export { enum_ as enum };
    export type infer<T extends ZodType> = T["_output"];
    export type ZodTypeAny = ZodType;
  }
}
