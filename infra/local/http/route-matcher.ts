// Finds the route-table row for a request: method and path, with API Gateway's path templates
// ({id} for one segment, {path+} for the rest) and its preference for the most literal match.

export interface RouteRow {
  id: string;
  method: string;
  path: string;
}

export type RouteMatch<Row extends RouteRow> =
  | { kind: 'found'; row: Row; pathParameters: Record<string, string> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'not-found' };

interface Candidate<Row> {
  row: Row;
  pathParameters: Record<string, string>;
  literalSegments: number;
}

export function createRouteMatcher<Row extends RouteRow>(rows: readonly Row[]): (method: string, path: string) => RouteMatch<Row> {
  const templates = rows.map((row) => ({ row, segments: row.path.split('/').slice(1) }));
  return (method, path) => {
    const segments = path.split('/').slice(1);
    const candidates: Array<Candidate<Row>> = [];
    for (const template of templates) {
      const pathParameters = matchSegments(template.segments, segments);
      if (pathParameters) {
        const literalSegments = template.segments.filter((segment) => !segment.startsWith('{')).length;
        candidates.push({ row: template.row, pathParameters, literalSegments });
      }
    }
    if (candidates.length === 0) return { kind: 'not-found' };
    const sameMethod = candidates.filter((candidate) => candidate.row.method === method);
    if (sameMethod.length === 0) {
      return { kind: 'method-not-allowed', allowed: [...new Set(candidates.map((candidate) => candidate.row.method))] };
    }
    const found = sameMethod.reduce((best, candidate) => (candidate.literalSegments > best.literalSegments ? candidate : best));
    return { kind: 'found', row: found.row, pathParameters: found.pathParameters };
  };
}

function matchSegments(template: string[], actual: string[]): Record<string, string> | undefined {
  const parameters: Record<string, string> = {};
  for (const [index, part] of template.entries()) {
    const greedy = /^\{(\w+)\+\}$/.exec(part);
    if (greedy?.[1]) {
      const rest = actual.slice(index);
      if (rest.length === 0 || rest.join('') === '') return undefined;
      parameters[greedy[1]] = decode(rest.join('/'));
      return parameters;
    }
    const value = actual[index];
    if (value === undefined) return undefined;
    const parameter = /^\{(\w+)\}$/.exec(part);
    if (parameter?.[1]) {
      if (value === '') return undefined;
      parameters[parameter[1]] = decode(value);
    } else if (part !== value) {
      return undefined;
    }
  }
  return template.length === actual.length ? parameters : undefined;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
