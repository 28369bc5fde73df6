import escapeStringRegexp from 'escape-string-regexp';

/** An express route path read as a pattern: what the 405 handler and the MCP tool texts both match paths against. */
export interface RoutePattern {
  /** RegExp source, unanchored: each `:name` one non-empty run of a segment, captured in order; the rest as written. */
  source: string;
  /** The parameters' names, in the order of their captures. */
  names: string[];
}

const PARAMETER = /:([A-Za-z0-9_]+)/;

/** `/budgets/slot/:date/:slot` → `/budgets/slot/([^/]+)/([^/]+)` with names date and slot. */
export function routePattern(path: string): RoutePattern {
  // split with a capture alternates text and parameter names: text, name, text, …, text.
  const parts = path.split(PARAMETER);
  return {
    source: parts.map((part, at) => (at % 2 === 1 ? '([^/]+)' : escapeStringRegexp(part))).join(''),
    names: parts.filter((_part, at) => at % 2 === 1),
  };
}
