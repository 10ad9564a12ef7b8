/**
 * The slice of the WHATWG fetch and URL APIs that isomorphic code uses. Browsers, workerd and
 * Node all provide them; declaring them here keeps shared/ free of DOM and Workers type packages.
 */
interface AbortSignal {
  readonly aborted: boolean;
}
type HeadersInit = Record<string, string> | [string, string][];
interface Headers {
  get(name: string): string | null;
  has(name: string): boolean;
}
interface RequestInit {
  method?: string;
  headers?: HeadersInit;
  body?: string | null;
  signal?: AbortSignal;
}
interface Request {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
}
declare var Request: { new (input: string, init?: RequestInit): Request };
interface Response {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: Headers;
  json(): Promise<unknown>;
  text(): Promise<string>;
}
interface URLSearchParams {
  get(name: string): string | null;
  getAll(name: string): string[];
  set(name: string, value: string): void;
  append(name: string, value: string): void;
  has(name: string): boolean;
  toString(): string;
}
declare var URLSearchParams: { new (init?: string | Record<string, string>): URLSearchParams };
interface URL {
  readonly searchParams: URLSearchParams;
  readonly pathname: string;
  readonly search: string;
  readonly origin: string;
  toString(): string;
}
declare var URL: { new (url: string, base?: string): URL };
